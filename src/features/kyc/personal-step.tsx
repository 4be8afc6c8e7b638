/** personal-info: the holder's name as on the document, date of birth and nationality. */
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';
import { vietnamDateAt } from '../../lib/due-date.ts';
import { m } from '../../lib/i18n.ts';
import type { VerificationFlow } from './flow-store.ts';
import { loadPersonalSchema } from './load-schemas.ts';
import { STEP_FIELDS } from './step-fields.ts';
import { StepCountry, StepFormFrame, StepText } from './step-parts.tsx';
import { useStepForm } from './use-step-form.ts';

export function PersonalStep({ flow }: { flow: VerificationFlow }) {
  const step = useStepForm({
    flow,
    step: 'personal-info',
    schema: loadPersonalSchema,
    names: STEP_FIELDS['personal-info'],
  });
  return (
    <StepFormFrame step={step}>
      <StepText
        step={step}
        name="full_name"
        label={m.kyc_full_name()}
        hint={m.kyc_full_name_hint()}
        required
        autoComplete="name"
        maxLength={100}
      />
      {/* The server counts age in Vietnam's calendar: no birth date after today there. */}
      <StepText
        step={step}
        name="date_of_birth"
        label={m.kyc_date_of_birth()}
        required
        type="date"
        autoComplete="bday"
        max={vietnamDateAt(new Date())}
      />
      <StepCountry step={step} name="nationality" label={m.kyc_nationality()} fallback={DEFAULT_COUNTRY} />
    </StepFormFrame>
  );
}

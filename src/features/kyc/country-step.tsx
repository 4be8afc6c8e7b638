/** country-residence: where the person lives (KYC) or the business is registered (KYB); Vietnam until changed. */
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';
import type { FormSchema } from '../../lib/forms/engine.tsx';
import { m } from '../../lib/i18n.ts';
import type { VerificationFlow } from './flow-store.ts';
import { loadCountryOfRegistrationSchema, loadCountryOfResidenceSchema } from './load-schemas.ts';
import { STEP_FIELDS } from './step-fields.ts';
import { StepCountry, StepFormFrame } from './step-parts.tsx';
import type { Kind } from './steps.ts';
import { useStepForm } from './use-step-form.ts';

export function CountryStep({ flow, kind }: { flow: VerificationFlow; kind: Kind }) {
  const [name] = STEP_FIELDS['country-residence'][kind];
  const step = useStepForm({
    flow,
    step: 'country-residence',
    // One schema type for both kinds: the field's name differs, its rule does not.
    schema: (kind === 'KYC'
      ? loadCountryOfResidenceSchema
      : loadCountryOfRegistrationSchema) as () => Promise<FormSchema>,
    names: [name],
  });
  return (
    <StepFormFrame step={step}>
      <StepCountry
        step={step}
        name={name}
        label={kind === 'KYC' ? m.kyc_country_residence() : m.kyc_country_registration()}
        fallback={DEFAULT_COUNTRY}
      />
    </StepFormFrame>
  );
}

/** address-verification: the home address (KYC, with its proof on the next step) or the business's registered one. */
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';
import { m } from '../../lib/i18n.ts';
import type { VerificationFlow } from './flow-store.ts';
import { loadAddressSchema } from './load-schemas.ts';
import { valueAt } from './paths.ts';
import { STEP_FIELDS } from './step-fields.ts';
import { StepCountry, StepFormFrame, StepText } from './step-parts.tsx';
import { useStepForm } from './use-step-form.ts';

export function AddressStep({ flow }: { flow: VerificationFlow }) {
  const step = useStepForm({
    flow,
    step: 'address-verification',
    schema: loadAddressSchema,
    names: STEP_FIELDS['address-verification'],
  });
  const { draft } = flow.wizard.$state.get().data;
  // The country the person lives in, or the business is registered in, is where its address most likely is.
  const home = valueAt(draft, 'country_of_residence') ?? valueAt(draft, 'country_of_registration');
  return (
    <StepFormFrame step={step}>
      <StepText
        step={step}
        name="line1"
        label={m.kyc_address_line1()}
        required
        autoComplete="address-line1"
        maxLength={200}
      />
      <StepText step={step} name="line2" label={m.kyc_address_line2()} autoComplete="address-line2" maxLength={200} />
      <div className="grid gap-5 sm:grid-cols-2">
        <StepText step={step} name="city" label={m.kyc_city()} required autoComplete="address-level1" maxLength={100} />
        <StepText step={step} name="state" label={m.kyc_state()} autoComplete="address-level2" maxLength={100} />
        <StepText
          step={step}
          name="postal_code"
          label={m.kyc_postal_code()}
          autoComplete="postal-code"
          maxLength={20}
        />
        <StepCountry
          step={step}
          name="country"
          label={m.kyc_address_country()}
          fallback={typeof home === 'string' ? home : DEFAULT_COUNTRY}
        />
      </div>
    </StepFormFrame>
  );
}

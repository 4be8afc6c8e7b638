/** country-residence: where the person lives (KYC) or the business is registered (KYB); Vietnam until changed. */
import { useState } from 'react';
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';
import type { FormSchema } from '../../lib/forms/engine.tsx';
import { m } from '../../lib/i18n.ts';
import { CountrySelect } from '../../ui/country-select.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import type { VerificationFlow } from './flow-store.ts';
import { loadCountryOfRegistrationSchema, loadCountryOfResidenceSchema } from './load-schemas.ts';
import { STEP_FIELDS } from './step-fields.ts';
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
  const [country, setCountry] = useState<string | null>(step.initial(name) || DEFAULT_COUNTRY);
  return (
    <form id={step.form.id} onSubmit={step.form.onSubmit} noValidate className="flex flex-col gap-5">
      {step.engine}
      <FormErrors errors={step.formErrors} />
      <Field
        label={kind === 'KYC' ? m.kyc_country_residence() : m.kyc_country_registration()}
        id={step.field(name)?.id}
        errors={step.errorsOf(name)}
        required
      >
        {(control) => (
          <CountrySelect
            {...control}
            name={name}
            value={country}
            onChange={(iso) => {
              setCountry(iso);
              step.choose(name, iso);
            }}
          />
        )}
      </Field>
    </form>
  );
}

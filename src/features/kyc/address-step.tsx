/** address-verification: the home address (KYC, with its proof on the next step) or the business's registered one. */
import { useState } from 'react';
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';
import { m } from '../../lib/i18n.ts';
import { CountrySelect } from '../../ui/country-select.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { VerificationFlow } from './flow-store.ts';
import { loadAddressSchema } from './load-schemas.ts';
import { valueAt } from './paths.ts';
import { STEP_FIELDS } from './step-fields.ts';
import { type StepForm, useStepForm } from './use-step-form.ts';

interface TextFieldProps {
  readonly step: StepForm;
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly autoComplete: string;
  readonly maxLength: number;
}

function AddressText({ step, name, label, required = false, autoComplete, maxLength }: TextFieldProps) {
  return (
    <Field label={label} id={step.field(name)?.id} errors={step.errorsOf(name)} required={required}>
      <TextInput name={name} defaultValue={step.initial(name)} autoComplete={autoComplete} maxLength={maxLength} />
    </Field>
  );
}

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
  const [country, setCountry] = useState<string | null>(
    step.initial('country') || (typeof home === 'string' ? home : DEFAULT_COUNTRY),
  );
  return (
    <form
      id={step.form.id}
      onSubmit={step.form.onSubmit}
      onInput={step.onInput}
      noValidate
      className="flex flex-col gap-5"
    >
      {step.engine}
      <FormErrors errors={step.formErrors} />
      <AddressText
        step={step}
        name="line1"
        label={m.kyc_address_line1()}
        required
        autoComplete="address-line1"
        maxLength={200}
      />
      <AddressText
        step={step}
        name="line2"
        label={m.kyc_address_line2()}
        autoComplete="address-line2"
        maxLength={200}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AddressText
          step={step}
          name="city"
          label={m.kyc_city()}
          required
          autoComplete="address-level1"
          maxLength={100}
        />
        <AddressText step={step} name="state" label={m.kyc_state()} autoComplete="address-level2" maxLength={100} />
        <AddressText
          step={step}
          name="postal_code"
          label={m.kyc_postal_code()}
          autoComplete="postal-code"
          maxLength={20}
        />
        <Field
          label={m.kyc_address_country()}
          id={step.field('country')?.id}
          errors={step.errorsOf('country')}
          required
        >
          {(control) => (
            <CountrySelect
              {...control}
              name="country"
              value={country}
              onChange={(iso) => {
                setCountry(iso);
                step.choose('country', iso);
              }}
            />
          )}
        </Field>
      </div>
    </form>
  );
}

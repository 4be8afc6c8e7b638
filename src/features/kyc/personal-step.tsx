/** personal-info: the holder's name as on the document, date of birth and nationality. */
import { useState } from 'react';
import { DEFAULT_COUNTRY } from '../../lib/countries.ts';
import { vietnamDateAt } from '../../lib/due-date.ts';
import { m } from '../../lib/i18n.ts';
import { CountrySelect } from '../../ui/country-select.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import type { VerificationFlow } from './flow-store.ts';
import { loadPersonalSchema } from './load-schemas.ts';
import { STEP_FIELDS } from './step-fields.ts';
import { useStepForm } from './use-step-form.ts';

export function PersonalStep({ flow }: { flow: VerificationFlow }) {
  const step = useStepForm({
    flow,
    step: 'personal-info',
    schema: loadPersonalSchema,
    names: STEP_FIELDS['personal-info'],
  });
  const [nationality, setNationality] = useState<string | null>(step.initial('nationality') || DEFAULT_COUNTRY);
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
      <Field
        label={m.kyc_full_name()}
        hint={m.kyc_full_name_hint()}
        id={step.field('full_name')?.id}
        errors={step.errorsOf('full_name')}
        required
      >
        <TextInput name="full_name" defaultValue={step.initial('full_name')} autoComplete="name" maxLength={100} />
      </Field>
      <Field
        label={m.kyc_date_of_birth()}
        id={step.field('date_of_birth')?.id}
        errors={step.errorsOf('date_of_birth')}
        required
      >
        <TextInput
          name="date_of_birth"
          type="date"
          defaultValue={step.initial('date_of_birth')}
          autoComplete="bday"
          max={vietnamDateAt(new Date())}
        />
      </Field>
      <Field
        label={m.kyc_nationality()}
        id={step.field('nationality')?.id}
        errors={step.errorsOf('nationality')}
        required
      >
        {(control) => (
          <CountrySelect
            {...control}
            name="nationality"
            value={nationality}
            onChange={(iso) => {
              setNationality(iso);
              step.choose('nationality', iso);
            }}
          />
        )}
      </Field>
    </form>
  );
}

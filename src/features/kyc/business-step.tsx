/** business-info (KYB): the business as its registration shows it. */
import { BUSINESS_TYPES } from '../../contract/rules.ts';
import { m } from '../../lib/i18n.ts';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import type { VerificationFlow } from './flow-store.ts';
import { BUSINESS_TYPE_LABELS } from './labels.ts';
import { loadBusinessSchema } from './load-schemas.ts';
import { STEP_FIELDS } from './step-fields.ts';
import { StepFormFrame, StepText } from './step-parts.tsx';
import { useStepForm } from './use-step-form.ts';

export function BusinessStep({ flow }: { flow: VerificationFlow }) {
  const step = useStepForm({
    flow,
    step: 'business-info',
    schema: loadBusinessSchema,
    names: STEP_FIELDS['business-info'],
  });
  const types = [
    { value: '', label: m.ui_select_placeholder() },
    ...BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value]() })),
  ];
  return (
    <StepFormFrame step={step}>
      <StepText
        step={step}
        name="legal_name"
        label={m.kyc_legal_name()}
        required
        autoComplete="organization"
        maxLength={200}
      />
      <StepText step={step} name="trading_name" label={m.kyc_trading_name()} maxLength={200} />
      <div className="grid gap-5 sm:grid-cols-2">
        <StepText step={step} name="registration_number" label={m.kyc_registration_number()} required maxLength={50} />
        <StepText step={step} name="tax_id" label={m.kyc_tax_id()} maxLength={50} />
        <StepText step={step} name="incorporation_date" label={m.kyc_incorporation_date()} required type="date" />
        <Field
          label={m.kyc_business_type()}
          id={step.field('business_type')?.id}
          errors={step.errorsOf('business_type')}
          required
        >
          <NativeSelect name="business_type" defaultValue={step.initial('business_type')} options={types} />
        </Field>
      </div>
      <StepText step={step} name="industry" label={m.kyc_industry()} required maxLength={100} />
      <StepText
        step={step}
        name="website"
        label={m.kyc_website()}
        hint={m.kyc_website_hint()}
        type="url"
        autoComplete="url"
        maxLength={2048}
      />
    </StepFormFrame>
  );
}

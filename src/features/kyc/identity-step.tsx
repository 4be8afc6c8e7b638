/**
 * identity-verification: which document (a passport has no back), its number and expiry, and its pictures —
 * front, back, and a selfie holding it — each uploaded as soon as it is chosen.
 */
import { ID_DOCUMENT_TYPES, type IdDocumentKind } from '../../contract/rules.ts';
import { vietnamDateAt } from '../../lib/due-date.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Field } from '../../ui/field.tsx';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { type DocumentSlot, identitySlots } from './documents.ts';
import type { VerificationFlow } from './flow-store.ts';
import { ID_DOCUMENT_LABELS } from './labels.ts';
import { loadIdentitySchema } from './load-schemas.ts';
import { valueAt } from './paths.ts';
import { isFieldCheck, type LabelledSlot, useSlotCheck } from './slot-list.tsx';
import { STEP_FIELDS } from './step-fields.ts';
import { useStepForm } from './use-step-form.ts';

function isIdDocument(value: unknown): value is IdDocumentKind {
  return typeof value === 'string' && (ID_DOCUMENT_TYPES as readonly string[]).includes(value);
}

function slotLabel(slot: DocumentSlot): LabelledSlot {
  if (slot.side === 'selfie') return { slot, label: m.kyc_selfie(), hint: m.kyc_selfie_hint() };
  if (slot.side === 'back') return { slot, label: m.kyc_back() };
  return { slot, label: slot.documentType === 'PASSPORT' ? m.kyc_front_passport() : m.kyc_front() };
}

export function IdentityStep({ flow }: { flow: VerificationFlow }) {
  const { data } = useStore(flow.wizard.$state);
  const chosen = valueAt(data.draft, 'identity.document_type');
  const type = isIdDocument(chosen) ? chosen : null;
  const slots = useSlotCheck(flow, type === null ? [] : identitySlots(type).map(slotLabel));
  const step = useStepForm({
    flow,
    step: 'identity-verification',
    schema: loadIdentitySchema,
    names: STEP_FIELDS['identity-verification'],
    beforeNext: () => slots.check(),
  });
  return (
    <form
      id={step.form.id}
      onSubmit={step.form.onSubmit}
      onSubmitCapture={(event) => {
        if (!isFieldCheck(event.nativeEvent)) slots.mark();
      }}
      onInput={step.onInput}
      noValidate
      className="flex flex-col gap-5"
    >
      {step.engine}
      <FormErrors errors={step.formErrors} />
      <ChoiceCards
        legend={m.kyc_document_type()}
        name="document_type"
        value={type}
        onChange={(value) => flow.chooseIdentityDocument(value)}
        errors={step.errorsOf('document_type')}
        choices={ID_DOCUMENT_TYPES.map((value) => ({ value, label: ID_DOCUMENT_LABELS[value]() }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={m.kyc_document_number()}
          id={step.field('document_number')?.id}
          errors={step.errorsOf('document_number')}
          required
        >
          <TextInput
            name="document_number"
            defaultValue={step.initial('document_number')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
          />
        </Field>
        <Field
          label={m.kyc_expires_on()}
          hint={m.kyc_expires_on_hint()}
          id={step.field('expires_on')?.id}
          errors={step.errorsOf('expires_on')}
        >
          <TextInput
            name="expires_on"
            type="date"
            defaultValue={step.initial('expires_on')}
            min={vietnamDateAt(new Date())}
          />
        </Field>
      </div>
      {slots.render()}
    </form>
  );
}

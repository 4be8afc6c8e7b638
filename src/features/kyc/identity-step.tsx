/**
 * identity-verification: which document (a passport has no back), its number and expiry, and its pictures —
 * front, back, and a selfie holding it — each uploaded as soon as it is chosen.
 */
import { ID_DOCUMENT_TYPES } from '../../contract/rules.ts';
import { vietnamDateAt } from '../../lib/due-date.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { type DocumentSlot, identitySlots, isIdDocument } from './documents.ts';
import type { VerificationFlow } from './flow-store.ts';
import { ID_DOCUMENT_LABELS } from './labels.ts';
import { loadIdentitySchema } from './load-schemas.ts';
import { valueAt } from './paths.ts';
import { isFieldCheck, type LabelledSlot, useSlotCheck } from './slot-list.tsx';
import { STEP_FIELDS } from './step-fields.ts';
import { StepFormFrame, StepText } from './step-parts.tsx';
import { useStepForm } from './use-step-form.ts';

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
    <StepFormFrame
      step={step}
      onSubmitCapture={(event) => {
        if (!isFieldCheck(event.nativeEvent)) slots.mark();
      }}
    >
      <ChoiceCards
        legend={m.kyc_document_type()}
        name="document_type"
        value={type}
        onChange={(value) => flow.chooseIdentityDocument(value)}
        errors={step.errorsOf('document_type')}
        choices={ID_DOCUMENT_TYPES.map((value) => ({ value, label: ID_DOCUMENT_LABELS[value]() }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <StepText
          step={step}
          name="document_number"
          label={m.kyc_document_number()}
          required
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <StepText
          step={step}
          name="expires_on"
          label={m.kyc_expires_on()}
          hint={m.kyc_expires_on_hint()}
          type="date"
          min={vietnamDateAt(new Date())}
        />
      </div>
      {slots.render()}
    </StepFormFrame>
  );
}

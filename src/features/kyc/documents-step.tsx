/**
 * document-verification: the proof of the address (KYC), or the business's documents (KYB) — its registration,
 * and whatever else helps the review. Nothing to type: the step goes on once the required ones are in.
 */
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { FormErrors } from '../../ui/forms/form-errors.tsx';
import { BUSINESS_SLOTS, PROOF_OF_ADDRESS_SLOT } from './documents.ts';
import type { VerificationFlow } from './flow-store.ts';
import { BUSINESS_DOCUMENT_LABELS } from './labels.ts';
import { type LabelledSlot, useSlotCheck } from './slot-list.tsx';
import type { Kind } from './steps.ts';

/** The documents step's form, which the wizard frame's button submits. */
export const DOCUMENTS_FORM = 'kyc-document-verification';

function slotsOf(kind: Kind): LabelledSlot[] {
  if (kind === 'KYC') return [{ slot: PROOF_OF_ADDRESS_SLOT, label: m.kyc_proof(), hint: m.kyc_proof_hint() }];
  return BUSINESS_SLOTS.map((slot) => ({ slot, label: BUSINESS_DOCUMENT_LABELS[slot.documentType]?.() ?? '' }));
}

export function DocumentsStep({ flow, kind }: { flow: VerificationFlow; kind: Kind }) {
  const slots = useSlotCheck(flow, slotsOf(kind));
  const { errors } = useStore(flow.wizard.$state);
  const stepErrors = errors['document-verification'];
  const formErrors = stepErrors ? Object.values(stepErrors).flat() : undefined;
  return (
    <form
      id={DOCUMENTS_FORM}
      onSubmit={(event) => {
        event.preventDefault();
        if (slots.check()) void flow.completeStep('document-verification', {});
      }}
      noValidate
      className="flex flex-col gap-5"
    >
      <FormErrors errors={formErrors} />
      {slots.render()}
    </form>
  );
}

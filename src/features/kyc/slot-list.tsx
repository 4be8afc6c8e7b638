/**
 * The document slots of a step: each one's field, and the step's check before it goes on — a required document
 * missing is said beside its slot, focus moving to the first one — with "Please fix this" beside the ones a
 * rejection names (fix-fields.ts's isSlotToFix).
 */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { DocumentField } from './document-field.tsx';
import type { DocumentSlot } from './documents.ts';
import { isSlotToFix } from './fix-fields.ts';
import type { VerificationFlow } from './flow-store.ts';

export interface LabelledSlot {
  readonly slot: DocumentSlot;
  readonly label: string;
  readonly hint?: string;
}

/** A submit that is conform checking a field the user left (its `__intent__` button), not the user sending. */
export function isFieldCheck(event: SubmitEvent): boolean {
  const { submitter } = event;
  return submitter instanceof HTMLButtonElement && submitter.name === '__intent__';
}

export function useSlotCheck(flow: VerificationFlow, slots: readonly LabelledSlot[]) {
  const states = useStore(flow.uploads.$slots);
  const [checked, setChecked] = useState(false);
  const missing = slots.filter(({ slot }) => slot.required && states[slot.id]?.status !== 'done');
  return {
    /** From now on, a required document missing is said beside its slot (the user tried to go on). */
    mark(): void {
      setChecked(true);
    },
    /** True when every required document is in; else says which are not and focuses the first. */
    check(): boolean {
      setChecked(true);
      const [first] = missing;
      if (first === undefined) return true;
      document.querySelector<HTMLElement>(`[data-document="${first.slot.id}"] button`)?.focus();
      return false;
    },
    render(): React.ReactNode {
      const toFix = flow.toFix();
      return slots.map(({ slot, label, hint }) => {
        const state = states[slot.id] ?? { status: 'empty' };
        const errors = [
          ...(checked && missing.some((each) => each.slot.id === slot.id) ? [m.kyc_upload_required()] : []),
          ...(isSlotToFix(slot, state.status !== 'empty', toFix) ? [m.kyc_fix_this()] : []),
        ];
        return (
          <DocumentField
            key={slot.id}
            slot={slot}
            label={label}
            {...(hint ? { hint } : {})}
            state={state}
            uploads={flow.uploads}
            errors={errors}
          />
        );
      });
    },
  };
}

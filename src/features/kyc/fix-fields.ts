/**
 * Where a field the operator asks to fix (a rejection's `fields`) or the server refused (a submit's 422) sits in
 * the wizard. Both name it by its path in the POST /kyc or /kyb body (`personal.full_name`,
 * `identity.front_document_id`, `document_ids`), and so do the wizard's own field names, so the path also names
 * the field to highlight; a path naming a whole part (`identity`) highlights every field of it.
 */
import { BUSINESS_DOCUMENTS_PATH } from './documents.ts';
import type { DraftStep, Kind } from './steps.ts';

/** The step of each top-level part of a body, per kind. */
const STEP_OF_PART: Readonly<Record<Kind, Readonly<Record<string, DraftStep>>>> = {
  KYC: {
    country_of_residence: 'country-residence',
    personal: 'personal-info',
    identity: 'identity-verification',
    address: 'address-verification',
  },
  KYB: {
    country_of_registration: 'country-residence',
    business: 'business-info',
    address: 'address-verification',
    [BUSINESS_DOCUMENTS_PATH]: 'document-verification',
  },
};

/** The address's proof is a document: it is asked for on the documents step, not with the address. */
const PROOF_PATH = 'address.proof_document_id';

/** The step a field path belongs to, or null for a path this kind of run has no field for. */
export function stepOfPath(kind: Kind, path: string): DraftStep | null {
  if (kind === 'KYC' && path === PROOF_PATH) return 'document-verification';
  const [part = ''] = path.split('.');
  return STEP_OF_PART[kind][part] ?? null;
}

/** Whether `field` (a field's path, or a business document's `document_ids:<type>`) is among `paths` or in one. */
export function isNamed(field: string, paths: Iterable<string>): boolean {
  const path = field.split(':')[0] ?? field;
  for (const named of paths) {
    if (path === named || path.startsWith(`${named}.`)) return true;
  }
  return false;
}

/**
 * Whether a document slot is marked to fix: the rejection names it (`document_ids` names every business document)
 * and there is something in it to fix — a document, or nothing where one is required. An optional slot left empty
 * was never sent, so the operator cannot have meant it.
 */
export function isSlotToFix(
  slot: { readonly id: string; readonly required: boolean },
  filled: boolean,
  paths: Iterable<string>,
): boolean {
  return (filled || slot.required) && isNamed(slot.id, paths);
}

/** The paths grouped by the step they belong to; paths of no step are under `null`'s key, `other`. */
export function pathsByStep(kind: Kind, paths: readonly string[]): Partial<Record<DraftStep | 'other', string[]>> {
  const grouped: Partial<Record<DraftStep | 'other', string[]>> = {};
  for (const path of paths) {
    const step = stepOfPath(kind, path) ?? 'other';
    grouped[step] = [...(grouped[step] ?? []), path];
  }
  return grouped;
}

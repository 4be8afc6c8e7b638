/**
 * The pictures and files a run asks for (POST /kyc/documents, one upload each), where each one's id goes in the
 * draft, and which camera a phone opens for it. Identity documents are of the type chosen on the identity step;
 * a passport has no back. A business sends its registration and, if it has them, its articles, a proof of its
 * address and anything else that helps.
 */
import { ID_DOCUMENT_TYPES, type IdDocumentKind } from '../../contract/rules.ts';
import { valueAt } from './paths.ts';
import type { DraftData } from './steps.ts';

export type DocumentKind =
  | IdDocumentKind
  | 'PROOF_OF_ADDRESS'
  | 'BUSINESS_REGISTRATION'
  | 'ARTICLES_OF_ASSOCIATION'
  | 'OTHER';
export type DocumentSide = 'front' | 'back' | 'selfie';

export interface DocumentSlot {
  /** Names the slot: its draft path, or `document_ids:<type>` for a business document. */
  readonly id: string;
  readonly documentType: DocumentKind;
  readonly side: DocumentSide;
  /** The phone camera a picture is taken with: facing the user (a selfie) or the world. */
  readonly camera: 'user' | 'environment';
  readonly required: boolean;
}

/** Whether a value is one of the identity documents. */
export function isIdDocument(value: unknown): value is IdDocumentKind {
  return typeof value === 'string' && (ID_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Where the ids of a business's documents go. */
export const BUSINESS_DOCUMENTS_PATH = 'document_ids';

/** Draft paths that hold one document id each. */
export const SINGLE_DOCUMENT_PATHS = [
  'identity.front_document_id',
  'identity.back_document_id',
  'identity.selfie_document_id',
  'address.proof_document_id',
] as const;

/** The identity document's pictures: front, back (not for a passport), and a selfie holding it. */
export function identitySlots(type: IdDocumentKind): DocumentSlot[] {
  const slot = (side: DocumentSide, camera: DocumentSlot['camera']): DocumentSlot => ({
    id: `identity.${side}_document_id`,
    documentType: type,
    side,
    camera,
    required: true,
  });
  const sides = [slot('front', 'environment'), slot('back', 'environment'), slot('selfie', 'user')];
  return type === 'PASSPORT' ? sides.filter((each) => each.side !== 'back') : sides;
}

export const PROOF_OF_ADDRESS_SLOT: DocumentSlot = {
  id: 'address.proof_document_id',
  documentType: 'PROOF_OF_ADDRESS',
  side: 'front',
  camera: 'environment',
  required: true,
};

/** A business's documents: its registration is required, the others help the review. */
export const BUSINESS_SLOTS: readonly DocumentSlot[] = (
  ['BUSINESS_REGISTRATION', 'ARTICLES_OF_ASSOCIATION', 'PROOF_OF_ADDRESS', 'OTHER'] as const
).map((documentType) => ({
  id: `${BUSINESS_DOCUMENTS_PATH}:${documentType}`,
  documentType,
  side: 'front',
  camera: 'environment',
  required: documentType === 'BUSINESS_REGISTRATION',
}));

/** The ids of every document the draft refers to. */
export function documentIdsOf(data: DraftData): Set<number> {
  const ids = new Set<number>();
  for (const path of SINGLE_DOCUMENT_PATHS) {
    const id = valueAt(data, path);
    if (typeof id === 'number') ids.add(id);
  }
  const list = valueAt(data, BUSINESS_DOCUMENTS_PATH);
  if (Array.isArray(list)) for (const id of list) if (typeof id === 'number') ids.add(id);
  return ids;
}

/**
 * When a step of a run holds what it collects (the wizard opens a step only once every step before it does): the
 * fields it requires are filled in the draft. Whether they are right is for the step's form and, in the end, the
 * server; a draft saved half-typed on another device still reopens where the user was.
 */
import { BUSINESS_DOCUMENTS_PATH } from './documents.ts';
import { valueAt } from './paths.ts';
import { type DraftData, type Kind, stepsOf, type VerificationStep } from './steps.ts';

/** What a run is: its kind and whether it has the address steps. */
export interface RunShape {
  readonly kind: Kind | null;
  readonly withAddress: boolean;
}

const REQUIRED: Readonly<Record<Kind, Partial<Record<VerificationStep, readonly string[]>>>> = {
  KYC: {
    'country-residence': ['country_of_residence'],
    'personal-info': ['personal.full_name', 'personal.date_of_birth', 'personal.nationality'],
    'identity-verification': [
      'identity.document_type',
      'identity.document_number',
      'identity.front_document_id',
      'identity.selfie_document_id',
    ],
    'address-verification': ['address.line1', 'address.city', 'address.country'],
    'document-verification': ['address.proof_document_id'],
  },
  KYB: {
    'country-residence': ['country_of_registration'],
    'business-info': [
      'business.legal_name',
      'business.registration_number',
      'business.incorporation_date',
      'business.business_type',
      'business.industry',
    ],
    'address-verification': ['address.line1', 'address.city', 'address.country'],
    'document-verification': [BUSINESS_DOCUMENTS_PATH],
  },
};

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null && value !== '';
}

/** The identity document's back, unless it is a passport. */
function needsBack(draft: DraftData): boolean {
  const type = valueAt(draft, 'identity.document_type');
  return type !== undefined && type !== 'PASSPORT';
}

/** Whether the step holds what it collects; a step the run does not have is never in the way. */
export function isStepComplete(step: VerificationStep, shape: RunShape, draft: DraftData): boolean {
  if (step === 'profile') return shape.kind !== null;
  if (shape.kind === null) return false;
  if (!stepsOf(shape.kind, shape.withAddress).includes(step)) return true;
  const required = REQUIRED[shape.kind][step] ?? [];
  const back = step === 'identity-verification' && needsBack(draft) ? ['identity.back_document_id'] : [];
  return [...required, ...back].every((path) => isFilled(valueAt(draft, path)));
}

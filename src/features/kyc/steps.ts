/**
 * The verification wizard's steps (SPEC section 2: "KYC: profile, kyc-verify; country-residence, personal-info,
 * identity-verification; address-verification, document-verification" and "KYB: country-residence,
 * business-info"). `profile` is the overview on /profile, where a run starts and ends. A KYC run has the address
 * steps only when the next level asks for a proof of address; a KYB run (BUSINESS accounts) always has them: the
 * registered address, then the company documents (docs/decisions/017).
 */
import type { KybDraftDataType, KycDraftDataType } from '../../contract/calls/kyc.ts';

export type Kind = 'KYC' | 'KYB';

export type VerificationStep =
  | 'profile'
  | 'country-residence'
  | 'personal-info'
  | 'identity-verification'
  | 'business-info'
  | 'address-verification'
  | 'document-verification';

/** A step a draft may be saved at (every step but the overview). */
export type DraftStep = Exclude<VerificationStep, 'profile'>;

/** Every step, in the order any run takes them. */
export const ALL_STEPS = [
  'profile',
  'country-residence',
  'personal-info',
  'identity-verification',
  'business-info',
  'address-verification',
  'document-verification',
] as const satisfies readonly VerificationStep[];

/** The draft of either kind, as PUT /kyc/draft takes it. */
export type DraftData = KycDraftDataType | KybDraftDataType;

/** The steps of a run after the overview. */
export function stepsOf(kind: Kind, withAddress: boolean): DraftStep[] {
  if (kind === 'KYB') return ['country-residence', 'business-info', 'address-verification', 'document-verification'];
  const identity: DraftStep[] = ['country-residence', 'personal-info', 'identity-verification'];
  return withAddress ? [...identity, 'address-verification', 'document-verification'] : identity;
}

/** Whether `value` is one of the steps a draft is saved at. */
export function isDraftStep(value: unknown): value is DraftStep {
  return typeof value === 'string' && value !== 'profile' && (ALL_STEPS as readonly string[]).includes(value);
}

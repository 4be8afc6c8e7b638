/**
 * What the verification section says on /profile before a run (the `profile` step): per kind (identity; business
 * for BUSINESS accounts), its status and the one thing to do next — start, continue a saved draft, fix what a
 * rejection named, or prove the address the next level asks for. PENDING offers nothing: the review decides.
 * Only the account's director sends verifications (the contract's roles); the others see the status.
 */
import type { KycDraftType, SubmissionType } from '../../contract/calls/kyc.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import type { Kind } from './steps.ts';

export type Verification = Exclude<Awaited<ReturnType<Api['getKyc']>>, ApiFailure>['data'];

export type RowAction = 'verify' | 'continue' | 'fix' | 'verify-address';

export interface VerificationRow {
  readonly kind: Kind;
  /** The latest submission's status; null when none was sent (`draft` when one is being written). */
  readonly status: SubmissionType['status'] | 'draft' | null;
  readonly action: RowAction | null;
  /** The run asks for the address and its proof (the next level needs it). */
  readonly withAddress: boolean;
  /** The latest submission, for its date and a rejection's reason and fields. */
  readonly latest: SubmissionType | null;
}

export interface OverviewInput {
  readonly verification: Verification;
  readonly accountType: 'INDIVIDUAL' | 'BUSINESS';
  /** Kinds with a draft saved and not sent. */
  readonly drafts: ReadonlySet<Kind>;
  /** Whether this person may send verifications (the account's director). */
  readonly canSubmit: boolean;
}

function needsAddress(verification: Verification): boolean {
  return verification.next_level?.requirements.includes('PROOF_OF_ADDRESS') ?? false;
}

function rowOf(kind: Kind, input: OverviewInput): VerificationRow {
  const { verification, drafts, canSubmit } = input;
  const latest = verification.submissions.find((submission) => submission.kind === kind) ?? null;
  const status = kind === 'KYC' ? verification.kyc_status : verification.kyb_status;
  const withAddress = kind === 'KYC' && needsAddress(verification);
  const hasDraft = drafts.has(kind);
  const action = ((): RowAction | null => {
    if (status === 'PENDING') return null;
    if (status === 'REJECTED') return 'fix';
    if (status === 'APPROVED') return withAddress ? (hasDraft ? 'continue' : 'verify-address') : null;
    return hasDraft ? 'continue' : 'verify';
  })();
  return {
    kind,
    status: status === null && hasDraft ? 'draft' : status,
    action: canSubmit ? action : null,
    withAddress,
    latest,
  };
}

/** The rows of the section: identity always, business for BUSINESS accounts. */
export function verificationRows(input: OverviewInput): VerificationRow[] {
  const kinds: Kind[] = input.accountType === 'BUSINESS' ? ['KYC', 'KYB'] : ['KYC'];
  return kinds.map((kind) => rowOf(kind, input));
}

/**
 * When the user last saved their draft, to say so; null for no draft, or one a rejection put back and nobody
 * touched since (saved at no step): its time is the operator's decision, not anything the user saved.
 */
export function draftSavedAt(draft: Pick<KycDraftType, 'step' | 'updated_at'> | undefined): string | null {
  return draft === undefined || draft.step === null ? null : draft.updated_at;
}

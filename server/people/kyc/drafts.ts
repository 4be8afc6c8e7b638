/**
 * Verification drafts (GET/PUT /kyc/draft): what the customer has typed of a KYC or KYB so far, one per
 * account and kind, so the wizard resumes after a reload or on another device. A save replaces the data (the
 * last save wins) and is refused while a submission of that kind waits for review; a submission deletes the
 * draft in its own transaction; a rejection writes it again from the rejected body with the reason and the
 * fields to fix, which stay through later saves until the next submission. Saves and submissions of one
 * account take its row lock first, so a save cannot slip in beside a submission.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type DraftStep,
  KybDraftData,
  KycDraftData,
  type KycDraftType,
  type VerificationKind,
} from '../../../src/contract/calls/kyc.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { type KycDraftRow, type KycSubmissionRow, kycDrafts, kycSubmissions } from '../../db/schema/people.ts';
import { ApiError } from '../../errors/api-error.ts';
import { problemsOf } from '../../errors/zod-issues.ts';
import { documentsOf, ownDocuments, toUploadedDocument } from './documents.ts';

type Kind = z.infer<typeof VerificationKind>;
type Step = z.infer<typeof DraftStep>;
type DraftData = KycDraftType['data'];

const DRAFT_DATA: Readonly<Record<Kind, z.ZodType<DraftData>>> = { KYC: KycDraftData, KYB: KybDraftData };
const ALREADY_PENDING = { KYC: 'KYC_ALREADY_PENDING', KYB: 'KYB_ALREADY_PENDING' } as const;

/** The document ids a draft's data refers to: every `…_document_id` and the `document_ids` list. */
export function referencedDocuments(value: unknown): number[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]): number[] => {
    if (key.endsWith('_document_id') && typeof member === 'number') return [member];
    if (key === 'document_ids' && Array.isArray(member)) return member.filter((id) => typeof id === 'number');
    return referencedDocuments(member);
  });
}

/** The data checked against its kind's schema; 422 beside each wrong field (`data.personal.full_name`). */
function checkedData(kind: Kind, data: unknown): DraftData {
  const body = { data };
  const result = z.object({ data: DRAFT_DATA[kind] }).safeParse(body);
  if (!result.success)
    throw new ApiError('VALIDATION_FAILED', { fields: problemsOf(result.error.issues, body, 'body') });
  return result.data.data;
}

/** Take the account's row lock, so its drafts and submissions change one at a time. */
export async function lockAccount(tx: Executor, accountId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for('update');
}

async function assertNotPending(tx: Executor, accountId: number, kind: Kind): Promise<void> {
  const [pending] = await tx
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(
      and(eq(kycSubmissions.accountId, accountId), eq(kycSubmissions.kind, kind), eq(kycSubmissions.status, 'PENDING')),
    );
  if (pending !== undefined) throw new ApiError(ALREADY_PENDING[kind]);
}

async function toDraft(db: Executor, row: KycDraftRow): Promise<KycDraftType> {
  const documents = await ownDocuments(db, row.accountId, referencedDocuments(row.data));
  return {
    kind: row.kind,
    step: row.step,
    data: row.data,
    documents: [...documents.values()].map(toUploadedDocument),
    updated_at: row.updatedAt.toISOString(),
    rejection: row.rejectionReason === null ? null : { reason: row.rejectionReason, fields: row.rejectionFields },
  };
}

export async function getDraft(db: Executor, accountId: number, kind: Kind): Promise<KycDraftType | null> {
  const [row] = await db
    .select()
    .from(kycDrafts)
    .where(and(eq(kycDrafts.accountId, accountId), eq(kycDrafts.kind, kind)));
  return row === undefined ? null : toDraft(db, row);
}

export interface DraftSave {
  readonly kind: Kind;
  readonly step: Step | null;
  readonly data: unknown;
}

/** Save the draft (a rejection it answers stays); answers it as GET /kyc/draft would. */
export async function saveDraft(
  db: Executor,
  account: { readonly id: number; readonly accountType: string },
  save: DraftSave,
  now: Date,
): Promise<KycDraftType> {
  if (save.kind === 'KYB' && account.accountType !== 'BUSINESS') throw new ApiError('ACCOUNT_NOT_BUSINESS');
  const data = checkedData(save.kind, save.data);
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    await assertNotPending(tx, account.id, save.kind);
    await documentsOf(tx, account.id, referencedDocuments(data));
    const [saved] = await tx
      .insert(kycDrafts)
      .values({ accountId: account.id, kind: save.kind, step: save.step, data, updatedAt: now })
      .onConflictDoUpdate({
        target: [kycDrafts.accountId, kycDrafts.kind],
        set: { step: save.step, data, updatedAt: now },
      })
      .returning();
    if (saved === undefined) throw new Error('Draft upsert returned no row');
    return saved;
  });
  return toDraft(db, row);
}

/** The submission took the draft's place (called in the submission's transaction). */
export async function deleteDraft(tx: Executor, accountId: number, kind: Kind): Promise<void> {
  await tx.delete(kycDrafts).where(and(eq(kycDrafts.accountId, accountId), eq(kycDrafts.kind, kind)));
}

/** A value without its nulls (a passport's `expires_on: null`): a draft leaves out what is not typed. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== null)
      .map(([key, member]) => [key, withoutNulls(member)]),
  );
}

/** A submitted body as a draft's data; an old body the draft rules no longer take starts empty. */
export function draftDataOf(kind: Kind, details: Record<string, unknown>): DraftData {
  return DRAFT_DATA[kind].safeParse(withoutNulls(details)).data ?? {};
}

/** After a rejection: the rejected body becomes the draft again, with what to fix (in the decision's transaction). */
export async function restoreRejectedDraft(tx: Executor, submission: KycSubmissionRow, now: Date): Promise<void> {
  const values = {
    step: null,
    data: draftDataOf(submission.kind, submission.details),
    rejectionReason: submission.rejectionReason,
    rejectionFields: submission.rejectionFields,
    updatedAt: now,
  };
  await tx
    .insert(kycDrafts)
    .values({ accountId: submission.accountId, kind: submission.kind, ...values })
    .onConflictDoUpdate({ target: [kycDrafts.accountId, kycDrafts.kind], set: values });
}

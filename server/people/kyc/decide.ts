/**
 * The operator's review of a PENDING submission (PRODUCT.md section 3), for the operator CLI and admin
 * endpoints: approval raises the account level to what the approved submissions reach (never lowers it),
 * rejection records the reason the customer sees and what to fix, and puts the rejected body back as the
 * customer's draft (./drafts.ts). Deciding again the same way answers the submission
 * unchanged; the opposite decision is ITEM_ALREADY_DECIDED. Each returns the submission, so the caller can
 * tell its owner (`accountId`) and notify them.
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { type KycSubmissionRow, kycSubmissions } from '../../db/schema/people.ts';
import { ApiError } from '../../errors/api-error.ts';
import { restoreRejectedDraft } from './drafts.ts';
import { assertSubmissionPaths } from './field-paths.ts';
import { levelReached } from './levels.ts';
import { satisfiedRequirements } from './overview.ts';

type Kind = KycSubmissionRow['kind'];
type Decision =
  | { status: 'APPROVED'; rejectionReason: null; rejectionFields: string[] }
  | { status: 'REJECTED'; rejectionReason: string; rejectionFields: string[] };

async function raiseLevel(tx: Executor, accountId: number): Promise<void> {
  const [account] = await tx.select().from(users).where(eq(users.id, accountId)).for('update');
  if (account === undefined) return;
  const reached = levelReached(await satisfiedRequirements(tx, accountId), account.accountType);
  if (reached > account.kycLevel) await tx.update(users).set({ kycLevel: reached }).where(eq(users.id, accountId));
}

function decide(db: Database, kind: Kind, id: number, decision: Decision, now: Date): Promise<KycSubmissionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.kind, kind)))
      .for('update');
    if (row === undefined) throw new ApiError('NOT_FOUND');
    if (row.status === decision.status) return row;
    if (row.status !== 'PENDING') throw new ApiError('ITEM_ALREADY_DECIDED');
    const [decided] = await tx
      .update(kycSubmissions)
      .set({ ...decision, reviewedAt: now })
      .where(eq(kycSubmissions.id, id))
      .returning();
    if (decided === undefined) throw new ApiError('NOT_FOUND');
    if (decision.status === 'APPROVED') await raiseLevel(tx, row.accountId);
    else await restoreRejectedDraft(tx, decided, now);
    return decided;
  });
}

/** What the customer is told to fix: the reason, and paths of the submission's body (./field-paths.ts). */
export interface Rejection {
  readonly reason: string;
  readonly fields?: readonly string[];
}

function rejection(kind: Kind, { reason, fields = [] }: Rejection): Decision {
  const trimmed = reason.trim();
  if (trimmed === '') throw new ApiError('VALIDATION_FAILED', { fields: { reason: ['required'] } });
  assertSubmissionPaths(kind, fields);
  return { status: 'REJECTED', rejectionReason: trimmed, rejectionFields: [...new Set(fields)] };
}

const APPROVAL: Decision = { status: 'APPROVED', rejectionReason: null, rejectionFields: [] };

export function approveKyc(db: Database, id: number, now: Date = new Date()): Promise<KycSubmissionRow> {
  return decide(db, 'KYC', id, APPROVAL, now);
}

export function rejectKyc(db: Database, id: number, why: Rejection, now: Date = new Date()): Promise<KycSubmissionRow> {
  return decide(db, 'KYC', id, rejection('KYC', why), now);
}

export function approveKyb(db: Database, id: number, now: Date = new Date()): Promise<KycSubmissionRow> {
  return decide(db, 'KYB', id, APPROVAL, now);
}

export function rejectKyb(db: Database, id: number, why: Rejection, now: Date = new Date()): Promise<KycSubmissionRow> {
  return decide(db, 'KYB', id, rejection('KYB', why), now);
}

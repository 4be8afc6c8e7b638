/** An account's verification as GET /kyc shows it, and the review queue the operator reads. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { SubmissionType } from '../../../src/contract/calls/kyc.ts';
import type { OperatorItemType } from '../../../src/contract/calls/operator.ts';
import type { UserRow } from '../../auth/users.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { type KycSubmissionRow, kycSubmissions } from '../../db/schema/people.ts';
import { displayName } from '../profile.ts';
import { levelName, nextLevel } from './levels.ts';

export function toSubmission(row: KycSubmissionRow): SubmissionType {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    rejection_fields: row.rejectionFields,
  };
}

function satisfiedBy(rows: readonly Pick<KycSubmissionRow, 'status' | 'covers'>[]): Set<string> {
  return new Set(rows.filter((row) => row.status === 'APPROVED').flatMap((row) => row.covers));
}

/** Requirements the account's approved submissions satisfy. */
export async function satisfiedRequirements(db: Executor, accountId: number): Promise<Set<string>> {
  const rows = await db
    .select({ status: kycSubmissions.status, covers: kycSubmissions.covers })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.accountId, accountId), eq(kycSubmissions.status, 'APPROVED')));
  return satisfiedBy(rows);
}

export async function verificationOf(db: Executor, account: UserRow) {
  const rows = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.accountId, account.id))
    .orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id));
  const latest = (kind: KycSubmissionRow['kind']) => rows.find((row) => row.kind === kind)?.status ?? null;
  const satisfied = satisfiedBy(rows);
  return {
    account_level: account.kycLevel,
    level_name: levelName(account.kycLevel),
    kyc_status: latest('KYC'),
    kyb_status: latest('KYB'),
    submissions: rows.map(toSubmission),
    next_level: nextLevel(account.kycLevel, account.accountType, satisfied),
  };
}

export interface ReviewQuery {
  readonly status: KycSubmissionRow['status'];
  readonly page: number;
  readonly limit: number;
}

/** One operator item (src/contract/calls/operator.ts) of a submission and its account. */
export function toOperatorItem(row: KycSubmissionRow, customer: UserRow): OperatorItemType {
  const kind = row.kind === 'KYC' ? 'kyc' : 'kyb';
  return {
    id: row.id,
    kind,
    status: row.status,
    customer: { id: customer.id, email: customer.email, full_name: displayName(customer) },
    summary: `${row.kind} of ${displayName(customer)} (level ${customer.kycLevel})`,
    amount: null,
    details: {
      account_type: customer.accountType,
      account_level: customer.kycLevel,
      document_ids: row.documentIds.join(','),
      covers: row.covers.join(','),
      form: JSON.stringify(row.details),
      rejection_fields: row.rejectionFields.join(','),
    },
    created_at: row.submittedAt.toISOString(),
    decided_at: row.reviewedAt?.toISOString() ?? null,
    reason: row.rejectionReason,
  };
}

/** Submissions of a kind by status, oldest first, as operator items. */
export async function reviewQueue(db: Executor, kind: KycSubmissionRow['kind'], query: ReviewQuery) {
  const where = and(eq(kycSubmissions.kind, kind), eq(kycSubmissions.status, query.status));
  const rows = await db
    .select({ submission: kycSubmissions, customer: users })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.accountId))
    .where(where)
    .orderBy(asc(kycSubmissions.submittedAt), asc(kycSubmissions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(kycSubmissions).where(where);
  return {
    items: rows.map((row) => toOperatorItem(row.submission, row.customer)),
    total: total?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

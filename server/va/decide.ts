/**
 * The operator's decision on a PENDING VA (PRODUCT.md section 3), for the operator CLI and admin endpoints:
 * approval makes it ACTIVE, refusal REJECTED with the reason its owner sees. Deciding again the same way
 * answers the VA unchanged (a retry is safe); the opposite decision, or deciding a VA that has moved on,
 * is ITEM_ALREADY_DECIDED. Each returns the VA row, so the caller can tell its owner (`ownerId`).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ReviewStatus } from '../../src/contract/calls/kyc.ts';
import type { OperatorItemType } from '../../src/contract/calls/operator.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database, Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { type VirtualAccountRow, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { displayName } from '../people/profile.ts';
import { platformById } from '../reference/platforms.ts';
import { setVaStatus, type VaStatus } from './store.ts';

type Review = (typeof ReviewStatus.options)[number];

/** A decided VA that is ACTIVE, INACTIVE or RESTRICTED was approved once. */
const VA_STATUSES_OF: Readonly<Record<Review, readonly VaStatus[]>> = {
  PENDING: ['PENDING'],
  APPROVED: ['ACTIVE', 'INACTIVE', 'RESTRICTED'],
  REJECTED: ['REJECTED'],
};

function reviewOf(status: VaStatus): Review {
  if (status === 'PENDING' || status === 'REJECTED') return status;
  return 'APPROVED';
}

export function vaOperatorItem(row: VirtualAccountRow, customer: UserRow): OperatorItemType {
  const platform = row.platformId === null ? null : (platformById(row.platformId)?.name ?? null);
  const decided = row.status === 'PENDING' ? null : row.updatedAt.toISOString();
  return {
    id: row.id,
    kind: 'va',
    status: reviewOf(row.status),
    customer: { id: customer.id, email: customer.email, full_name: displayName(customer) },
    summary: `VA ${row.bankShortName} ${row.accountNumber} (${row.accountName})${platform ? ` for ${platform}` : ''}`,
    amount: null,
    details: {
      bank: row.bankShortName,
      account_number: row.accountNumber,
      account_name: row.accountName,
      platform,
      va_status: row.status,
      wallet_type: row.walletType,
      currency: row.currency,
      account_level: customer.kycLevel,
      tier: customer.tier,
    },
    created_at: row.createdAt.toISOString(),
    decided_at: decided,
    reason: row.status === 'REJECTED' ? row.statusReason : null,
  };
}

/** VAs by review status, oldest first, as operator items. */
export async function listVaForReview(db: Executor, status: Review, page: { page: number; limit: number }) {
  const where = inArray(virtualAccounts.status, [...VA_STATUSES_OF[status]]);
  const rows = await db
    .select({ va: virtualAccounts, customer: users })
    .from(virtualAccounts)
    .innerJoin(users, eq(users.id, virtualAccounts.ownerId))
    .where(where)
    .orderBy(asc(virtualAccounts.createdAt), asc(virtualAccounts.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db.select({ total: count() }).from(virtualAccounts).where(where);
  return {
    items: rows.map((row) => vaOperatorItem(row.va, row.customer)),
    total: total?.total ?? 0,
    page: page.page,
    limit: page.limit,
  };
}

function decide(db: Database, id: number, target: 'ACTIVE' | 'REJECTED', at: Date, reason: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(virtualAccounts).where(eq(virtualAccounts.id, id)).for('update');
    if (row === undefined) throw new ApiError('NOT_FOUND');
    if (row.status === target) return row;
    if (row.status !== 'PENDING') throw new ApiError('ITEM_ALREADY_DECIDED');
    return setVaStatus(tx, id, target, at, reason);
  });
}

export function approveVa(db: Database, id: number, at: Date = new Date()): Promise<VirtualAccountRow> {
  return decide(db, id, 'ACTIVE', at, null);
}

/** `reason` is shown to the owner (the VA's status_reason and its timeline). */
export async function rejectVa(
  db: Database,
  id: number,
  reason: string,
  at: Date = new Date(),
): Promise<VirtualAccountRow> {
  const note = reason.trim();
  if (note === '') throw new ApiError('VALIDATION_FAILED', { fields: { reason: ['required'] } });
  return decide(db, id, 'REJECTED', at, note);
}

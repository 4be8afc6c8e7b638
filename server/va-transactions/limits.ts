/**
 * The monthly VA limit of the account's tier (server/va/settings.ts), against VA transactions of the
 * current Vietnam month that are not refused or withdrawn (pending ones count: their money is committed).
 */
import Big from 'big.js';
import { and, eq, gte, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { vaTransactions } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { vietnamMonthStart } from '../ledger/flows.ts';
import { vaMonthlyLimit } from '../va/settings.ts';

type VaType = (typeof vaTransactions.$inferSelect)['type'];

async function usedThisMonth(db: Executor, ownerId: number, type: VaType, currency: string, now: Date): Promise<Big> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${vaTransactions.amount})::text` })
    .from(vaTransactions)
    .where(
      and(
        eq(vaTransactions.ownerId, ownerId),
        eq(vaTransactions.type, type),
        eq(vaTransactions.currency, currency),
        notInArray(vaTransactions.status, ['REJECTED', 'CANCELLED', 'EXPIRED']),
        gte(vaTransactions.createdAt, vietnamMonthStart(now)),
        // A row without a ledger transfer is seeded history (server/dev/seed-transactions.ts): it moved no money.
        isNotNull(vaTransactions.transferId),
      ),
    );
  return new Big(row?.sum ?? '0');
}

/**
 * LIMIT_EXCEEDED when `amount` more of `type` this month would pass the tier's limit. The limit is set in one
 * currency; movements in another are not measured against it.
 */
export async function assertWithinMonthlyLimit(
  db: Executor,
  account: UserRow,
  movement: { readonly type: VaType; readonly amount: Big; readonly currency: string; readonly now: Date },
): Promise<void> {
  const limit = vaMonthlyLimit(account.tier);
  if (limit.currency !== movement.currency) return;
  const used = await usedThisMonth(db, account.id, movement.type, movement.currency, movement.now);
  if (used.plus(movement.amount).gt(limit.amount)) {
    throw new ApiError('LIMIT_EXCEEDED', { params: { maximum: limit.amount } });
  }
}

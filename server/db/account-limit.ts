/**
 * How many of something an account may have (live cards, VAs, API keys, webhook endpoints, saved payment
 * methods, team members, loose KYC documents). Counting and then inserting is a race on PostgreSQL: two
 * requests both count 19 of 20 and both insert. So the count runs under a lock of the account's `users` row,
 * taken in the same transaction as the insert: an account's creations queue behind each other, and the
 * second one counts the first one's row. (PGlite runs one transaction at a time; the lock costs nothing there.)
 */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../errors/api-error.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import type { Executor, Transaction } from './client.ts';
import { users } from './schema/auth.ts';

export interface AccountLimit {
  /** At most this many may exist. */
  readonly max: number;
  /** The refusal once `max` exist. */
  readonly code: ErrorCode;
  /** How many the account has now (inside the caller's transaction). */
  count(tx: Transaction, accountId: number): Promise<number>;
}

/**
 * The account's row, locked until the transaction ends. NO KEY UPDATE: it conflicts with itself (so creations
 * queue) and with money-moving requests that lock the account the same way, but not with the key-share locks
 * of rows inserted elsewhere that reference the user.
 */
export async function lockAccount(tx: Transaction, accountId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for('no key update');
}

/** How many rows of `table` match `where`: the usual `count` of a limit. */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Lock the account, then refuse with `limit.code` when it already has `limit.max`; the caller inserts next. */
export async function assertBelowLimit(tx: Transaction, accountId: number, limit: AccountLimit): Promise<void> {
  await lockAccount(tx, accountId);
  if ((await limit.count(tx, accountId)) >= limit.max) throw new ApiError(limit.code);
}

/**
 * Checks shared by the money-moving VA calls: the account's wallet switch, the wallet of a balance type in a
 * currency, and the ledger's overdraft refusal as the API's INSUFFICIENT_BALANCE.
 */
import { asc, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import type { WalletKind } from '../db/schema/ledger.ts';
import { ApiError } from '../errors/api-error.ts';
import { type Wallet, walletsOfKind } from '../ledger/accounts.ts';
import { LedgerError } from '../ledger/errors.ts';

/**
 * The accounts' rows, locked in id order until the caller's transaction ends: an account's money-moving
 * requests queue behind each other, so two of them cannot both pass a monthly limit only one fits in, and
 * two payments between the same accounts in opposite directions cannot deadlock.
 */
export async function lockAccounts(db: Executor, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(asc(users.id))
    .for('no key update');
  const found = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !found.has(id))) throw new ApiError('SESSION_EXPIRED');
  return found;
}

/** The account whose money moves, locked; WALLET_NOT_ENABLED when its wallet feature is off. */
export async function lockedAccount(db: Executor, accountId: number): Promise<UserRow> {
  const account = (await lockAccounts(db, [accountId])).get(accountId);
  if (account === undefined) throw new ApiError('SESSION_EXPIRED');
  assertWalletEnabled(account);
  return account;
}

export function assertWalletEnabled(account: UserRow): void {
  if (!account.walletEnable) throw new ApiError('WALLET_NOT_ENABLED');
}

/** The account's wallet of `kind` in `currency`: WALLET_NOT_ENABLED without one, CURRENCY_NOT_SUPPORTED in another currency only. */
export async function walletIn(db: Executor, ownerId: number, kind: WalletKind, currency: string): Promise<Wallet> {
  const wallets = await walletsOfKind(db, ownerId, kind);
  const live = wallets.filter((found) => found.wallet.status === 'ACTIVE');
  if (live.length === 0) throw new ApiError('WALLET_NOT_ENABLED');
  const wallet = live.find((found) => found.wallet.currency === currency);
  if (wallet === undefined) throw new ApiError('CURRENCY_NOT_SUPPORTED');
  return wallet;
}

/** Runs a ledger request; its overdraft refusal is the business error, anything else a bug. */
export async function asBusinessError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE') {
      throw new ApiError('INSUFFICIENT_BALANCE');
    }
    throw error;
  }
}

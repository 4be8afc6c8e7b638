/** Balances are never stored: an account's balance is the sum of its entries. */
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerEntries } from '../db/schema/ledger.ts';
import { decimalString } from './decimal.ts';

/** Balances of the accounts as decimal strings ("0" for an account without entries). */
export async function balancesOf(db: Executor, accountIds: readonly number[]): Promise<Map<number, string>> {
  const balances = new Map(accountIds.map((id) => [id, '0']));
  if (accountIds.length === 0) return balances;
  const rows = await db
    .select({ accountId: ledgerEntries.accountId, sum: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, [...accountIds]))
    .groupBy(ledgerEntries.accountId);
  for (const row of rows) balances.set(row.accountId, decimalString(row.sum));
  return balances;
}

export async function balanceOf(db: Executor, accountId: number): Promise<string> {
  return (await balancesOf(db, [accountId])).get(accountId) ?? '0';
}

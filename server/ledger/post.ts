/**
 * Posting: the only way money moves. One journal, two or more signed entries that sum to zero per
 * currency, written in one database transaction. Accounts a posting debits are locked (in id order so
 * two postings cannot deadlock) and re-summed after the insert: a user account that would go below zero
 * rolls the whole posting back, however many requests race for the same money. The lock is FOR NO KEY
 * UPDATE: it serialises debits but, unlike FOR UPDATE, does not wait for the key-share locks that foreign
 * keys to the account take (a transfer inserted earlier in the same transaction would deadlock with a
 * concurrent one).
 */
import type Big from 'big.js';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import { type JournalKind, ledgerAccounts, ledgerEntries, ledgerJournals } from '../db/schema/ledger.ts';
import { decimalString, toAmount } from './decimal.ts';
import { LedgerError } from './errors.ts';

export interface PostingLine {
  readonly accountId: number;
  /** Signed: positive credits the account, negative debits it. Zero lines are dropped. */
  readonly amount: Big | string;
}

export interface Posting {
  readonly kind: JournalKind;
  readonly lines: readonly PostingLine[];
  readonly transferId?: number;
  readonly reference?: string;
  /** When it happened; defaults to now (the seed back-dates history). */
  readonly at?: Date;
}

interface Line {
  readonly accountId: number;
  readonly amount: Big;
}

type AccountFacts = Pick<typeof ledgerAccounts.$inferSelect, 'id' | 'kind' | 'currency'>;

/** Posts the journal; returns its id. Throws LedgerError (nothing written) when it cannot. */
export async function post(db: Executor, posting: Posting): Promise<number> {
  const lines = posting.lines
    .map((line) => ({ accountId: line.accountId, amount: toAmount(line.amount) }))
    .filter((line) => !line.amount.eq(0));
  if (lines.length < 2) throw new LedgerError('UNBALANCED_POSTING', 'A posting needs at least two non-zero lines');
  return db.transaction(async (tx) => {
    const accounts = await accountsOf(tx, lines);
    assertBalanced(lines, accounts);
    const debited = [...new Set(lines.filter((line) => line.amount.lt(0)).map((line) => line.accountId))];
    const guarded = debited.filter((id) => accounts.get(id)?.kind !== 'SYSTEM');
    await lockAccounts(tx, guarded);
    const journalId = await insertJournal(tx, posting, lines, accounts);
    await assertNotOverdrawn(tx, guarded);
    return journalId;
  });
}

async function accountsOf(tx: Transaction, lines: readonly Line[]): Promise<Map<number, AccountFacts>> {
  const ids = [...new Set(lines.map((line) => line.accountId))];
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw new LedgerError('ACCOUNT_NOT_FOUND', `No ledger account ${missing.join(', ')}`);
  return new Map(rows.map((row) => [row.id, row]));
}

function currencyOf(accounts: ReadonlyMap<number, AccountFacts>, accountId: number): string {
  const account = accounts.get(accountId);
  if (!account) throw new LedgerError('ACCOUNT_NOT_FOUND', `No ledger account ${accountId}`);
  return account.currency;
}

/** Σ amounts = 0 in every currency (the database re-checks at commit, see 0001_ledger.sql). */
export function assertBalanced(lines: readonly Line[], accounts: ReadonlyMap<number, AccountFacts>): void {
  const sums = new Map<string, Big>();
  for (const line of lines) {
    const currency = currencyOf(accounts, line.accountId);
    sums.set(currency, sums.get(currency)?.plus(line.amount) ?? line.amount);
  }
  for (const [currency, sum] of sums) {
    if (!sum.eq(0)) throw new LedgerError('UNBALANCED_POSTING', `Posting is off by ${sum.toFixed()} ${currency}`);
  }
}

async function lockAccounts(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
}

async function insertJournal(
  tx: Transaction,
  posting: Posting,
  lines: readonly Line[],
  accounts: ReadonlyMap<number, AccountFacts>,
): Promise<number> {
  const [journal] = await tx
    .insert(ledgerJournals)
    .values({
      kind: posting.kind,
      transferId: posting.transferId ?? null,
      reference: posting.reference ?? null,
      ...(posting.at ? { createdAt: posting.at } : {}),
    })
    .returning({ id: ledgerJournals.id });
  if (!journal) throw new Error('journal insert returned no row');
  await tx.insert(ledgerEntries).values(
    lines.map((line) => ({
      journalId: journal.id,
      accountId: line.accountId,
      currency: currencyOf(accounts, line.accountId),
      amount: decimalString(line.amount),
    })),
  );
  return journal.id;
}

async function assertNotOverdrawn(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const [overdrawn] = await tx
    .select({ accountId: ledgerEntries.accountId })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.accountId, [...ids]))
    .groupBy(ledgerEntries.accountId)
    .having(sql`sum(${ledgerEntries.amount}) < 0`)
    .limit(1);
  if (overdrawn) throw new LedgerError('INSUFFICIENT_BALANCE', `Account ${overdrawn.accountId} cannot go below zero`);
}

/**
 * The ledger's invariants, checked in the database once the API has stopped (PGlite allows one process in
 * its directory). Each query counts rows that break one rule (server/ledger/README.md); `ledgerProblems` is
 * the pure verdict over those counts.
 */
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';

/** Rule → SQL answering `{ n }`, the number of rows breaking it. */
export const LEDGER_RULES = {
  /** Double entry: every journal sums to zero in each currency. */
  unbalancedJournals: `SELECT count(*)::int AS n FROM (SELECT journal_id FROM ledger_entries
    GROUP BY journal_id, currency HAVING sum(amount) <> 0) AS broken`,
  /** So the whole ledger sums to zero per currency, too. */
  unbalancedCurrencies: `SELECT count(*)::int AS n FROM (SELECT currency FROM ledger_entries
    GROUP BY currency HAVING sum(amount) <> 0) AS broken`,
  /** Only SYSTEM accounts may go below zero. */
  negativeUserAccounts: `SELECT count(*)::int AS n FROM (SELECT a.id FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id WHERE a.kind <> 'SYSTEM'
    GROUP BY a.id HAVING sum(e.amount) < 0) AS broken`,
  /** An approved internal transfer took exactly its amount from one wallet and gave it to the other. */
  internalTransfersOff: `SELECT count(*)::int AS n FROM ledger_transfers t
    WHERE t.kind = 'INTERNAL' AND t.status = 'APPROVED' AND (
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
        WHERE j.transfer_id = t.id AND e.account_id = t.account_id) <> -t.amount
      OR (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
        WHERE j.transfer_id = t.id AND e.account_id = t.counter_account_id) <> t.amount)`,
  /** No internal ledger transfer is shown twice (seeded history has some shown nowhere: not a bench matter). */
  internalTransactionsOff: `SELECT count(*)::int AS n FROM ledger_transfers t
    WHERE t.kind = 'INTERNAL' AND (SELECT count(*) FROM va_transactions v WHERE v.transfer_id = t.id) > 1`,
  /** A key whose first request never finished would answer IDEMPOTENCY_IN_PROGRESS for a day. */
  stuckIdempotencyKeys: 'SELECT count(*)::int AS n FROM idempotency_keys WHERE status_code IS NULL',
} as const;

export type LedgerCounts = Record<keyof typeof LEDGER_RULES, number>;

export function ledgerProblems(counts: LedgerCounts): string[] {
  return Object.entries(counts)
    .filter(([, count]) => count !== 0)
    .map(([rule, count]) => `${rule}: ${count}`);
}

/** Rows breaking each rule, read in one transaction so the counts agree with each other. */
export function countBreaches(handle: DatabaseHandle): Promise<LedgerCounts> {
  return handle.scriptTransaction(async (session) => {
    const counts = {} as LedgerCounts;
    for (const [rule, text] of Object.entries(LEDGER_RULES) as [keyof LedgerCounts, string][]) {
      const [row] = await session.query<{ n: number }>(text);
      counts[rule] = row?.n ?? -1;
    }
    return counts;
  });
}

export async function checkLedger(database: { url: string | null; dataDir: string }): Promise<LedgerCounts> {
  const handle = await openDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    return await countBreaches(handle);
  } finally {
    await handle.close();
  }
}

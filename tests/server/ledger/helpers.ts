/** Shared set-up of the ledger tests: funded wallets and whole-ledger sums. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import type { WalletKind } from '../../../server/db/schema/ledger.ts';
import { openWallet, type Wallet } from '../../../server/ledger/accounts.ts';
import { approveTransfer, requestTopUp } from '../../../server/ledger/transfers.ts';

export async function fundedWallet(
  db: Executor,
  ownerId: number,
  amount: string,
  kind: WalletKind = 'MAIN',
): Promise<Wallet> {
  const wallet = await openWallet(db, { ownerId, kind, currency: 'VND' });
  if (amount !== '0') {
    const topUp = await requestTopUp(db, { walletId: wallet.wallet.id, amount, source: 'bank' });
    await approveTransfer(db, topUp.id);
  }
  return wallet;
}

/** Σ of every entry per currency (each must be zero). */
export function sumsPerCurrency(db: Executor) {
  return selectRows<{ currency: string; sum: string }>(
    db,
    sql`SELECT currency, sum(amount)::text AS sum FROM ledger_entries GROUP BY currency`,
  );
}

/** Row counts of the ledger's tables, to prove a refused posting wrote nothing. */
export async function rowCounts(db: Executor) {
  const [counts] = await selectRows<{ journals: number; entries: number; transfers: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM ledger_journals) AS journals,
               (SELECT count(*)::int FROM ledger_entries) AS entries,
               (SELECT count(*)::int FROM ledger_transfers) AS transfers`,
  );
  return counts;
}

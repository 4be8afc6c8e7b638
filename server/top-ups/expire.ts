/**
 * A top-up no money reached before its `expires_at` ends EXPIRED: its transfer is CANCELLED (nothing had
 * moved, so nothing is released) and its transaction EXPIRED, so it leaves the wallet's pending amounts. The
 * simulated provider's pass expires what is due (server/provider/settle.ts); reading a top-up expires it first
 * when due, so an answer never shows a PENDING top-up past its time.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerTransfers } from '../db/schema/ledger.ts';
import { topUpIntents } from '../db/schema/money-in.ts';
import { type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';
import { closeTransfer } from '../ledger/transfers.ts';
import { changeVaStatus } from '../va-transactions/store.ts';

/** Items per pass, as for settlements. */
const BATCH = 100;

/** Transaction ids of unpaid top-ups past their time, soonest expired first. */
export async function dueExpiries(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: topUpIntents.transactionId })
    .from(topUpIntents)
    .innerJoin(vaTransactions, eq(vaTransactions.id, topUpIntents.transactionId))
    .where(and(isNull(topUpIntents.paidAt), lte(topUpIntents.expiresAt, now), eq(vaTransactions.status, 'PENDING')))
    .orderBy(asc(topUpIntents.expiresAt), asc(topUpIntents.transactionId))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Expires the top-up if it is due; the changed transaction, or null when it was not (paid, decided, still valid). */
export function expireTopUp(db: Executor, transactionId: number, at: Date): Promise<VaTransactionRow | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ intent: topUpIntents, row: vaTransactions, transfer: ledgerTransfers })
      .from(topUpIntents)
      .innerJoin(vaTransactions, eq(vaTransactions.id, topUpIntents.transactionId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, vaTransactions.transferId))
      .where(eq(topUpIntents.transactionId, transactionId))
      .for('update', { of: ledgerTransfers });
    if (found === undefined) return null;
    const { intent, row, transfer } = found;
    const due = intent.paidAt === null && intent.expiresAt.getTime() <= at.getTime();
    if (!due || row.status !== 'PENDING' || transfer.status !== 'PENDING') return null;
    await closeTransfer(tx, transfer.id, 'CANCELLED', at);
    return changeVaStatus(tx, row.id, 'EXPIRED', at);
  });
}

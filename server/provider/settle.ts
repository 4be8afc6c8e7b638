/**
 * One pass of the simulated provider over the database (no memory between passes, so a restart loses
 * nothing): VA top-ups (bank transfers into a VA, QR payments) still PENDING once `delayMs` has passed since
 * they were requested are settled in the ledger, and every VA transaction whose transfer someone else moved
 * (an operator's decision on a withdrawal) is brought to the transfer's status. Each item runs in its own
 * transaction; settling twice is harmless (the ledger's conditional status change lets one win).
 */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { ledgerTransfers } from '../db/schema/ledger.ts';
import { type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';
import { approveTransfer } from '../ledger/transfers.ts';
import { syncFromTransfer, transfersOutOfSync } from '../va-transactions/sync.ts';

/** Items per pass: a backlog drains over a few passes instead of one long one. */
const BATCH = 100;

/** Transfers of VA top-ups requested at or before `cutoff` and not settled yet, oldest first. */
async function dueTopUps(db: Executor, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ transferId: vaTransactions.transferId })
    .from(vaTransactions)
    .where(
      and(
        eq(vaTransactions.type, 'TOP_UP'),
        eq(vaTransactions.status, 'PENDING'),
        isNotNull(vaTransactions.transferId),
        lte(vaTransactions.createdAt, cutoff),
      ),
    )
    .orderBy(asc(vaTransactions.createdAt), asc(vaTransactions.id))
    .limit(BATCH);
  return rows.flatMap((row) => (row.transferId === null ? [] : [row.transferId]));
}

/** VA transactions a pass changed, and whether the provider moved their money or only followed someone else. */
export interface Change {
  readonly row: VaTransactionRow;
  /** True when this provider settled the transfer; false when an operator (or anyone else) had moved it. */
  readonly settledHere: boolean;
}

/** Approves the transfer unless someone else already moved it, then reflects it into its VA transactions. */
export function settleTopUp(db: Database, transferId: number, at: Date): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const [transfer] = await tx
      .select({ status: ledgerTransfers.status })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, transferId))
      .for('update');
    const settledHere = transfer?.status === 'PENDING';
    if (settledHere) await approveTransfer(tx, transferId, at);
    return (await syncFromTransfer(tx, transferId, at)).map((row) => ({ row, settledHere }));
  });
}

export function syncTransfer(db: Database, transferId: number, at: Date): Promise<Change[]> {
  return db.transaction(async (tx) =>
    (await syncFromTransfer(tx, transferId, at)).map((row) => ({ row, settledHere: false })),
  );
}

export interface PassResult {
  readonly changed: Change[];
  readonly failures: { readonly transferId: number; readonly error: unknown }[];
}

/** One pass at `now`; a failing item is reported and the others still run. */
export async function providerPass(db: Database, now: Date, delayMs: number): Promise<PassResult> {
  const result: PassResult = { changed: [], failures: [] };
  const run = async (transferId: number, work: typeof settleTopUp) => {
    try {
      result.changed.push(...(await work(db, transferId, now)));
    } catch (error) {
      result.failures.push({ transferId, error });
    }
  };
  for (const transferId of await dueTopUps(db, new Date(now.getTime() - delayMs))) await run(transferId, settleTopUp);
  for (const transferId of await transfersOutOfSync(db)) await run(transferId, syncTransfer);
  return result;
}

/**
 * One pass of the simulated provider over the database (no memory between passes, so a restart loses
 * nothing): VA top-ups (bank transfers into a VA, QR payments) still PENDING once `delayMs` has passed since
 * they were requested, and top-ups of the main wallet whose money arrived (PROCESS) `delayMs` before, are
 * settled in the ledger; top-ups of the main wallet no money reached in time expire (server/top-ups/
 * expire.ts); and every VA transaction whose transfer someone else moved (an operator's decision) is brought
 * to the transfer's status. Each item runs in its own transaction; settling twice is harmless (the ledger's
 * conditional status change lets one win).
 */
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { ledgerTransfers } from '../db/schema/ledger.ts';
import { topUpIntents } from '../db/schema/money-in.ts';
import { type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';
import { approveTransfer } from '../ledger/transfers.ts';
import { dueExpiries, expireTopUp } from '../top-ups/expire.ts';
import { syncFromTransfer, transfersOutOfSync } from '../va-transactions/sync.ts';

/** Items per pass: a backlog drains over a few passes instead of one long one. */
const BATCH = 100;

/**
 * Transfers of top-ups whose money arrived at or before `cutoff` and is not credited yet, oldest first: a VA
 * top-up arrives when it is requested; a top-up of the main wallet (it has an intent) when it is paid.
 */
async function dueTopUps(db: Executor, cutoff: Date): Promise<number[]> {
  const t = vaTransactions;
  const rows = await db
    .select({ transferId: t.transferId })
    .from(t)
    .leftJoin(topUpIntents, eq(topUpIntents.transactionId, t.id))
    .where(
      and(
        eq(t.type, 'TOP_UP'),
        isNotNull(t.transferId),
        or(
          and(isNull(topUpIntents.transactionId), eq(t.status, 'PENDING'), lte(t.createdAt, cutoff)),
          and(eq(t.status, 'PROCESS'), lte(topUpIntents.paidAt, cutoff)),
        ),
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(BATCH);
  return rows.flatMap((row) => (row.transferId === null ? [] : [row.transferId]));
}

/** VA transactions a pass changed, and whether the provider moved their money or only followed someone else. */
export interface Change {
  readonly row: VaTransactionRow;
  /** True when this provider settled (or expired) it; false when an operator (or anyone else) had moved it. */
  readonly settledHere: boolean;
}

/** Transfers the provider credits: not yet decided by anyone. */
const UNDECIDED = ['PENDING', 'PROCESS'];

/** Approves the transfer unless someone else already decided it, then reflects it into its VA transactions. */
export function settleTopUp(db: Database, transferId: number, at: Date): Promise<Change[]> {
  return db.transaction(async (tx) => {
    const [transfer] = await tx
      .select({ status: ledgerTransfers.status })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, transferId))
      .for('update');
    const settledHere = transfer !== undefined && UNDECIDED.includes(transfer.status);
    if (settledHere) await approveTransfer(tx, transferId, at);
    return (await syncFromTransfer(tx, transferId, at)).map((row) => ({ row, settledHere }));
  });
}

export function syncTransfer(db: Database, transferId: number, at: Date): Promise<Change[]> {
  return db.transaction(async (tx) =>
    (await syncFromTransfer(tx, transferId, at)).map((row) => ({ row, settledHere: false })),
  );
}

async function expire(db: Database, transactionId: number, at: Date): Promise<Change[]> {
  const row = await expireTopUp(db, transactionId, at);
  return row === null ? [] : [{ row, settledHere: true }];
}

/** What failed: a transfer being settled or followed, or a top-up (its transaction) being expired. */
export type FailedItem = { readonly transferId: number } | { readonly transactionId: number };

export interface PassResult {
  readonly changed: Change[];
  readonly failures: { readonly item: FailedItem; readonly error: unknown }[];
}

/** One pass at `now`; a failing item is reported and the others still run. */
export async function providerPass(db: Database, now: Date, delayMs: number): Promise<PassResult> {
  const result: PassResult = { changed: [], failures: [] };
  const run = async (item: FailedItem, work: () => Promise<Change[]>) => {
    try {
      result.changed.push(...(await work()));
    } catch (error) {
      result.failures.push({ item, error });
    }
  };
  for (const transferId of await dueTopUps(db, new Date(now.getTime() - delayMs))) {
    await run({ transferId }, () => settleTopUp(db, transferId, now));
  }
  for (const transactionId of await dueExpiries(db, now)) {
    await run({ transactionId }, () => expire(db, transactionId, now));
  }
  for (const transferId of await transfersOutOfSync(db)) {
    await run({ transferId }, () => syncTransfer(db, transferId, now));
  }
  return result;
}

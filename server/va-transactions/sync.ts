/**
 * A VA transaction's status follows its ledger transfer, and only through `syncFromTransfer`: whoever moves
 * the transfer (the simulated provider settling a top-up, an operator approving or rejecting a withdrawal,
 * the seed) calls it, or the provider finds the difference on its next pass. So the two never disagree for
 * long, and nothing depends on a process remembering to do it.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerTransfers, type TransferStatus } from '../db/schema/ledger.ts';
import { operatorDecisions } from '../db/schema/operator.ts';
import { qrCodes, type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';
import { reopenInvoiceOf } from '../invoices/payment.ts';
import { changeVaStatus, OPEN_VA_STATUSES } from './store.ts';

/** The timeline note of a refusal: the operator's reason (server/operator/), when one was given. */
async function refusalNote(db: Executor, transferId: number, status: TransferStatus): Promise<string | null> {
  if (status !== 'REJECTED') return null;
  const [decision] = await db
    .select({ reason: operatorDecisions.reason })
    .from(operatorDecisions)
    .where(eq(operatorDecisions.transferId, transferId));
  return decision?.reason ?? null;
}

/** Brings the transfer's open VA transactions to its status; answers the rows that changed. */
export async function syncFromTransfer(db: Executor, transferId: number, at: Date): Promise<VaTransactionRow[]> {
  const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
  if (transfer === undefined) return [];
  const rows = await db
    .select({ id: vaTransactions.id })
    .from(vaTransactions)
    .where(
      and(
        eq(vaTransactions.transferId, transferId),
        inArray(vaTransactions.status, [...OPEN_VA_STATUSES]),
        ne(vaTransactions.status, transfer.status),
      ),
    );
  const changed: VaTransactionRow[] = [];
  const note = rows.length === 0 ? null : await refusalNote(db, transferId, transfer.status);
  for (const { id } of rows) {
    const row = await changeVaStatus(db, id, transfer.status, at, note);
    if (row === null) continue;
    if (row.status === 'APPROVED' && row.qrCodeId !== null) await markCodePaid(db, row.qrCodeId, at);
    if (row.status === 'REJECTED') await reopenInvoiceOf(db, row.id, at);
    changed.push(row);
  }
  return changed;
}

async function markCodePaid(db: Executor, qrCodeId: number, at: Date): Promise<void> {
  await db
    .update(qrCodes)
    .set({ status: 'APPROVED', paidAt: at })
    .where(and(eq(qrCodes.id, qrCodeId), eq(qrCodes.status, 'PENDING')));
}

/** Transfers whose open VA transactions no longer match them (moved by someone other than the provider). */
export async function transfersOutOfSync(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ transferId: ledgerTransfers.id })
    .from(vaTransactions)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, vaTransactions.transferId))
    .where(
      and(inArray(vaTransactions.status, [...OPEN_VA_STATUSES]), ne(vaTransactions.status, ledgerTransfers.status)),
    );
  return rows.map((row) => row.transferId);
}

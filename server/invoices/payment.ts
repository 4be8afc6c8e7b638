/**
 * A payment into a VA pays an invoice when its description quotes the invoice's reference, the invoice is of
 * that VA, WAITING and not past its due date, and the amount is exactly the invoice's. Otherwise the money is
 * still a top-up of the VA like any other (server/va-transactions/incoming.ts) and the invoice stays as it was
 * — the customer sees the payment and may cancel the invoice. A paid invoice whose top-up an operator then
 * refuses (the money goes back to the payer) is WAITING again (`reopenInvoiceOf`).
 */
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoices } from '../db/schema/money-in.ts';
import type { VaTransactionRow } from '../db/schema/va.ts';
import { REFERENCE_PREFIX, referenceIn } from '../top-ups/reference.ts';
import { invoiceStatusAt } from './status.ts';

/** Marks the invoice the payment quotes as paid by `row`; its id, or null when the payment pays none. */
export async function payInvoice(
  db: Executor,
  row: VaTransactionRow,
  description: string | null,
  at: Date,
): Promise<number | null> {
  const reference = description === null ? null : referenceIn(description, REFERENCE_PREFIX.invoice);
  if (reference === null || row.virtualAccountId === null) return null;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.reference, reference), eq(invoices.virtualAccountId, row.virtualAccountId)))
    .for('update');
  if (invoice === undefined || invoiceStatusAt(invoice, at) !== 'WAITING') return null;
  if (!new Big(row.amount).eq(invoice.amount) || row.currency !== invoice.currency) return null;
  await db
    .update(invoices)
    .set({ status: 'PAID', transactionId: row.id, paidAt: at, updatedAt: at })
    .where(eq(invoices.id, invoice.id));
  return invoice.id;
}

/** The invoice a refused payment had paid waits again. */
export async function reopenInvoiceOf(db: Executor, transactionId: number, at: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ status: 'WAITING', transactionId: null, paidAt: null, updatedAt: at })
    .where(and(eq(invoices.transactionId, transactionId), eq(invoices.status, 'PAID')));
}

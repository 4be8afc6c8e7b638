/**
 * Reading and cancelling invoices. Every team role reads the account's invoices (money into a VA, which a
 * SELLER sees); another account's invoice is NOT_FOUND, never revealed.
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoices } from '../db/schema/money-in.ts';
import { virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { likePattern } from '../va/store.ts';
import { hasStatusAt, type InvoiceStatusName, invoiceStatusAt } from './status.ts';
import type { InvoiceRecord } from './view.ts';

export interface InvoiceFilters {
  readonly status?: InvoiceStatusName | undefined;
  readonly search?: string | undefined;
}

function selectRecords(db: Executor, where: SQL | undefined) {
  return db
    .select({ invoice: invoices, va: virtualAccounts })
    .from(invoices)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, invoices.virtualAccountId))
    .where(where);
}

export async function findOwnInvoice(db: Executor, accountId: number, id: number): Promise<InvoiceRecord> {
  const [record] = await selectRecords(db, and(eq(invoices.id, id), eq(invoices.ownerId, accountId)));
  if (record === undefined) throw new ApiError('NOT_FOUND');
  return record;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (search === undefined || search === '') return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(invoices.code, pattern),
    ilike(invoices.reference, pattern),
    ilike(invoices.payerName, pattern),
    ilike(invoices.payerEmail, pattern),
  );
}

/** Newest first, in numbered pages. */
export async function listInvoices(
  db: Executor,
  accountId: number,
  filters: InvoiceFilters,
  page: { readonly page: number; readonly limit: number },
  now: Date,
): Promise<{ records: InvoiceRecord[]; total: number }> {
  const where = and(
    eq(invoices.ownerId, accountId),
    filters.status === undefined ? undefined : hasStatusAt(filters.status, now),
    searchCondition(filters.search),
  );
  const records = await selectRecords(db, where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db.select({ total: count() }).from(invoices).where(where);
  return { records, total: counted?.total ?? 0 };
}

/**
 * WAITING → CANCELLED; cancelling a cancelled invoice answers it unchanged. A paid one is INVOICE_ALREADY_PAID,
 * one past its due date INVOICE_EXPIRED. The row is locked, so a payment and a cancellation cannot both win.
 */
export async function cancelInvoice(db: Executor, accountId: number, id: number, at: Date): Promise<InvoiceRecord> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.ownerId, accountId)))
      .for('update');
    if (locked === undefined) throw new ApiError('NOT_FOUND');
    const status = invoiceStatusAt(locked, at);
    if (status === 'PAID') throw new ApiError('INVOICE_ALREADY_PAID');
    if (status === 'EXPIRED') throw new ApiError('INVOICE_EXPIRED');
    if (status === 'WAITING') {
      await tx.update(invoices).set({ status: 'CANCELLED', cancelledAt: at, updatedAt: at }).where(eq(invoices.id, id));
    }
    return findOwnInvoice(tx, accountId, id);
  });
}

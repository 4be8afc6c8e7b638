/**
 * An invoice's status at a moment: stored WAITING, PAID or CANCELLED, and EXPIRED read from a WAITING one past
 * its `expires_at` (the end of its due date in Vietnam). Nothing sweeps invoices; a payment racing the due
 * date is judged by one comparison with the same clock.
 */
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { InvoiceType } from '../../src/contract/calls/invoices.ts';
import { type InvoiceRow, invoices } from '../db/schema/money-in.ts';

export type InvoiceStatusName = InvoiceType['status'];

export function invoiceStatusAt(row: Pick<InvoiceRow, 'status' | 'expiresAt'>, now: Date): InvoiceStatusName {
  return row.status === 'WAITING' && row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : row.status;
}

/** Rows whose status at `now` is `status`. */
export function hasStatusAt(status: InvoiceStatusName, now: Date): SQL | undefined {
  if (status === 'WAITING') return and(eq(invoices.status, 'WAITING'), gt(invoices.expiresAt, now));
  if (status === 'EXPIRED') return and(eq(invoices.status, 'WAITING'), lte(invoices.expiresAt, now));
  return eq(invoices.status, status);
}

/** The timeline, oldest first: created, then paid, cancelled or expired. */
export function invoiceTimeline(row: InvoiceRow, now: Date): InvoiceType['status_history'] {
  const step = (status: InvoiceStatusName, at: Date) => ({ status, at: at.toISOString(), note: null });
  const steps = [step('WAITING', row.createdAt)];
  if (row.paidAt !== null) steps.push(step('PAID', row.paidAt));
  if (row.cancelledAt !== null) steps.push(step('CANCELLED', row.cancelledAt));
  if (invoiceStatusAt(row, now) === 'EXPIRED') steps.push(step('EXPIRED', row.expiresAt));
  return steps;
}

/**
 * createInvoice: a payment request to someone outside the product, to be paid into one of the account's
 * ACTIVE VAs (the one named, else its oldest VA wallet in the currency). The invoice carries a reference the
 * payer quotes and a VietQR payload of that VA, the amount and the reference; it moves no money itself.
 */
import Big from 'big.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { dueDateProblem } from '../../src/lib/due-date.ts';
import type { Database, Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { invoices } from '../db/schema/money-in.ts';
import { type VirtualAccountRow, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { vietnamDayEnd } from '../ledger/flows.ts';
import { newReference, REFERENCE_PREFIX } from '../top-ups/reference.ts';
import { bankBinOf, vietQrPayload } from '../va/qr-payload.ts';
import { findOwnVa } from '../va/store.ts';
import { assertFitsCurrency } from '../va-transactions/amounts.ts';
import { transactionCode } from '../va-transactions/store.ts';
import type { InvoiceRecord } from './view.ts';

/** How far ahead a due date may be. */

export interface InvoiceRequest {
  readonly accountId: number;
  readonly amount: string;
  readonly currency: string;
  readonly payerName: string;
  readonly payerEmail: string;
  readonly note: string | null;
  readonly dueDate: string;
  readonly virtualAccountId: number | null;
  readonly at: Date;
}

/** Today or later on Vietnam's calendar, at most a year ahead (src/lib/due-date.ts, the form's rule too). */
function assertDueDate(dueDate: string, at: Date): void {
  const problem = dueDateProblem(dueDate, at);
  if (problem !== null) throw new ApiError('VALIDATION_FAILED', { fields: { due_date: [problem] } });
}

/** The VA named (the account's, ACTIVE, in the currency), else the oldest ACTIVE VA wallet in the currency. */
async function receivingVa(db: Executor, request: InvoiceRequest): Promise<VirtualAccountRow> {
  if (request.virtualAccountId !== null) {
    const va = await findOwnVa(db, request.accountId, request.virtualAccountId);
    if (va.status !== 'ACTIVE') throw new ApiError('VA_NOT_ACTIVE');
    if (va.currency !== request.currency) throw new ApiError('CURRENCY_NOT_SUPPORTED');
    return va;
  }
  const [va] = await db
    .select()
    .from(virtualAccounts)
    .where(
      and(
        eq(virtualAccounts.ownerId, request.accountId),
        eq(virtualAccounts.status, 'ACTIVE'),
        eq(virtualAccounts.walletType, 'VA_WALLET'),
        eq(virtualAccounts.currency, request.currency),
      ),
    )
    .orderBy(asc(virtualAccounts.id))
    .limit(1);
  if (va === undefined) throw new ApiError('NO_ACTIVE_VA');
  return va;
}

export function createInvoice(db: Database, request: InvoiceRequest): Promise<InvoiceRecord> {
  const { at } = request;
  return db.transaction(async (tx) => {
    const amount = new Big(request.amount);
    assertFitsCurrency(amount, request.currency);
    assertDueDate(request.dueDate, at);
    const va = await receivingVa(tx, request);
    const [next] = await selectRows<{ id: number }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id`,
    );
    const id = Number(next?.id);
    const reference = newReference(REFERENCE_PREFIX.invoice);
    const gross = decimalString(amount);
    const qrPayload = vietQrPayload({
      bankBin: bankBinOf(va.bankShortName),
      accountNumber: va.accountNumber,
      currency: va.currency,
      amount: gross,
      description: reference,
      reference,
    });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        id,
        code: transactionCode('INV', id, at),
        ownerId: request.accountId,
        virtualAccountId: va.id,
        reference,
        amount: gross,
        currency: request.currency,
        payerName: request.payerName,
        payerEmail: request.payerEmail,
        note: request.note,
        dueDate: request.dueDate,
        expiresAt: vietnamDayEnd(request.dueDate),
        qrPayload,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (invoice === undefined) throw new Error('invoices insert returned no row');
    return { invoice, va };
  });
}

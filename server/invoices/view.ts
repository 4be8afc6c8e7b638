/** Invoice and InvoiceSummary of src/contract/calls/invoices.ts from rows (the invoice and its VA). */
import type { InvoiceSummaryType, InvoiceType } from '../../src/contract/calls/invoices.ts';
import type { InvoiceRow } from '../db/schema/money-in.ts';
import type { VirtualAccountRow } from '../db/schema/va.ts';
import { decimalString } from '../ledger/decimal.ts';
import { vaBankByShortName } from '../reference/va-banks.ts';
import { bankBinOf } from '../va/qr-payload.ts';
import { invoiceStatusAt, invoiceTimeline } from './status.ts';

export interface InvoiceRecord {
  readonly invoice: InvoiceRow;
  readonly va: VirtualAccountRow;
}

function receivingVa(va: VirtualAccountRow): InvoiceSummaryType['virtual_account'] {
  return {
    id: va.id,
    bank_short_name: va.bankShortName,
    bank_name: vaBankByShortName(va.bankShortName)?.name ?? va.bankShortName,
    bank_bin: bankBinOf(va.bankShortName),
    account_number: va.accountNumber,
    account_name: va.accountName,
  };
}

export function invoiceSummary({ invoice, va }: InvoiceRecord, now: Date): InvoiceSummaryType {
  return {
    id: invoice.id,
    code: invoice.code,
    reference: invoice.reference,
    status: invoiceStatusAt(invoice, now),
    amount: decimalString(invoice.amount),
    currency: invoice.currency,
    payer: { name: invoice.payerName, email: invoice.payerEmail },
    note: invoice.note,
    due_date: invoice.dueDate,
    expires_at: invoice.expiresAt.toISOString(),
    virtual_account: receivingVa(va),
    qr_payload: invoice.qrPayload,
    transaction_id: invoice.transactionId,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
  };
}

export function invoiceView(record: InvoiceRecord, now: Date): InvoiceType {
  return { ...invoiceSummary(record, now), status_history: invoiceTimeline(record.invoice, now) };
}

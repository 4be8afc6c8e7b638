/**
 * The words an invoice is shared with (a messaging app, an email, the clipboard): what to pay, where, with which
 * note and by when, in the user's language — everything a payer needs without opening anything.
 */
import type { InvoiceType } from '../../contract/calls/invoices.ts';
import { formatDate } from '../../lib/date-format.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatMoney } from '../../lib/money.ts';

type Shared = Pick<InvoiceType, 'code' | 'amount' | 'currency' | 'reference' | 'due_date' | 'note' | 'virtual_account'>;

/** A calendar date (`YYYY-MM-DD`) as the locale writes it: read as local midnight, so no time zone moves its day. */
export function calendarDate(date: string, locale: Locale): string {
  return formatDate(`${date}T00:00:00`, locale);
}

/** The invoice as plain text, one fact per line. */
export function invoiceShareText(invoice: Shared, locale: Locale): string {
  const account = invoice.virtual_account;
  const lines = [
    m.topup_invoice_share_heading({ code: invoice.code }),
    `${m.topup_amount_exact()}: ${formatMoney(invoice.amount, invoice.currency, locale, { exact: true })}`,
    `${m.topup_bank()}: ${account.bank_name} (${account.bank_short_name})`,
    `${m.topup_account_number()}: ${account.account_number}`,
    `${m.topup_account_name()}: ${account.account_name}`,
    `${m.topup_reference()}: ${invoice.reference}`,
    `${m.topup_invoice_due_date()}: ${calendarDate(invoice.due_date, locale)}`,
  ];
  if (invoice.note) lines.push(`${m.topup_invoice_note_label()}: ${invoice.note}`);
  return lines.join('\n');
}

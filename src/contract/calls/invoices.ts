/**
 * Invoices (SPEC section 2's invoice steps create → invoice; PRODUCT.md section 4: a top-up method): a payment
 * request to someone outside the product, answered with the VA to pay into, a reference and a VietQR payload to
 * share. It is WAITING until a payment quoting the reference and of exactly its amount reaches that VA (PAID;
 * the money then settles like any VA top-up), EXPIRED after its due date, or CANCELLED by the customer.
 */
import { z } from 'zod';
import {
  CurrencyCode,
  DateOnly,
  Decimal,
  Id,
  IdParams,
  numberedPage,
  ok,
  PageQuery,
  PositiveDecimal,
  SearchQuery,
  SingleLineText,
  Timestamp,
} from '../common.ts';
import { defineCall } from '../define.ts';
import { Email, PersonName } from '../fields.ts';
import { ReceivingAccount } from './top-ups.ts';
import { statusTimeline } from './va.ts';

const TAG = 'invoice';
const MANAGERS = ['DIRECTOR', 'FINANCE'] as const;

/** EXPIRED is WAITING past `expires_at` (the end of the due date in Vietnam), read that way, never swept. */
export const InvoiceStatus = z.enum(['WAITING', 'PAID', 'EXPIRED', 'CANCELLED']);

export const InvoiceSummary = z.object({
  id: Id,
  /** Shown to people, e.g. `INV-20261122-000123`. */
  code: z.string(),
  /** What the payer writes in the transfer description (the QR carries it). */
  reference: z.string(),
  status: InvoiceStatus,
  amount: Decimal,
  currency: CurrencyCode,
  payer: z.object({ name: z.string(), email: Email }),
  note: z.string().nullable(),
  due_date: DateOnly,
  /** The end of the due date in Vietnam (UTC+7): a payment after it no longer pays the invoice. */
  expires_at: Timestamp,
  /** The customer's VA the payer pays into. */
  virtual_account: ReceivingAccount.extend({ id: Id }),
  /** The EMVCo (VietQR) string: the VA, the amount and the reference. */
  qr_payload: z.string(),
  /** The VA transaction of the payment, once paid. */
  transaction_id: Id.nullable(),
  paid_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type InvoiceSummaryType = z.infer<typeof InvoiceSummary>;

export const Invoice = InvoiceSummary.extend({ status_history: statusTimeline(InvoiceStatus) });
export type InvoiceType = z.infer<typeof Invoice>;

const InvoiceInput = z.object({
  amount: PositiveDecimal,
  currency: CurrencyCode,
  payer_name: PersonName,
  payer_email: Email,
  note: SingleLineText.trim().max(200).optional(),
  /** Today or later (Vietnam's calendar), at most a year ahead. */
  due_date: DateOnly,
  /** The VA to be paid into; the account's oldest ACTIVE VA wallet in the currency when absent. */
  virtual_account_id: Id.optional(),
});

const InvoiceQuery = PageQuery.extend({ status: InvoiceStatus.optional(), search: SearchQuery });

export const invoiceCalls = [
  defineCall({
    name: 'createInvoice',
    client: 'client',
    method: 'POST',
    path: '/invoices',
    tag: TAG,
    roles: MANAGERS,
    idempotencyKey: true,
    summary:
      'Ask someone to pay into one of your VAs: answers the WAITING invoice with the VA, the reference and a VietQR payload to share.',
    body: InvoiceInput,
    response: ok(Invoice),
    errors: ['NO_ACTIVE_VA', 'VA_NOT_ACTIVE', 'CURRENCY_NOT_SUPPORTED'],
  }),
  defineCall({
    name: 'listInvoices',
    client: 'client',
    method: 'GET',
    path: '/invoices',
    tag: TAG,
    summary: "The account's invoices, newest first, by status; `search` matches the code, reference and payer.",
    query: InvoiceQuery,
    response: ok(numberedPage(InvoiceSummary)),
  }),
  defineCall({
    name: 'getInvoice',
    client: 'client',
    method: 'GET',
    path: '/invoices/{id}',
    tag: TAG,
    summary: 'One invoice with its status timeline; polled every 5 s while WAITING.',
    params: IdParams,
    response: ok(Invoice),
  }),
  defineCall({
    name: 'cancelInvoice',
    client: 'client',
    method: 'PUT',
    path: '/invoices/{id}/cancel',
    tag: TAG,
    roles: MANAGERS,
    idempotent: true,
    summary:
      'Withdraw a WAITING invoice: a payment quoting it afterwards still reaches the VA but no longer pays it. Cancelling again answers it unchanged.',
    params: IdParams,
    response: ok(Invoice),
    errors: ['INVOICE_ALREADY_PAID', 'INVOICE_EXPIRED'],
  }),
] as const;

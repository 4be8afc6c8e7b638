/**
 * Top-ups of the main wallet (SPEC section 2's top-up steps select-method → top-up; PRODUCT.md section 4): the
 * customer picks a method of `listTransferMethods` and an amount, and is answered a PENDING TOP_UP transaction
 * with what to do next — the platform's receiving account and a reference to write for a bank transfer, or a
 * VietQR payload (valid 30 minutes) to scan. The top-up settles once the money arrives (docs/API.md, "Top-ups,
 * invoices and internal transfers").
 */
import { z } from 'zod';
import { CurrencyCode, Decimal, Id, IdParams, ok, PositiveDecimal, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { TransferMethod } from './reference.ts';
import { VaTransaction } from './va.ts';

const TAG = 'top-up';
const MANAGERS = ['DIRECTOR', 'FINANCE'] as const;

/** How the payer sends the money: a bank transfer quoting the reference, or a QR code their banking app scans. */
export const TopUpKind = z.enum(['BANK_TRANSFER', 'QR']);

/** An account money is paid into: the platform's collection account for top-ups, the customer's VA for invoices. */
export const ReceivingAccount = z.object({
  bank_short_name: z.string(),
  bank_name: z.string(),
  /** The bank's NAPAS BIN (VietQR), six digits. */
  bank_bin: z.string(),
  account_number: z.string(),
  /** As the bank registered it (upper case, no diacritics). */
  account_name: z.string(),
});
export type ReceivingAccountType = z.infer<typeof ReceivingAccount>;

export const TopUp = z.object({
  /** The id of its transaction (`transaction.id`): the top-up and its transaction are one thing. */
  id: Id,
  /** The transfer method's code (`listTransferMethods`). */
  method: TransferMethod.shape.code,
  kind: TopUpKind,
  /** What the payer must write in the transfer description (a QR carries it already). */
  reference: z.string(),
  /** What to pay, exactly: another amount is returned to the payer. */
  amount: Decimal,
  currency: CurrencyCode,
  receiving_account: ReceivingAccount,
  /** The EMVCo (VietQR) string for a QR top-up; null for a bank transfer. */
  qr_payload: z.string().nullable(),
  /** After this, a top-up no money reached ends EXPIRED. */
  expires_at: Timestamp,
  /** When the money arrived (the transaction is then PROCESS until it is credited). */
  paid_at: Timestamp.nullable(),
  /** Status and timeline: PENDING (waiting for the money) → PROCESS (arrived) → APPROVED (credited), or EXPIRED. */
  transaction: VaTransaction,
});
export type TopUpType = z.infer<typeof TopUp>;

const TopUpInput = z.object({
  /** A top-up method code of `listTransferMethods` that pays into the main wallet. */
  method: TransferMethod.shape.code.max(40),
  amount: PositiveDecimal,
  currency: CurrencyCode,
});

export const topUpCalls = [
  defineCall({
    name: 'createTopUp',
    client: 'client',
    method: 'POST',
    path: '/top-ups',
    tag: TAG,
    roles: MANAGERS,
    idempotencyKey: true,
    summary:
      'Start a top-up of the main wallet by a transfer method: answers the PENDING TOP_UP transaction with the receiving account, the reference to quote and, for a QR method, the VietQR payload (valid 30 minutes; a bank transfer 24 hours).',
    body: TopUpInput,
    response: ok(TopUp),
    errors: ['TOP_UP_METHOD_NOT_SUPPORTED', 'CURRENCY_NOT_SUPPORTED', 'WALLET_NOT_ENABLED', 'TOP_UP_LIMIT_REACHED'],
  }),
  defineCall({
    name: 'getTopUp',
    client: 'client',
    method: 'GET',
    path: '/top-ups/{id}',
    tag: TAG,
    roles: MANAGERS,
    summary:
      'A top-up by its transaction id, with its instructions, so a reload shows them again; polled every 3 s while a QR is displayed.',
    params: IdParams,
    response: ok(TopUp),
  }),
] as const;

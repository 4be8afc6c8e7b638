/**
 * Saved payment methods (SPEC section 7, Payments): the bank accounts and e-wallets withdrawals pay out to.
 * A new or changed method is PENDING until an operator approves it. DIRECTOR edits, FINANCE views, SELLER
 * has no access (PRODUCT.md section 4).
 */
import { z } from 'zod';
import {
  CurrencyCode,
  Done,
  Id,
  IdParams,
  numberedPage,
  ok,
  PageQuery,
  paramInteger,
  positiveInt,
  Timestamp,
} from '../common.ts';
import { defineCall } from '../define.ts';
import { AccountNumber, Email, EWalletAccountId, PersonName } from '../fields.ts';
import { PaymentType, ProviderValue, VnBank } from './reference.ts';

const TAG = 'payments';
const DIRECTOR = ['DIRECTOR'] as const;

/** SPEC section 9 page sizes (payments, requests): one page of up to 100 rows, 100 by default. */
export const LargePageQuery = PageQuery.extend({ limit: paramInteger(positiveInt(100).default(100)) });

export const PaymentStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);

export { AccountNumber };

export const BankDetail = z.object({
  account_name: z.string(),
  account_number: AccountNumber,
  bank_name: z.string(),
  bank_bin: VnBank.shape.bin,
});

/** An e-wallet is reached by an email (Payoneer…) or an account id / phone number (9Pay…), or both. */
export const EWalletDetail = z.object({
  provider: ProviderValue,
  account_name: z.string(),
  email: z.nullable(Email),
  account_number: z.string().nullable(),
});

const PaymentBase = z.object({
  id: Id,
  payment_status: PaymentStatus,
  /** The method withdrawals pre-select; one per currency. */
  is_default: z.boolean(),
  currency: CurrencyCode,
  /** The operator's reason when REJECTED, otherwise null. */
  rejected_reason: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

/** SPEC section 3 "Payment"; `detail` depends on `payment_type`. */
export const Payment = z.discriminatedUnion('payment_type', [
  PaymentBase.extend({ payment_type: z.literal(PaymentType.enum.BANK), detail: BankDetail }),
  PaymentBase.extend({ payment_type: z.literal(PaymentType.enum.E_WALLET), detail: EWalletDetail }),
]);
export type PaymentRecord = z.infer<typeof Payment>;

const BankInput = z.object({
  currency: CurrencyCode,
  bank_bin: VnBank.shape.bin,
  account_number: AccountNumber,
  /** Must match the name /payments/banks/vn-bank-account-name answers. */
  account_name: PersonName,
  is_default: z.boolean().default(false),
});

const EWalletInput = z
  .object({
    currency: CurrencyCode,
    provider: ProviderValue.exclude(['bank']),
    account_name: PersonName,
    email: z.optional(Email),
    account_number: z.optional(EWalletAccountId),
    is_default: z.boolean().default(false),
  })
  .refine((input) => input.email !== undefined || input.account_number !== undefined, {
    message: 'email_or_account_required',
    path: ['email'],
  });

const SAVE_ERRORS = ['PAYMENT_DUPLICATE', 'PAYMENT_LIMIT_REACHED', 'CURRENCY_NOT_SUPPORTED'] as const;
const BANK_ERRORS = ['W_TOKEN_INVALID', 'BANK_NOT_SUPPORTED', 'BANK_ACCOUNT_NAME_MISMATCH', ...SAVE_ERRORS] as const;
const E_WALLET_ERRORS = ['PROVIDER_NOT_SUPPORTED', ...SAVE_ERRORS] as const;
const REMOVE_SUMMARY =
  'A method a pending withdrawal uses cannot be removed. Removing the default makes the newest approved one of its currency the default. Removing one already removed succeeds.';

export const paymentsCalls = [
  defineCall({
    name: 'listPayments',
    client: 'client',
    method: 'GET',
    path: '/payments',
    tag: TAG,
    roles: ['DIRECTOR', 'FINANCE'],
    summary: 'Saved payment methods, defaults first, then newest.',
    query: LargePageQuery.extend({
      payment_type: PaymentType.optional(),
      payment_status: PaymentStatus.optional(),
      currency: CurrencyCode.optional(),
    }),
    response: ok(numberedPage(Payment)),
  }),
  defineCall({
    name: 'addBank',
    client: 'client',
    method: 'POST',
    path: '/payments/banks',
    tag: TAG,
    roles: DIRECTOR,
    wToken: 'add_bank',
    summary: 'Save a Vietnamese bank account; PENDING until an operator approves it.',
    body: BankInput,
    response: ok(Payment),
    errors: BANK_ERRORS,
  }),
  defineCall({
    name: 'getBankAccountName',
    client: 'client',
    method: 'GET',
    path: '/payments/banks/vn-bank-account-name',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Look up the holder name of a Vietnamese bank account (NAPAS), to confirm it before saving.',
    query: z.object({ bank_bin: VnBank.shape.bin, account_number: AccountNumber }),
    response: ok(z.object({ account_name: z.string() })),
    errors: ['BANK_NOT_SUPPORTED', 'BANK_ACCOUNT_NOT_FOUND', 'PROVIDER_UNAVAILABLE', 'RATE_LIMITED'],
  }),
  defineCall({
    name: 'removeBank',
    client: 'client',
    method: 'DELETE',
    path: '/payments/banks/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary: `Remove a saved bank account. ${REMOVE_SUMMARY}`,
    idempotent: true,
    params: IdParams,
    response: Done,
    errors: ['PAYMENT_IN_USE'],
  }),
  defineCall({
    name: 'updateBank',
    client: 'client',
    method: 'PUT',
    path: '/payments/banks/{id}',
    tag: TAG,
    roles: DIRECTOR,
    wToken: 'update_bank',
    summary:
      'Replace a saved bank account. Changing the bank, number or name sends it back to PENDING; changing only `is_default` does not.',
    params: IdParams,
    body: BankInput,
    response: ok(Payment),
    errors: [...BANK_ERRORS, 'PAYMENT_IN_USE'],
  }),
  defineCall({
    name: 'addEWallet',
    client: 'client',
    method: 'POST',
    path: '/payments/e-wallets',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Save an e-wallet (email and/or account id); PENDING until an operator approves it.',
    body: EWalletInput,
    response: ok(Payment),
    errors: E_WALLET_ERRORS,
  }),
  defineCall({
    name: 'updateEWallet',
    client: 'client',
    method: 'PUT',
    path: '/payments/e-wallets/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Replace a saved e-wallet. Changing anything but `is_default` sends it back to PENDING.',
    idempotent: true,
    params: IdParams,
    body: EWalletInput,
    response: ok(Payment),
    errors: [...E_WALLET_ERRORS, 'PAYMENT_IN_USE'],
  }),
  defineCall({
    name: 'removeEWallet',
    client: 'client',
    method: 'DELETE',
    path: '/payments/e-wallets/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary: `Remove a saved e-wallet. ${REMOVE_SUMMARY}`,
    idempotent: true,
    params: IdParams,
    response: Done,
    errors: ['PAYMENT_IN_USE'],
  }),
] as const;

/**
 * Virtual accounts, QR merchants and VA transactions (SPEC section 7, Virtual accounts).
 *
 * A virtual account (VA) is a bank account number opened for the customer at a partner bank; money paid into
 * it lands in the VA wallet (or the QR-merchant wallet for a QR merchant's VA). Opening one is PENDING until
 * an operator approves it. Roles (PRODUCT.md section 4): DIRECTOR and FINANCE create, assign platforms and
 * withdraw; SELLER views; QR codes and statistics are open to every role the `WHITELIST_CREATEQR_FE` flag
 * allows (the server checks the flag).
 */
import { z } from 'zod';
import {
  AmountBound,
  boundsInOrder,
  CurrencyCode,
  DateOnly,
  Decimal,
  distinctItems,
  GenericStatus,
  Id,
  IdParam,
  IdParams,
  Money,
  numberedPage,
  ok,
  PageQuery,
  PositiveDecimal,
  SearchQuery,
  SingleLineText,
  Tier,
  Timestamp,
} from '../common.ts';
import { defineCall } from '../define.ts';
import { PersonName, QrPayload, QrPaySource } from '../fields.ts';
import { MAX_PENDING_QR_MERCHANTS, QR_DESCRIPTION_MAX_LENGTH } from '../rules.ts';
import { AccountLevel, BalanceType, PaymentType, Platform, TransactionType, VaBank } from './reference.ts';

const TAG = 'va';
const MANAGERS = ['DIRECTOR', 'FINANCE'] as const;

/* ---------------------------------------------------------------- shared building blocks */

/** A fee: a fixed amount in a currency, or a percentage of the amount (`"1.5"` = 1.5 %). */
export const FeeRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED'), value: Decimal, currency: CurrencyCode }),
  z.object({ type: z.literal('PERCENT'), value: Decimal }),
]);
export type FeeRuleType = z.infer<typeof FeeRule>;

/** A status timeline, oldest first: what a detail page shows (pending → process → approved…). */
export function statusTimeline<T extends z.ZodType>(status: T) {
  // `note`: the operator's reason or remark for that step, if any.
  return z.array(z.object({ status, at: Timestamp, note: z.string().nullable() })).min(1);
}

/**
 * A query filter that takes several values. On the wire a list is repeated keys (`src/lib/http/query-params.ts`),
 * so one value arrives as a plain string and is lifted into a list.
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), item])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional();
}

/**
 * An optional time range. Timestamps, not dates: the client turns the user's local days into instants, so the
 * server never guesses a time zone.
 */
export const TimeRangeQuery = z.object({ from: Timestamp.optional(), to: Timestamp.optional() });

/** Refuses a range that ends before it starts. */
export function startsBeforeEnd(range: { from?: string | undefined; to?: string | undefined }): boolean {
  return range.from === undefined || range.to === undefined || Date.parse(range.from) <= Date.parse(range.to);
}
const RANGE_ORDER = { message: 'date_range_invalid', path: ['to'] };

const MAX_STATISTIC_DAYS = 366;
const DAY_MS = 86_400_000;

/* ---------------------------------------------------------------- virtual accounts */

/** SPEC section 4 VA statuses. */
export const VaStatus = z.enum(['PENDING', 'REJECTED', 'ACTIVE', 'INACTIVE', 'RESTRICTED']);

/** SPEC section 3 wallet types: which wallet a VA pays into. */
export const VaWalletType = z.enum(['VA_WALLET', 'QR_MERCHANT']);

const VaBankRef = VaBank.pick({ short_name: true, name: true, logo: true });

export const VirtualAccount = z.object({
  id: Id,
  account_number: z.string(),
  /** As the bank registered it (upper case, no diacritics). */
  account_name: z.string(),
  bank: VaBankRef,
  platform: Platform.pick({ id: true, name: true }).nullable(),
  status: VaStatus,
  wallet_type: VaWalletType,
  currency: CurrencyCode,
  totals: z.object({
    received: Money,
    received_this_month: Money,
    transaction_count: z.number().int().nonnegative(),
  }),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type VirtualAccountType = z.infer<typeof VirtualAccount>;

/** The detail page: the list item plus why it is not active and how it got here. */
export const VirtualAccountDetail = VirtualAccount.extend({
  /** The operator's or bank's reason when REJECTED, RESTRICTED or INACTIVE, otherwise null. */
  status_reason: z.string().nullable(),
  status_history: statusTimeline(VaStatus),
});
export type VirtualAccountDetailType = z.infer<typeof VirtualAccountDetail>;

const VaListQuery = PageQuery.extend({
  status: VaStatus.optional(),
  /** A VA bank's short_name. */
  bank: SingleLineText.trim().max(20).optional(),
  platform_id: IdParam.optional(),
  wallet_type: VaWalletType.optional(),
  search: SearchQuery,
});

const PlatformAssignment = z.object({ platform_id: Id });

const BulkPlatformUpdate = z.object({
  items: distinctItems(
    z
      .array(z.object({ id: Id, platform_id: Id }))
      .min(1)
      .max(100),
    'duplicate_ids',
    (item) => item.id,
  ).describe('Each VA `id` at most once (422 `duplicate_ids`), whatever its `platform_id`.'),
});

/* ---------------------------------------------------------------- VA transactions */

const VaRef = z.object({
  kind: z.literal('VA'),
  id: Id,
  account_number: z.string(),
  account_name: z.string(),
  bank_short_name: z.string(),
});

/** Where a VA transaction's money came from or went to. */
export const TransactionParty = z.discriminatedUnion('kind', [
  VaRef,
  /** One of the user's own wallets (a withdrawal's source). */
  z.object({ kind: z.literal('WALLET'), balance_type: BalanceType }),
  /** A saved payment method (a withdrawal's destination). */
  z.object({
    kind: z.literal('PAYMENT'),
    id: Id,
    payment_type: PaymentType,
    account_name: z.string(),
    account_number: z.string().nullable(),
    bank_name: z.string().nullable(),
  }),
  /** Someone outside the product who paid into a VA (name and account as the bank reported them). */
  z.object({
    kind: z.literal('EXTERNAL'),
    account_name: z.string().nullable(),
    account_number: z.string().nullable(),
    bank_name: z.string().nullable(),
  }),
]);
export type TransactionPartyType = z.infer<typeof TransactionParty>;

/** A VA-side transaction. `amount` is in `currency`; `amount_received` = (amount − fee) × rate, in `received_currency`. */
export const VaTransaction = z.object({
  id: Id,
  /** Reference shown to people and quoted to support, e.g. `VAW-20261122-000123`. */
  code: z.string(),
  type: TransactionType,
  status: GenericStatus,
  balance_type: BalanceType,
  amount: Decimal,
  fee: Decimal,
  rate: Decimal,
  amount_received: Decimal,
  currency: CurrencyCode,
  received_currency: CurrencyCode,
  source: TransactionParty,
  destination: TransactionParty,
  /** The QR code a QR payment settled, otherwise null. */
  qr_code_id: Id.nullable(),
  /** Internal remark; null unless the user has the WHITELIST_SEE_REMARK feature. */
  remark: z.string().nullable(),
  status_history: statusTimeline(GenericStatus),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type VaTransactionType = z.infer<typeof VaTransaction>;

/** A list row: the detail without its timeline. */
export const VaTransactionSummary = VaTransaction.omit({ status_history: true });
export type VaTransactionSummaryType = z.infer<typeof VaTransactionSummary>;

/**
 * SPEC section 4 sends per-type status lists after its rewrites: a row matches when its type is TOP_UP and its
 * status is in `top_up_status`, or WITHDRAWAL and in `withdraw_status`. `status` alone filters every type.
 * `amount_min`/`amount_max` bound the gross `amount` (both inclusive, compared as numbers).
 */
const VaTransactionQuery = PageQuery.extend({
  type: TransactionType.optional(),
  status: GenericStatus.optional(),
  top_up_status: queryList(GenericStatus),
  withdraw_status: queryList(GenericStatus),
  balance_type: BalanceType.optional(),
  virtual_account_id: IdParam.optional(),
  qr_code_id: IdParam.optional(),
  search: SearchQuery,
  amount_min: AmountBound.optional(),
  amount_max: AmountBound.optional(),
})
  .extend(TimeRangeQuery.shape)
  .refine(startsBeforeEnd, RANGE_ORDER)
  .refine(boundsInOrder, { message: 'amount_range_invalid', path: ['amount_max'] });

/** SPEC section 7, body exactly as the SPEC lists it. */
const VaWithdrawalInput = z.object({
  range_of_rate: z.object({ id: Id }),
  amount: PositiveDecimal,
  payment: z.object({ id: Id }),
  withdrawal_source: BalanceType,
});

/* ---------------------------------------------------------------- settings */

/** A band of withdrawal amounts (in `currency`) with its payout rate and fee; `max` null = no upper bound. */
export const RangeOfRate = z.object({
  id: Id,
  currency: CurrencyCode,
  min: Decimal,
  max: Decimal.nullable(),
  rate: Decimal,
  received_currency: CurrencyCode,
  fee: FeeRule,
});
export type RangeOfRateType = z.infer<typeof RangeOfRate>;

/** VA fee levels of SPEC section 9: KYC levels 2, 3 and 4. */
export const VaFeeLevel = z.enum(['2', '3', '4']);

export const VaSettings = z.object({
  /** Amount a customer may receive through VAs per calendar month, per tier. */
  limits: z.record(Tier, Money),
  /** Fee on money received through VAs, per KYC level (levels below 2 cannot open VAs). */
  fees: z.record(VaFeeLevel, FeeRule),
  ranges_of_rate: z.array(RangeOfRate),
  /** What applies to the caller, so screens need not look it up. */
  current: z.object({ tier: Tier, account_level: AccountLevel, limit: Money, fee: FeeRule.nullable() }),
  /** How long a QR code stays payable (PRODUCT.md section 4: 30 minutes). */
  qr_valid_seconds: z.number().int().positive(),
});
export type VaSettingsType = z.infer<typeof VaSettings>;

/** SPEC section 3 feature flags, as they apply to the caller. */
export const FeatureFlags = z.object({ WHITELIST_CREATEQR_FE: z.boolean(), WHITELIST_SEE_REMARK: z.boolean() });
export type FeatureFlagsType = z.infer<typeof FeatureFlags>;

/* ---------------------------------------------------------------- QR */

/** A QR merchant: a shop name over a VA whose wallet type is QR_MERCHANT. */
export const QrMerchant = z.object({
  id: Id,
  name: z.string(),
  virtual_account: VaRef.omit({ kind: true }),
  status: VaStatus,
  totals: VirtualAccount.shape.totals,
  created_at: Timestamp,
});
export type QrMerchantType = z.infer<typeof QrMerchant>;

/** PENDING until paid (APPROVED) or past `expires_at` (EXPIRED). */
export const QrCodeStatus = GenericStatus.extract(['PENDING', 'APPROVED', 'EXPIRED']);

export const QrCode = z.object({
  id: Id,
  qr_merchant_id: Id,
  /** The EMVCo (VietQR) string the image encodes. */
  payload: z.string().min(1),
  /** Null when the payer chooses the amount. */
  amount: Decimal.nullable(),
  currency: CurrencyCode,
  description: z.string(),
  status: QrCodeStatus,
  expires_at: Timestamp,
  created_at: Timestamp,
});
export type QrCodeType = z.infer<typeof QrCode>;

/** A new QR merchant: the shop's name (as a holder name: one line, 2–100 characters) and the VA bank it opens at. */
const QrMerchantInput = z.object({
  name: PersonName,
  bank_short_name: SingleLineText.trim().min(1).max(20),
});

const QrCodeInput = z.object({
  qr_merchant_id: Id,
  amount: PositiveDecimal.optional(),
  /** Goes into the transfer description the payer's bank shows. */
  description: SingleLineText.trim().min(1).max(QR_DESCRIPTION_MAX_LENGTH),
});

const QrStatisticQuery = z
  .object({
    from: Timestamp,
    to: Timestamp,
    qr_merchant_id: IdParam.optional(),
    /** IANA zone whose calendar days group `by_day`. */
    time_zone: z
      .string()
      .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'time_zone_format')
      .default('Asia/Ho_Chi_Minh'),
  })
  .refine(startsBeforeEnd, RANGE_ORDER)
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= MAX_STATISTIC_DAYS * DAY_MS, {
    message: 'date_range_too_long',
    path: ['from'],
  });

const Tally = z.object({ count: z.number().int().nonnegative(), amount: Decimal });

export const QrStatistic = z.object({
  currency: CurrencyCode,
  total: Tally,
  by_status: z.array(Tally.extend({ status: GenericStatus })),
  /** Every day of the range, oldest first, zero days included. */
  by_day: z.array(Tally.extend({ date: DateOnly })),
});
export type QrStatisticType = z.infer<typeof QrStatistic>;

const QrPayInput = z.object({
  /** The scanned payload. */
  payload: QrPayload,
  /** Required when the code carries no amount; must equal it when it does. */
  amount: PositiveDecimal.optional(),
  source: QrPaySource,
});

/* ---------------------------------------------------------------- calls */

const MONEY_ERRORS = ['INSUFFICIENT_BALANCE', 'LIMIT_EXCEEDED', 'WALLET_NOT_ENABLED'] as const;

export const vaCalls = [
  defineCall({
    name: 'listVirtualAccounts',
    client: 'v2',
    method: 'GET',
    path: '/virtual-accounts',
    tag: TAG,
    apiKeyScope: 'va.read',
    summary: "The user's virtual accounts, newest first, filtered by status, bank, platform, wallet type or search.",
    query: VaListQuery,
    response: ok(numberedPage(VirtualAccount)),
  }),
  defineCall({
    name: 'createVirtualAccount',
    client: 'v2',
    method: 'POST',
    path: '/virtual-accounts',
    tag: TAG,
    roles: MANAGERS,
    apiKeyScope: 'va.write',
    summary:
      'Open a VA at a bank (one of /customers/available-banks), optionally for a platform. Answers the VA in PENDING until an operator approves it.',
    body: z.object({
      bank_short_name: SingleLineText.trim().min(1).max(20),
      platform_id: Id.optional(),
      account_name: PersonName,
    }),
    response: ok(VirtualAccount),
    errors: ['VA_NOT_ENABLED', 'KYC_LEVEL_REQUIRED', 'BANK_NOT_SUPPORTED', 'PLATFORM_NOT_FOUND', 'VA_LIMIT_REACHED'],
  }),
  defineCall({
    name: 'getVirtualAccount',
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/{id}',
    tag: TAG,
    apiKeyScope: 'va.read',
    summary: 'One VA with its status timeline.',
    params: IdParams,
    response: ok(VirtualAccountDetail),
  }),
  defineCall({
    name: 'bulkUpdateVaPlatform',
    client: 'client',
    method: 'PUT',
    path: '/virtual-accounts/bulk-update-platform',
    tag: TAG,
    roles: MANAGERS,
    idempotent: true,
    summary: 'Set the platform of up to 100 VAs at once; all or nothing. Answers the updated VAs.',
    body: BulkPlatformUpdate,
    response: ok(z.array(VirtualAccount)),
    errors: ['PLATFORM_NOT_FOUND', 'VA_NOT_ACTIVE'],
  }),
  defineCall({
    name: 'listUnassignedVirtualAccounts',
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/unassigned-platform',
    tag: TAG,
    summary: 'Active VAs without a platform (the update-platform screen).',
    query: PageQuery.extend({ bank: VaListQuery.shape.bank, search: SearchQuery }),
    response: ok(numberedPage(VirtualAccount)),
  }),
  defineCall({
    name: 'assignVaPlatform',
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/{id}/assign',
    tag: TAG,
    roles: MANAGERS,
    idempotent: true,
    summary: 'Set the platform of one VA (replacing any). Answers the VA.',
    params: IdParams,
    body: PlatformAssignment,
    response: ok(VirtualAccount),
    errors: ['PLATFORM_NOT_FOUND', 'VA_NOT_ACTIVE'],
  }),
  defineCall({
    name: 'unassignVaPlatform',
    client: 'client',
    method: 'PUT',
    path: '/virtual-accounts/{id}/unassign',
    tag: TAG,
    roles: MANAGERS,
    idempotent: true,
    summary: 'Remove the platform of one VA; a VA without one succeeds unchanged. Answers the VA.',
    params: IdParams,
    response: ok(VirtualAccount),
  }),
  defineCall({
    name: 'createVaWithdrawal',
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/transactions/withdrawal',
    tag: TAG,
    roles: MANAGERS,
    wToken: 'withdrawal',
    idempotencyKey: true,
    summary:
      'Withdraw from the VA, QR-merchant or main wallet to an approved payment method. The amount must fall inside the chosen range of rate (/settings/virtual-accounts), whose fee and rate the server applies. Answers the transaction in PENDING.',
    body: VaWithdrawalInput,
    response: ok(VaTransaction),
    errors: [
      ...MONEY_ERRORS,
      'W_TOKEN_INVALID',
      'AMOUNT_OUT_OF_RANGE',
      'RATE_RANGE_NOT_FOUND',
      'PAYMENT_NOT_APPROVED',
      'CURRENCY_NOT_SUPPORTED',
    ],
  }),
  defineCall({
    name: 'listVaTransactions',
    client: 'v2',
    method: 'GET',
    path: '/virtual-accounts/transactions',
    tag: TAG,
    apiKeyScope: 'transactions.read',
    summary:
      'Transactions of every balance the role sees (main and VA top-ups, withdrawals, internal transfers, QR payments), newest first, 100 a page at most. `top_up_status`/`withdraw_status` filter per type (a row matches either list); `status` filters every type; `from`/`to` bound created_at; `amount_min`/`amount_max` the gross amount; `search` the code and either party.',
    query: VaTransactionQuery,
    response: ok(numberedPage(VaTransactionSummary)),
  }),
  defineCall({
    name: 'getVaTransaction',
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/transactions/{id}',
    tag: TAG,
    apiKeyScope: 'transactions.read',
    summary: 'One VA transaction with its status timeline; polled every 5 s while pending.',
    params: IdParams,
    response: ok(VaTransaction),
  }),
  defineCall({
    name: 'getVaSettings',
    client: 'client',
    method: 'GET',
    path: '/settings/virtual-accounts',
    tag: TAG,
    summary: 'VA limits per tier, VA fees per KYC level, withdrawal ranges of rate, and what applies to the caller.',
    response: ok(VaSettings),
  }),
  defineCall({
    name: 'getFeatureFlags',
    client: 'v2',
    method: 'GET',
    path: '/settings/features',
    tag: TAG,
    summary: 'Feature flags of the caller: QR creation and seeing transaction remarks.',
    response: ok(FeatureFlags),
  }),
  defineCall({
    name: 'listQrMerchants',
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/qr',
    tag: TAG,
    summary: "The user's QR merchants with their totals.",
    query: PageQuery.extend({ status: VaStatus.optional(), search: SearchQuery }),
    response: ok(numberedPage(QrMerchant)),
  }),
  defineCall({
    name: 'createQrMerchant',
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/qr/merchants',
    tag: TAG,
    roles: MANAGERS,
    summary: `Open a QR merchant: a shop name over a new QR_MERCHANT VA at a bank of /customers/available-banks. Needs WHITELIST_CREATEQR_FE and VAs enabled; at most ${MAX_PENDING_QR_MERCHANTS} may wait for review at once. Answers the merchant, PENDING (no QR codes) until an operator approves its VA.`,
    body: QrMerchantInput,
    response: ok(QrMerchant),
    errors: [
      'QR_NOT_WHITELISTED',
      'VA_NOT_ENABLED',
      'KYC_LEVEL_REQUIRED',
      'BANK_NOT_SUPPORTED',
      'VA_LIMIT_REACHED',
      'QR_MERCHANT_LIMIT_REACHED',
    ],
  }),
  defineCall({
    name: 'createQrCode',
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/qr',
    tag: TAG,
    summary:
      'Create a QR code for a QR merchant, with a fixed amount or none (the payer chooses); payable for 30 minutes. Needs WHITELIST_CREATEQR_FE.',
    body: QrCodeInput,
    response: ok(QrCode),
    errors: ['QR_NOT_WHITELISTED', 'VA_NOT_ACTIVE'],
  }),
  defineCall({
    name: 'getQrCode',
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/qr/codes/{id}',
    tag: TAG,
    summary:
      "One QR code of the caller's merchants, read while it is shown so the screen learns it was paid or expired (404 for anyone else's).",
    params: IdParams,
    response: ok(QrCode),
  }),
  defineCall({
    name: 'getQrStatistic',
    client: 'client',
    method: 'GET',
    path: '/virtual-accounts/qr/statistic',
    tag: TAG,
    summary: `QR payment totals over a range (at most ${MAX_STATISTIC_DAYS} days): overall, per status and per day.`,
    query: QrStatisticQuery,
    response: ok(QrStatistic),
    errors: ['QR_NOT_WHITELISTED'],
  }),
  defineCall({
    name: 'payQr',
    client: 'client',
    method: 'POST',
    path: '/virtual-accounts/transactions/qr/top-up/qr-pay',
    tag: TAG,
    roles: MANAGERS,
    idempotencyKey: true,
    summary:
      "Pay a QR code from the main or VA wallet, topping up the merchant's QR wallet. Answers the TOP_UP transaction.",
    body: QrPayInput,
    response: ok(VaTransaction),
    errors: [...MONEY_ERRORS, 'QR_INVALID', 'QR_EXPIRED', 'QR_ALREADY_PAID', 'AMOUNT_MISMATCH'],
  }),
] as const;

/**
 * Virtual cards (SPEC section 7, Virtual-card API), on the `card` client: every answer is an `ok(...)`
 * envelope and the client resolves to its `data`.
 *
 * The card wallet has two balances (SPEC section 3): MAIN, funded by crypto top-ups to a system payment
 * address, and VC, the money loaded on cards. Card statuses (SPEC section 4 leaves the transitions open;
 * decided here): PENDING → ACTIVE when the issuer confirms; ACTIVE ⇄ FROZEN; ACTIVE, FROZEN or PENDING →
 * CANCELLED, final, the card's balance returning to MAIN. Roles (PRODUCT.md section 4): DIRECTOR and FINANCE,
 * cancel DIRECTOR only, SELLER nothing. The full number, CVV and expiry travel only in /cards/{id}/sensitive,
 * behind a card OTP; every other card shape is strict, so a stray `pan` fails the server's response check.
 */
import { z } from 'zod';
import {
  CurrencyCode,
  Decimal,
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
  Timestamp,
  TwoFactorMethod,
} from '../common.ts';
import { defineCall } from '../define.ts';
import { OtpCode } from '../fields.ts';
import { FeeRule, queryList, startsBeforeEnd, statusTimeline, TimeRangeQuery } from './va.ts';

const TAG = 'vc';
const MANAGERS = ['DIRECTOR', 'FINANCE'] as const;

/* ---------------------------------------------------------------- enumerations */

export const CardStatus = z.enum(['PENDING', 'CANCELLED', 'FROZEN', 'ACTIVE']);
export const CardBalanceType = z.enum(['MAIN', 'VC']);
export const CardBrand = z.enum(['VISA', 'MASTERCARD']);
export const CardTransactionType = z.enum(['TOP_UP', 'WITHDRAWAL', 'PAYMENT', 'REFUND']);
export const CardTransactionStatus = z.enum(['CANCEL', 'FAILURE', 'PROCESSING', 'PENDING', 'SUCCESS']);
/** SPEC section 3 detail types: what moved, and between the wallet and which card. */
export const CardDetailType = z.enum([
  'CARD_ISSUE_TOP_UP',
  'CARD_TOP_UP',
  'CARD_WITHDRAW',
  'CARD_CRYPTO_TOP_UP',
  'CARD_PAYMENT',
  'CARD_REFUND',
  'WALLET_TOP_UP',
  'WALLET_WITHDRAW',
  'WALLET_ISSUE_WITHDRAW',
  'WALLET_REFUND',
]);
/**
 * Why a card transaction failed or was cancelled, as a code the app words in the user's language
 * (docs/decisions/028-card-decline-codes.md).
 */
export const CardFailureReason = z
  .enum([
    'CARD_NOT_ACTIVE',
    'INSUFFICIENT_CARD_BALANCE',
    'SPENDING_LIMIT_EXCEEDED',
    'DECLINED_BY_MERCHANT',
    'CANCELLED_BY_MERCHANT',
    'UNSUPPORTED_NETWORK',
    'ISSUE_REJECTED',
  ])
  .describe(
    [
      'Why a card transaction failed or was cancelled.',
      'CARD_NOT_ACTIVE: a charge on a card that is not ACTIVE (frozen, pending or cancelled) was declined.',
      "INSUFFICIENT_CARD_BALANCE: a charge larger than the card's balance was declined.",
      "SPENDING_LIMIT_EXCEEDED: a charge that would go over the card's spending limit was declined.",
      'DECLINED_BY_MERCHANT: the merchant declined the charge (also older declines whose reason is unknown).',
      'CANCELLED_BY_MERCHANT: the merchant cancelled the charge.',
      'UNSUPPORTED_NETWORK: a crypto deposit was sent on a network the address does not take; nothing was credited.',
      "ISSUE_REJECTED: the issuer refused the card; the money came back (the issuer's words are in the status history note).",
    ].join(' '),
  );
export const CryptoNetwork = z.enum(['SOL', 'TRX', 'ETH']);
export const CryptoCurrency = z.enum(['USDT', 'USDC']);

/* ---------------------------------------------------------------- cards */

/** The last four digits, the only part of the number shown outside the sensitive call. */
export const Last4 = z.string().regex(/^\d{4}$/);

export const Card = z.strictObject({
  id: Id,
  name: z.string(),
  last4: Last4,
  brand: CardBrand,
  status: CardStatus,
  balance: Money,
  /** Null = only the balance limits spending. */
  spending_limit: z.strictObject({ amount: Money, interval: z.enum(['DAY', 'MONTH', 'TRANSACTION']) }).nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CardType = z.infer<typeof Card>;

export const CardDetail = Card.extend({ status_history: statusTimeline(CardStatus) });
export type CardDetailType = z.infer<typeof CardDetail>;

/** For selects: every card but cancelled ones. */
export const CardOption = Card.pick({ id: true, name: true, last4: true, status: true });
export type CardOptionType = z.infer<typeof CardOption>;

/** Only in the answer of /cards/{id}/sensitive; never stored or cached by the app (PRODUCT.md section 4). */
export const CardSensitive = z.strictObject({
  card_id: Id,
  cardholder_name: z.string(),
  pan: z.string().regex(/^\d{13,19}$/),
  cvv: z.string().regex(/^\d{3,4}$/),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int().min(2000).max(2100),
});
export type CardSensitiveType = z.infer<typeof CardSensitive>;

export const CardName = SingleLineText.trim().min(2, 'name_too_short').max(50, 'name_too_long');

/* ---------------------------------------------------------------- transactions */

export const CardTransaction = z.strictObject({
  id: Id,
  code: z.string(),
  type: CardTransactionType,
  detail_type: CardDetailType,
  status: CardTransactionStatus,
  /** In the card currency; negative never: `type` says the direction. */
  amount: Money,
  fee: Money,
  /** A payment or refund in another currency, as the merchant charged it; otherwise null. */
  original_amount: Money.nullable(),
  /** Null for wallet-only movements (crypto top-up, wallet withdraw). */
  card: Card.pick({ id: true, name: true, last4: true }).nullable(),
  merchant: z.strictObject({ name: z.string(), country: z.string().nullable() }).nullable(),
  /** Why a transaction failed or was cancelled, otherwise null. */
  failure_reason: CardFailureReason.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CardTransactionType = z.infer<typeof CardTransaction>;

export const CardTransactionDetail = CardTransaction.extend({ status_history: statusTimeline(CardTransactionStatus) });
export type CardTransactionDetailType = z.infer<typeof CardTransactionDetail>;

const CardTransactionQuery = PageQuery.extend({
  type: CardTransactionType.optional(),
  status: CardTransactionStatus.optional(),
  card_id: IdParam.optional(),
  detail_type: queryList(CardDetailType),
  search: SearchQuery,
})
  .extend(TimeRangeQuery.shape)
  .refine(startsBeforeEnd, { message: 'date_range_invalid', path: ['to'] });

/* ---------------------------------------------------------------- wallet, fees, system payments */

export const CardBalances = z.record(CardBalanceType, Money);
export type CardBalancesType = z.infer<typeof CardBalances>;

export const CardFees = z.object({
  currency: CurrencyCode,
  issue: FeeRule,
  top_up: FeeRule,
  /** On payments in a currency other than the card's. */
  fx: FeeRule,
  /** Amount bounds the issue and top-up forms check before asking. */
  limits: z.object({ min_issue_amount: Decimal, min_top_up: Decimal, max_top_up: Decimal }),
});
export type CardFeesType = z.infer<typeof CardFees>;

/** A crypto address that credits the MAIN card balance. */
export const SystemPayment = z.object({
  id: Id,
  network: CryptoNetwork,
  currency: CryptoCurrency,
  address: z.string().min(20).max(100),
  min_amount: Decimal,
  /** Network confirmations before the top-up is credited. */
  confirmations: z.number().int().positive(),
});
export type SystemPaymentType = z.infer<typeof SystemPayment>;

/* ---------------------------------------------------------------- card OTP */

const OtpTarget = z.object({ card_id: Id });

const CardOtpSent = z.object({
  method: TwoFactorMethod,
  /** Masked, e.g. `d***@demo.test` or `+84 ••• •• 89`; null for an authenticator app. */
  destination: z.string().nullable(),
  resend_at: Timestamp,
  expires_at: Timestamp,
});

/* ---------------------------------------------------------------- calls */

const MONEY_ERRORS = ['INSUFFICIENT_BALANCE', 'LIMIT_EXCEEDED', 'AMOUNT_TOO_LOW', 'VC_NOT_ENABLED'] as const;

/** A card state change: same shape for freeze, unfreeze and cancel. */
function cardAction<Name extends string, Action extends 'freeze' | 'unfreeze' | 'cancel'>(
  name: Name,
  action: Action,
  summary: string,
) {
  return {
    name,
    client: 'card',
    method: 'PUT',
    path: `/cards/{id}/${action}` as const,
    tag: TAG,
    idempotent: true,
    summary,
    params: IdParams,
    response: ok(Card),
  } as const;
}

export const cardCalls = [
  defineCall({
    name: 'getCardBalance',
    client: 'card',
    method: 'GET',
    path: '/users/balance',
    tag: TAG,
    roles: MANAGERS,
    summary: 'The card wallet: MAIN (available to issue and top up cards) and VC (total on cards).',
    response: ok(CardBalances),
  }),
  defineCall({
    name: 'listCardTransactions',
    client: 'card',
    method: 'GET',
    path: '/transactions',
    tag: TAG,
    roles: MANAGERS,
    summary: 'Card and card-wallet transactions, newest first; `from`/`to` bound created_at.',
    query: CardTransactionQuery,
    response: ok(numberedPage(CardTransaction)),
  }),
  defineCall({
    name: 'getCardTransaction',
    client: 'card',
    method: 'GET',
    path: '/transactions/{id}',
    tag: TAG,
    roles: MANAGERS,
    summary: 'One card transaction with its status timeline.',
    params: IdParams,
    response: ok(CardTransactionDetail),
  }),
  defineCall({
    name: 'listSystemPayments',
    client: 'card',
    method: 'GET',
    path: '/system-payments',
    tag: TAG,
    roles: MANAGERS,
    summary: 'Crypto addresses (network, currency) that top up the MAIN card balance.',
    response: ok(z.array(SystemPayment)),
  }),
  defineCall({
    name: 'listCards',
    client: 'card',
    method: 'GET',
    path: '/cards',
    tag: TAG,
    roles: MANAGERS,
    summary: "The user's cards, newest first, by status or search (name, last four digits).",
    query: PageQuery.extend({ status: CardStatus.optional(), search: SearchQuery }),
    response: ok(numberedPage(Card)),
  }),
  defineCall({
    name: 'getCardFees',
    client: 'card',
    method: 'GET',
    path: '/fees',
    tag: TAG,
    roles: MANAGERS,
    summary: 'Issue, top-up and FX fees (fixed or percent) and amount bounds, shown before any confirmation.',
    response: ok(CardFees),
  }),
  defineCall({
    name: 'issueCard',
    client: 'card',
    method: 'POST',
    path: '/cards/issue',
    tag: TAG,
    roles: MANAGERS,
    idempotencyKey: true,
    summary:
      'Issue a card loaded with `initial_amount` from the MAIN or VC balance; the issue fee is charged on top. Answers the card (PENDING) and the funding transaction.',
    body: z.object({ name: CardName, initial_amount: PositiveDecimal, funding_source: CardBalanceType }),
    response: ok(z.object({ card: Card, transaction: CardTransaction })),
    errors: [...MONEY_ERRORS, 'CARD_LIMIT_REACHED'],
  }),
  defineCall({
    name: 'getCard',
    client: 'card',
    method: 'GET',
    path: '/cards/{id}',
    tag: TAG,
    roles: MANAGERS,
    summary: 'One card with its status timeline (last four digits only).',
    params: IdParams,
    response: ok(CardDetail),
  }),
  defineCall({
    name: 'listCardOptions',
    client: 'card',
    method: 'GET',
    path: '/dropdown/cards',
    tag: TAG,
    roles: MANAGERS,
    summary: 'Every card that is not cancelled, as select options (id, name, last four digits, status).',
    response: ok(z.array(CardOption)),
  }),
  defineCall({
    name: 'topUpCard',
    client: 'card',
    method: 'POST',
    path: '/cards/{id}/top-up',
    tag: TAG,
    roles: MANAGERS,
    idempotencyKey: true,
    summary:
      'Load `amount` from the MAIN balance onto an ACTIVE card; the top-up fee is charged on top. Answers the card and the transaction.',
    params: IdParams,
    body: z.object({ amount: PositiveDecimal }),
    response: ok(z.object({ card: Card, transaction: CardTransaction })),
    errors: [...MONEY_ERRORS, 'CARD_NOT_ACTIVE'],
  }),
  defineCall({
    name: 'sendCardOtp',
    client: 'card',
    method: 'POST',
    path: '/otp/send',
    tag: TAG,
    roles: MANAGERS,
    summary:
      "Send a code (the user's 2FA method, else email) to reveal a card's details; resend after 60 s, valid 5 minutes.",
    body: OtpTarget.extend({ purpose: z.literal('card_sensitive') }),
    response: ok(CardOtpSent),
    errors: ['RATE_LIMITED', 'OTP_RESEND_TOO_SOON', 'CARD_CANCELLED'],
  }),
  defineCall({
    name: 'verifyCardOtp',
    client: 'card',
    method: 'POST',
    path: '/otp/verify',
    tag: TAG,
    roles: MANAGERS,
    summary: 'Check the card code; answers a w-token (purpose card_sensitive) for that card only.',
    body: OtpTarget.extend({ code: OtpCode }),
    response: ok(z.object({ w_token: z.string(), expires_at: Timestamp })),
    errors: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS', 'RATE_LIMITED'],
  }),
  defineCall({
    name: 'getCardSensitive',
    client: 'card',
    method: 'GET',
    path: '/cards/{id}/sensitive',
    tag: TAG,
    roles: MANAGERS,
    wToken: 'card_sensitive',
    summary:
      'Full number, CVV and expiry of a card, with the w-token of /otp/verify for it. Sent with `Cache-Control: no-store`; never logged.',
    params: IdParams,
    response: ok(CardSensitive),
    errors: ['W_TOKEN_INVALID', 'CARD_CANCELLED'],
  }),
  defineCall({
    ...cardAction('freezeCard', 'freeze', 'Freeze an ACTIVE card (a frozen one stays frozen). Answers the card.'),
    roles: MANAGERS,
    errors: ['CARD_NOT_ACTIVE'],
  }),
  defineCall({
    ...cardAction(
      'unfreezeCard',
      'unfreeze',
      'Reactivate a FROZEN card (an active one stays active). Answers the card.',
    ),
    roles: MANAGERS,
    errors: ['CARD_NOT_FROZEN'],
  }),
  defineCall({
    ...cardAction(
      'cancelCard',
      'cancel',
      'Cancel a card for good; its balance returns to MAIN (a cancelled one stays cancelled). Answers the card.',
    ),
    roles: ['DIRECTOR'],
    errors: ['CARD_HAS_PENDING_TRANSACTIONS'],
  }),
] as const;

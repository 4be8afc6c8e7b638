/**
 * Virtual cards, column for column as server/db/migrations/0050_cards.sql creates them (constraints and
 * indexes live in the SQL). See server/cards/ for the model: money on cards is ledger money.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CardBalanceType,
  CardBrand,
  CardDetailType,
  CardFailureReason,
  CardStatus,
  CardTransactionStatus,
  CardTransactionType,
  CryptoCurrency,
  CryptoNetwork,
} from '../../../src/contract/calls/card.ts';
import { users, wTokens } from './auth.ts';
import { ledgerEntries } from './ledger.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 20 });
const FEE_TYPES = ['FIXED', 'PERCENT'] as const;
const LIMIT_INTERVALS = ['DAY', 'MONTH', 'TRANSACTION'] as const;

/** A zod enum's values as the non-empty tuple drizzle's `enum` takes (a z.enum always has some). */
function values<T extends string>(schema: { readonly options: readonly T[] }): [T, ...T[]] {
  const [first, ...rest] = schema.options;
  if (first === undefined) throw new Error('an enum without values');
  return [first, ...rest];
}

export const cards = pgTable('cards', {
  id: serial('id').primaryKey(),
  /** Whose card: the director's account, which team members act on. */
  accountId: integer('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  brand: text('brand', { enum: values(CardBrand) }).notNull(),
  status: text('status', { enum: values(CardStatus) })
    .notNull()
    .default('PENDING'),
  currency: text('currency').notNull(),
  fundingSource: text('funding_source', { enum: values(CardBalanceType) }).notNull(),
  cardholderName: text('cardholder_name').notNull(),
  last4: text('last4').notNull(),
  /** AES-256-GCM sealed (server/cards/seal.ts); never leaves the server except through the reveal call. */
  panSealed: text('pan_sealed').notNull(),
  cvvSealed: text('cvv_sealed').notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  spendingLimitAmount: money('spending_limit_amount'),
  spendingLimitInterval: text('spending_limit_interval', { enum: LIMIT_INTERVALS }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type CardRow = typeof cards.$inferSelect;

export const cardTransactions = pgTable('card_transactions', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  cardId: integer('card_id').references(() => cards.id),
  code: text('code').generatedAlwaysAs(sql`('VCT' || lpad(id::text, 8, '0'))`),
  type: text('type', { enum: values(CardTransactionType) }).notNull(),
  detailType: text('detail_type', { enum: values(CardDetailType) }).notNull(),
  status: text('status', { enum: values(CardTransactionStatus) }).notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull().default('0'),
  currency: text('currency').notNull(),
  originalAmount: money('original_amount'),
  originalCurrency: text('original_currency'),
  merchantName: text('merchant_name'),
  merchantCountry: text('merchant_country'),
  /** A code of the contract (migration 0117 turned the older English texts into codes). */
  failureReason: text('failure_reason', { enum: values(CardFailureReason) }),
  /** A CARD_REFUND's payment (migration 0116); null for older refunds and every other type. */
  refundOf: integer('refund_of').references((): AnyPgColumn => cardTransactions.id),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type CardTransactionRow = typeof cardTransactions.$inferSelect;

/** The status timeline of a card or of a card transaction (exactly one of the two ids is set). */
export const cardStatusEvents = pgTable('card_status_events', {
  id: serial('id').primaryKey(),
  cardId: integer('card_id').references(() => cards.id),
  transactionId: integer('transaction_id').references(() => cardTransactions.id),
  status: text('status').notNull(),
  note: text('note'),
  at: at('at').notNull(),
});

/** The VC-wallet ledger entries that are a card's money. */
export const cardLedgerEntries = pgTable('card_ledger_entries', {
  entryId: bigint('entry_id', { mode: 'number' })
    .primaryKey()
    .references(() => ledgerEntries.id),
  cardId: integer('card_id')
    .notNull()
    .references(() => cards.id),
});

export const cardFees = pgTable('card_fees', {
  currency: text('currency').primaryKey(),
  issueFeeType: text('issue_fee_type', { enum: FEE_TYPES }).notNull(),
  issueFeeValue: money('issue_fee_value').notNull(),
  topUpFeeType: text('top_up_fee_type', { enum: FEE_TYPES }).notNull(),
  topUpFeeValue: money('top_up_fee_value').notNull(),
  fxFeeType: text('fx_fee_type', { enum: FEE_TYPES }).notNull(),
  fxFeeValue: money('fx_fee_value').notNull(),
  minIssueAmount: money('min_issue_amount').notNull(),
  minTopUp: money('min_top_up').notNull(),
  maxTopUp: money('max_top_up').notNull(),
});
export type CardFeesRow = typeof cardFees.$inferSelect;

export const systemPayments = pgTable('system_payments', {
  id: serial('id').primaryKey(),
  network: text('network', { enum: values(CryptoNetwork) }).notNull(),
  currency: text('currency', { enum: values(CryptoCurrency) }).notNull(),
  address: text('address').notNull(),
  minAmount: money('min_amount').notNull(),
  confirmations: integer('confirmations').notNull(),
});

/** The card a person last asked a reveal code for. */
export const cardOtpRequests = pgTable('card_otp_requests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cardId: integer('card_id')
    .notNull()
    .references(() => cards.id),
  sentAt: at('sent_at').notNull(),
});

/** The card a `card_sensitive` w-token may reveal. */
export const cardSensitiveGrants = pgTable('card_sensitive_grants', {
  wTokenId: uuid('w_token_id')
    .primaryKey()
    .references(() => wTokens.id, { onDelete: 'cascade' }),
  cardId: integer('card_id')
    .notNull()
    .references(() => cards.id),
});

/**
 * Virtual accounts, QR merchants and codes, VA withdrawal rates, feature flags and VA transactions, column for
 * column as server/db/migrations/0030_va.sql creates them (constraints and indexes live in the SQL).
 * server/va/ is the model: money in a VA is ledger money, a va_transactions row describes one transfer.
 */
import { boolean, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TransactionPartyType } from '../../../src/contract/calls/va.ts';
import { GENERIC_STATUSES } from '../../../src/contract/common.ts';
import { users } from './auth.ts';
import { ledgerTransfers } from './ledger.ts';
import { payments } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 38, scale: 20 });

export const VA_STATUSES = ['PENDING', 'REJECTED', 'ACTIVE', 'INACTIVE', 'RESTRICTED'] as const;
export const VA_WALLET_TYPES = ['VA_WALLET', 'QR_MERCHANT'] as const;
/** Stored QR statuses; EXPIRED is derived from expires_at when read (server/va/qr.ts). */
export const QR_STORED_STATUSES = ['PENDING', 'APPROVED'] as const;
export const FEATURE_FLAGS = ['WHITELIST_CREATEQR_FE', 'WHITELIST_SEE_REMARK'] as const;
/** INTERNAL: between a customer's own main and VA wallets (migration 0100). */
export const VA_TRANSACTION_TYPES = ['TOP_UP', 'WITHDRAWAL', 'INTERNAL'] as const;
export const VA_BALANCE_TYPES = ['MAIN', 'VA', 'QR_MERCHANT'] as const;
const FEE_TYPES = ['FIXED', 'PERCENT'] as const;

export const virtualAccounts = pgTable('virtual_accounts', {
  id: serial('id').primaryKey(),
  /** Whose VA: the director's account, which team members act on. */
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A bank of server/reference/va-banks.ts. */
  bankShortName: text('bank_short_name').notNull(),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
  /** A platform of server/reference/platforms.ts (a list in code, so no foreign key). */
  platformId: integer('platform_id'),
  status: text('status', { enum: VA_STATUSES }).notNull().default('PENDING'),
  statusReason: text('status_reason'),
  walletType: text('wallet_type', { enum: VA_WALLET_TYPES }).notNull().default('VA_WALLET'),
  currency: text('currency').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

export const vaStatusHistory = pgTable('va_status_history', {
  id: serial('id').primaryKey(),
  virtualAccountId: integer('virtual_account_id')
    .notNull()
    .references(() => virtualAccounts.id, { onDelete: 'cascade' }),
  status: text('status', { enum: VA_STATUSES }).notNull(),
  note: text('note'),
  at: at('at').notNull(),
});

export const qrMerchants = pgTable('qr_merchants', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Its VA, whose wallet type is QR_MERCHANT. */
  virtualAccountId: integer('virtual_account_id')
    .notNull()
    .unique()
    .references(() => virtualAccounts.id),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type QrMerchantRow = typeof qrMerchants.$inferSelect;

export const qrCodes = pgTable('qr_codes', {
  id: serial('id').primaryKey(),
  qrMerchantId: integer('qr_merchant_id')
    .notNull()
    .references(() => qrMerchants.id),
  /** The EMVCo (VietQR) string (server/va/qr-payload.ts). */
  payload: text('payload').notNull().unique(),
  /** Null when the payer chooses the amount. */
  amount: money('amount'),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: QR_STORED_STATUSES }).notNull().default('PENDING'),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  paidAt: at('paid_at'),
});
export type QrCodeRow = typeof qrCodes.$inferSelect;

export const vaRangesOfRate = pgTable('va_ranges_of_rate', {
  id: serial('id').primaryKey(),
  currency: text('currency').notNull(),
  min: money('min').notNull(),
  /** Null: no upper bound. */
  max: money('max'),
  rate: money('rate').notNull(),
  receivedCurrency: text('received_currency').notNull(),
  feeType: text('fee_type', { enum: FEE_TYPES }).notNull(),
  feeValue: money('fee_value').notNull(),
  /** Set exactly when fee_type is FIXED. */
  feeCurrency: text('fee_currency'),
  active: boolean('active').notNull().default(true),
});
export type VaRangeOfRateRow = typeof vaRangesOfRate.$inferSelect;

export const featureFlags = pgTable(
  'feature_flags',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flag: text('flag', { enum: FEATURE_FLAGS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.flag] })],
);

export const vaTransactions = pgTable('va_transactions', {
  id: serial('id').primaryKey(),
  /** Shown to people, e.g. VAW-20261122-000123 / VAT-… / QRP-…. */
  code: text('code').notNull().unique(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type', { enum: VA_TRANSACTION_TYPES }).notNull(),
  status: text('status', { enum: GENERIC_STATUSES }).notNull(),
  balanceType: text('balance_type', { enum: VA_BALANCE_TYPES }).notNull(),
  amount: money('amount').notNull(),
  fee: money('fee').notNull().default('0'),
  rate: money('rate').notNull().default('1'),
  /** (amount − fee) × rate, in received_currency. */
  amountReceived: money('amount_received').notNull(),
  currency: text('currency').notNull(),
  receivedCurrency: text('received_currency').notNull(),
  source: jsonb('source').$type<TransactionPartyType>().notNull(),
  destination: jsonb('destination').$type<TransactionPartyType>().notNull(),
  virtualAccountId: integer('virtual_account_id').references(() => virtualAccounts.id),
  qrCodeId: integer('qr_code_id').references(() => qrCodes.id),
  paymentId: integer('payment_id').references(() => payments.id),
  rangeOfRateId: integer('range_of_rate_id').references(() => vaRangesOfRate.id),
  /** The ledger transfer whose postings are this movement's money. */
  transferId: integer('transfer_id').references(() => ledgerTransfers.id),
  remark: text('remark'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type VaTransactionRow = typeof vaTransactions.$inferSelect;

export const vaTransactionHistory = pgTable('va_transaction_history', {
  id: serial('id').primaryKey(),
  transactionId: integer('transaction_id')
    .notNull()
    .references(() => vaTransactions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: GENERIC_STATUSES }).notNull(),
  note: text('note'),
  at: at('at').notNull(),
});

/**
 * The ledger's tables, column for column as server/db/migrations/0001_ledger.sql creates them (constraints,
 * indexes and triggers live in the SQL; tests/server/db/schema.test.ts proves the columns agree).
 * See server/ledger/README.md for the model.
 */
import { bigint, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Wallet kinds a user holds (SPEC balance types, plus the card balance VC). */
export const WALLET_KINDS = ['MAIN', 'VA', 'QR_MERCHANT', 'VC'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
/** HOLD: a wallet's sub-account for money reserved by pending withdrawals; SYSTEM: accounts nobody owns. */
export const ACCOUNT_KINDS = [...WALLET_KINDS, 'HOLD', 'SYSTEM'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const SYSTEM_ACCOUNTS = ['provider_clearing', 'fees_revenue', 'card_issuer'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];
export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/**
 * What a journal did: TOP_UP credits a wallet from outside, HOLD reserves wallet money, RELEASE gives it
 * back, SETTLE pays held money out (or to another wallet), TRANSFER moves money directly, ADJUSTMENT is an
 * operator correction.
 */
export const JOURNAL_KINDS = ['TOP_UP', 'HOLD', 'RELEASE', 'SETTLE', 'TRANSFER', 'ADJUSTMENT'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export const TRANSFER_KINDS = ['TOP_UP', 'WITHDRAWAL', 'INTERNAL'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const TRANSFER_STATUSES = ['PENDING', 'WAITING', 'PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The user (null for SYSTEM accounts). */
  ownerId: integer('owner_id'),
  kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
  /** A HOLD account's wallet. */
  parentId: integer('parent_id'),
  /** A SYSTEM account's name. */
  code: text('code', { enum: SYSTEM_ACCOUNTS }),
  currency: text('currency').notNull(),
  status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('ACTIVE'),
  createdAt: createdAt(),
});

export const ledgerJournals = pgTable('ledger_journals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: JOURNAL_KINDS }).notNull(),
  /** The transfer whose step this is, if any. */
  transferId: integer('transfer_id'),
  /** Free reference of the caller (card id, operator note id…). */
  reference: text('reference'),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  journalId: integer('journal_id').notNull(),
  accountId: integer('account_id').notNull(),
  /** Copied from the account (a composite foreign key keeps it equal) so balancing per currency is one query. */
  currency: text('currency').notNull(),
  /** Signed: positive credits the account, negative debits it. */
  amount: numeric('amount', { precision: 38, scale: 20 }).notNull(),
});

/** A money movement's life (pending → waiting/process → approved, or rejected/cancelled); money moves only in journals. */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
  status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('PENDING'),
  /** The wallet credited by a top-up, or debited by a withdrawal or internal transfer. */
  accountId: integer('account_id').notNull(),
  /** The wallet an internal transfer credits. */
  counterAccountId: integer('counter_account_id'),
  /** Gross amount: what the wallet gives (withdrawal, internal) or what arrives for it (top-up). */
  amount: numeric('amount', { precision: 38, scale: 20 }).notNull(),
  /** Part of `amount` that goes to fees_revenue on approval. */
  fee: numeric('fee', { precision: 38, scale: 20 }).notNull().default('0'),
  currency: text('currency').notNull(),
  /** Transfer method or provider code (the breakdown key of the Wallet's amounts). */
  source: text('source').notNull(),
  reference: text('reference'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Top-up intents and invoices, column for column as server/db/migrations/0100_money_in.sql creates them
 * (constraints and indexes live in the SQL). server/top-ups/ and server/invoices/ are the model.
 */
import { date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReceivingAccountType } from '../../../src/contract/calls/top-ups.ts';
import { users } from './auth.ts';
import { vaTransactions, virtualAccounts } from './va.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const TOP_UP_KINDS = ['BANK_TRANSFER', 'QR'] as const;
/** Stored invoice statuses; EXPIRED is derived from expires_at when read (server/invoices/status.ts). */
export const INVOICE_STORED_STATUSES = ['WAITING', 'PAID', 'CANCELLED'] as const;

export const topUpIntents = pgTable('top_up_intents', {
  /** The TOP_UP transaction (and through it the ledger transfer) this intent asks the payer to fund. */
  transactionId: integer('transaction_id')
    .primaryKey()
    .references(() => vaTransactions.id, { onDelete: 'cascade' }),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  kind: text('kind', { enum: TOP_UP_KINDS }).notNull(),
  reference: text('reference').notNull().unique(),
  receivingAccount: jsonb('receiving_account').$type<ReceivingAccountType>().notNull(),
  qrPayload: text('qr_payload'),
  expiresAt: at('expires_at').notNull(),
  paidAt: at('paid_at'),
});
export type TopUpIntentRow = typeof topUpIntents.$inferSelect;

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  /** Shown to people, e.g. INV-20261122-000123. */
  code: text('code').notNull().unique(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  virtualAccountId: integer('virtual_account_id')
    .notNull()
    .references(() => virtualAccounts.id),
  reference: text('reference').notNull().unique(),
  status: text('status', { enum: INVOICE_STORED_STATUSES }).notNull().default('WAITING'),
  amount: numeric('amount', { precision: 38, scale: 20 }).notNull(),
  currency: text('currency').notNull(),
  payerName: text('payer_name').notNull(),
  payerEmail: text('payer_email').notNull(),
  note: text('note'),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  /** The end of due_date in Vietnam (UTC+7). */
  expiresAt: at('expires_at').notNull(),
  qrPayload: text('qr_payload').notNull(),
  /** The VA transaction of the payment that paid it. */
  transactionId: integer('transaction_id')
    .unique()
    .references(() => vaTransactions.id),
  paidAt: at('paid_at'),
  cancelledAt: at('cancelled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type InvoiceRow = typeof invoices.$inferSelect;

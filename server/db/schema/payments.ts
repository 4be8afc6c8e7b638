/**
 * Saved payment methods and the simulated bank-account directory, column for column as
 * server/db/migrations/0020_payments.sql creates them (constraints and partial indexes live in the SQL).
 */
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PROVIDER_VALUES } from '../../../src/contract/calls/reference.ts';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PAYMENT_TYPES = ['BANK', 'E_WALLET'] as const;
export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  /** Whose method it is: the director's account, which team members act on. */
  accountId: integer('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
  currency: text('currency').notNull(),
  /** A provider value of SPEC section 3: `bank` for bank accounts. */
  provider: text('provider', { enum: PROVIDER_VALUES }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The holder's name; for a bank account, as the bank holds it. */
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number'),
  email: text('email'),
  bankBin: text('bank_bin'),
  bankName: text('bank_name'),
  rejectedReason: text('rejected_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** Set when the owner removes it; the row stays for the withdrawals that paid out to it. */
  removedAt: at('removed_at'),
});

export type PaymentRow = typeof payments.$inferSelect;

export const bankAccountDirectory = pgTable(
  'bank_account_directory',
  {
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bankBin, table.accountNumber] })],
);

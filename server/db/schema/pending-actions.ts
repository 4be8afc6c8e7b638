/** Pending actions, column for column as server/db/migrations/0060_pending_actions.sql creates them. */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An operator's text in both languages. */
export interface BilingualText {
  readonly en: string;
  readonly vi: string;
}

export const PENDING_ACTION_KINDS = ['INFORMATION', 'DOCUMENT', 'CONFIRMATION'] as const;
export const REQUEST_STATUSES = ['pending', 'completed', 'cancel'] as const;
export const REFERENCE_TYPES = ['TRANSACTION', 'VIRTUAL_ACCOUNT', 'PAYMENT', 'KYC', 'KYB', 'CARD'] as const;

export const pendingActions = pgTable('pending_actions', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: PENDING_ACTION_KINDS }).notNull(),
  requestStatus: text('request_status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
  title: jsonb('title').$type<BilingualText>().notNull(),
  description: jsonb('description').$type<BilingualText>().notNull(),
  referenceType: text('reference_type', { enum: REFERENCE_TYPES }),
  referenceId: integer('reference_id'),
  dueAt: at('due_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  completedAt: at('completed_at'),
  answerMessage: text('answer_message'),
  answerDocumentIds: integer('answer_document_ids').array().notNull().default([]),
  answerConfirmed: boolean('answer_confirmed'),
  answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  answeredAt: at('answered_at'),
});
export type PendingActionRow = typeof pendingActions.$inferSelect;

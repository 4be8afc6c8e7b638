/**
 * API keys, webhook endpoints and their deliveries, column for column as server/db/migrations/0070_developers.sql
 * and 0121_developer_scopes_deliveries.sql create them.
 */
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiKeyScopeType, WebhookType } from '../../../src/contract/calls/developers.ts';
import { users } from './auth.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const owner = () =>
  integer('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  accountId: owner(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  scopes: text('scopes').array().$type<ApiKeyScopeType[]>().notNull().default([]),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastUsedAt: at('last_used_at'),
  expiresAt: at('expires_at'),
  revokedAt: at('revoked_at'),
});
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  accountId: owner(),
  url: text('url').notNull(),
  description: text('description'),
  events: text('events').array().$type<WebhookType['events']>().notNull(),
  status: text('status', { enum: ['ACTIVE', 'DISABLED'] })
    .notNull()
    .default('ACTIVE'),
  secretSealed: text('secret_sealed').notNull(),
  secretPrefix: text('secret_prefix').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  deletedAt: at('deleted_at'),
  lastDeliveryAt: at('last_delivery_at'),
  lastDeliveryStatusCode: integer('last_delivery_status_code'),
  lastDeliverySucceeded: boolean('last_delivery_succeeded'),
});
export type WebhookRow = typeof webhooks.$inferSelect;

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: serial('id').primaryKey(),
  webhookId: integer('webhook_id')
    .notNull()
    .references(() => webhooks.id, { onDelete: 'cascade' }),
  eventId: text('event_id').notNull(),
  event: text('event').$type<WebhookType['events'][number]>().notNull(),
  body: text('body').notNull(),
  attempt: integer('attempt').notNull(),
  succeeded: boolean('succeeded').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
  createdAt: at('created_at').notNull(),
  nextRetryAt: at('next_retry_at'),
});
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Notifications (migration 0040_notifications.sql) and the choices of what to hear about (0112). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NotificationTopic, type NotificationTopicType } from '../../../src/contract/calls/notifications.ts';
import { users } from './auth.ts';

const TOPICS = NotificationTopic.options as [NotificationTopicType, ...NotificationTopicType[]];
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationGroup: text('notification_group', { enum: ['important', 'system'] }).notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link'),
    notificationStatus: text('notification_status', { enum: ['CREATED', 'SENT', 'DELIVERED', 'READ', 'FAILED'] })
      .notNull()
      .default('DELIVERED'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('notifications_user_group').on(table.userId, table.notificationGroup, table.id.desc())],
);

/** A person's choice for one topic; a topic without a row is on for both channels. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: TOPICS }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topic] })],
);

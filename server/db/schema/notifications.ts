/** Notifications (migration 0040_notifications.sql). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

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

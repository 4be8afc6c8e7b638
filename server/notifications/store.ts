/**
 * Reading, creating and marking notifications; the text is rendered in the reader's language. `notify`
 * delivers as the person chose (./preferences.ts): in the app (a row and a live event), by email (a message in
 * the outbox, in their language), both or neither.
 */
import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { NOTIFICATION_TOPIC_OF, type NotificationType } from '../../src/contract/calls/notifications.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { EventBus } from '../api/bus.ts';
import { sendMessage } from '../auth/outbox.ts';
import { findUserById } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { ApiError } from '../errors/api-error.ts';
import { preferenceFor } from './preferences.ts';
import { notificationText } from './texts.ts';

type Row = typeof notifications.$inferSelect;
type Group = Row['notificationGroup'];
type Kind = NotificationType['kind'];

/** The topic a person's live stream listens on. */
export function userTopic(userId: number): string {
  return `user:${userId}`;
}

export function toNotification(row: Row, lang: Locale): NotificationType {
  const kind = row.kind as Kind;
  return {
    id: row.id,
    notification_group: row.notificationGroup,
    kind,
    ...notificationText(kind, row.params, lang),
    notification_status: row.notificationStatus,
    read_at: row.readAt?.toISOString() ?? null,
    link: row.link,
    params: row.params,
    created_at: row.createdAt.toISOString(),
  };
}

export async function unreadCounts(db: Executor, userId: number): Promise<Record<Group, number>> {
  const rows = await db
    .select({ group: notifications.notificationGroup, total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), ne(notifications.notificationStatus, 'READ')))
    .groupBy(notifications.notificationGroup);
  const counts = { important: 0, system: 0 };
  for (const row of rows) counts[row.group] = row.total;
  return counts;
}

export interface ListQuery {
  readonly group: Group;
  readonly status?: 'read' | 'unread' | undefined;
  /** The id the previous page ended at: newer ids were already shown. */
  readonly cursor?: number | undefined;
  readonly page: number;
  readonly limit: number;
}

/** Newest first; one row more than asked tells whether another page follows. */
export async function listNotifications(
  db: Executor,
  userId: number,
  query: ListQuery,
): Promise<{ rows: Row[]; next: string | null }> {
  const before = query.cursor ?? null;
  const conditions = [eq(notifications.userId, userId), eq(notifications.notificationGroup, query.group)];
  if (before !== null) conditions.push(lt(notifications.id, before));
  if (query.status === 'read') conditions.push(eq(notifications.notificationStatus, 'READ'));
  if (query.status === 'unread') conditions.push(ne(notifications.notificationStatus, 'READ'));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1)
    .offset(before === null ? (query.page - 1) * query.limit : 0);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { rows: page, next: more ? String(page.at(-1)?.id) : null };
}

export async function markRead(db: Executor, userId: number, id: number, now: Date): Promise<Row> {
  const [row] = await db
    .update(notifications)
    // Reading twice keeps the first read time.
    .set({
      notificationStatus: 'READ',
      readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

export async function markAllRead(db: Executor, userId: number, group: Group, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ notificationStatus: 'READ', readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.notificationGroup, group),
        ne(notifications.notificationStatus, 'READ'),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export interface NewNotification {
  readonly userId: number;
  readonly group: Group;
  readonly kind: Kind;
  readonly params?: Record<string, string>;
  readonly link?: string | null;
  readonly at?: Date;
}

/**
 * Store a notification as it is, whatever the person chose (the demo's history, tests), and push it to their
 * live streams (they render it in their language).
 */
export async function storeNotification(db: Executor, bus: EventBus | null, note: NewNotification): Promise<Row> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: note.userId,
      notificationGroup: note.group,
      kind: note.kind,
      params: note.params ?? {},
      link: note.link ?? null,
      ...(note.at ? { createdAt: note.at } : {}),
    })
    .returning();
  if (row === undefined) throw new Error('Notification insert returned no row');
  await bus?.publish(userTopic(note.userId), { type: 'notification.created', id: row.id });
  return row;
}

/** The notification as an email in the person's language, to their address (nothing for a missing person). */
async function mailNotification(db: Executor, note: NewNotification): Promise<void> {
  const person = await findUserById(db, note.userId);
  if (person === undefined) return;
  const { title, body } = notificationText(note.kind, note.params ?? {}, person.language);
  await sendMessage(db, { to: person.email, channel: 'email', subject: title, body }, note.at ?? new Date());
}

/**
 * Tell the person as they chose for the kind's topic: the stored notification when it goes in the app, else
 * null; an email besides when they asked for one.
 */
export async function notify(db: Executor, bus: EventBus | null, note: NewNotification): Promise<Row | null> {
  const chosen = await preferenceFor(db, note.userId, NOTIFICATION_TOPIC_OF[note.kind]);
  const row = chosen.in_app ? await storeNotification(db, bus, note) : null;
  if (chosen.email) await mailNotification(db, note);
  return row;
}

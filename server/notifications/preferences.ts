/**
 * What each person chooses to hear about (GET/PUT /notification-preferences): per topic of
 * NOTIFICATION_TOPIC_OF, in the app and by email. A topic never chosen is on for both; SECURITY stays on in
 * the app (LOCKED_IN_APP_TOPICS, also a CHECK of migration 0112). Choices belong to the person (user id),
 * like their notifications: a team member chooses for what is sent to them, the director for the account's.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  LOCKED_IN_APP_TOPICS,
  type NotificationPreferenceType,
  NotificationTopic,
  type NotificationTopicType,
} from '../../src/contract/calls/notifications.ts';
import type { FieldMessageKey } from '../../src/contract/field-errors.ts';
import type { Executor } from '../db/client.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';
import { ApiError } from '../errors/api-error.ts';

const DEFAULT = { in_app: true, email: true } as const;

/** Every topic in NotificationTopic's order, with the person's choice or the default. */
export async function preferencesOf(db: Executor, userId: number): Promise<NotificationPreferenceType[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.topic, { in_app: row.inApp, email: row.email }]));
  return NotificationTopic.options.map((topic) => ({ topic, ...(chosen.get(topic) ?? DEFAULT) }));
}

/** The person's choice for one topic. */
export async function preferenceFor(
  db: Executor,
  userId: number,
  topic: NotificationTopicType,
): Promise<Pick<NotificationPreferenceType, 'in_app' | 'email'>> {
  const [row] = await db
    .select({ in_app: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.topic, topic)));
  return row ?? DEFAULT;
}

/** A locked topic turned off in the app is refused beside that item (422), before anything is stored. */
function assertAllowed(preferences: readonly NotificationPreferenceType[]): void {
  const fields: Record<string, FieldMessageKey[]> = {};
  preferences.forEach((preference, index) => {
    if (LOCKED_IN_APP_TOPICS.includes(preference.topic) && !preference.in_app) {
      fields[`preferences.${index}.in_app`] = ['topic_in_app_required'];
    }
  });
  if (Object.keys(fields).length > 0) throw new ApiError('VALIDATION_FAILED', { fields });
}

/** Store the choices of the topics sent (the others keep theirs); answers every topic. */
export async function updatePreferences(
  db: Executor,
  userId: number,
  preferences: readonly NotificationPreferenceType[],
  now: Date,
): Promise<NotificationPreferenceType[]> {
  assertAllowed(preferences);
  await db
    .insert(notificationPreferences)
    .values(
      preferences.map((preference) => ({
        userId,
        topic: preference.topic,
        inApp: preference.in_app,
        email: preference.email,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return preferencesOf(db, userId);
}

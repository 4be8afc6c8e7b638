/**
 * Handlers of the notification calls (src/contract/calls/notifications.ts), for the person signed in: their
 * notifications and their choices of what to hear about.
 */
import { preferencesOf, updatePreferences } from '../../notifications/preferences.ts';
import { listNotifications, markAllRead, markRead, toNotification, unreadCounts } from '../../notifications/store.ts';
import { callNamed, handle } from '../handler.ts';

export const notificationsHandlers = [
  handle(callNamed('listNotifications'), async ({ db, user, query, lang }) => {
    const { rows, next } = await listNotifications(db, user.id, {
      group: query.notification_group,
      status: query.notification_status,
      cursor: query.cursor,
      page: query.page,
      limit: query.limit,
    });
    return {
      status: true,
      data: {
        items: rows.map((row) => toNotification(row, lang)),
        next_page: next,
        unread: await unreadCounts(db, user.id),
      },
    };
  }),

  handle(callNamed('readNotification'), async ({ db, user, params, lang, now }) => {
    const row = await markRead(db, user.id, params.id, now);
    return { status: true, data: { notification: toNotification(row, lang), unread: await unreadCounts(db, user.id) } };
  }),

  handle(callNamed('readAllNotifications'), async ({ db, user, body, now }) => {
    const updated = await markAllRead(db, user.id, body.notification_group, now);
    return { status: true, data: { updated, unread: await unreadCounts(db, user.id) } };
  }),

  handle(callNamed('getNotificationPreferences'), async ({ db, user }) => ({
    status: true,
    data: await preferencesOf(db, user.id),
  })),

  handle(callNamed('updateNotificationPreferences'), async ({ db, user, body, now }) => ({
    status: true,
    data: await updatePreferences(db, user.id, body.preferences, now),
  })),
];

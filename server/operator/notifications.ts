/**
 * The operator notifies a person (POST /admin/users/{id}/notifications): a campaign or a notice, told as the person
 * chose for the kind's topic (server/notifications/store.ts `notify`), so it reaches their open apps live.
 */
import type { NotificationType } from '../../src/contract/calls/notifications.ts';
import type { EventBus } from '../api/bus.ts';
import { findUserById } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors/api-error.ts';
import { notify, toNotification } from '../notifications/store.ts';

export interface PushedNotification {
  readonly notification_group: NotificationType['notification_group'];
  readonly kind: NotificationType['kind'];
  readonly params?: Readonly<Record<string, string | undefined>> | undefined;
  readonly link?: string | null | undefined;
}

/** The stored notification in English (the operator's language), or null when the person turned its topic off. */
export async function pushNotification(
  db: Database,
  bus: EventBus | null,
  userId: number,
  note: PushedNotification,
): Promise<NotificationType | null> {
  if ((await findUserById(db, userId)) === undefined) throw new ApiError('NOT_FOUND');
  const row = await notify(db, bus, {
    userId,
    group: note.notification_group,
    kind: note.kind,
    params: Object.fromEntries(
      Object.entries(note.params ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    link: note.link ?? null,
  });
  return row === null ? null : toNotification(row, 'en');
}

/**
 * Unread notifications per group (SPEC section 3: important, system), for the bell's badge and anything that
 * counts them. Every notifications answer carries both counts (`unread`): whoever loads or reads notifications
 * hands them here (`setUnreadCounts`); `loadUnreadCounts()` asks on its own with the smallest list; a notification
 * pushed live (`countArrived`, wired to the live stream by the session bootstrap — the badge that reads this store
 * is in every page's first load, the stream is not) adds one to its group. Emptied on local logout.
 */
import { atom, computed } from 'nanostores';
import type { NotificationType } from '../contract/calls/notifications.ts';
import type { ApiFailure } from '../lib/http/errors.ts';
import { api } from './api.ts';
import { onReset } from './reset.ts';

export interface UnreadCounts {
  readonly important: number;
  readonly system: number;
}

/** Null until a notifications answer arrived. */
export const $unreadCounts = atom<UnreadCounts | null>(null);

/** Both groups together; null until known. */
export const $unreadTotal = computed($unreadCounts, (counts) => (counts ? counts.important + counts.system : null));

/** Take the counts of a notifications answer (a list, a read, a read-all). */
export function setUnreadCounts(counts: UnreadCounts): void {
  $unreadCounts.set({ important: counts.important, system: counts.system });
}

/** Ask the server (one notification of one group: the answer counts both); resolves to the failure, if any. */
export async function loadUnreadCounts(): Promise<ApiFailure | null> {
  const answer = await api.listNotifications({ query: { notification_group: 'important', limit: 1 } });
  if (answer.status === false) return answer;
  setUnreadCounts(answer.data.unread);
  return null;
}

/** A notification that just arrived: one more unread in its group, once the counts are known. */
export function countArrived(notification: Pick<NotificationType, 'notification_group' | 'notification_status'>): void {
  const counts = $unreadCounts.get();
  if (counts === null || notification.notification_status === 'READ') return;
  const group = notification.notification_group;
  $unreadCounts.set({ ...counts, [group]: counts[group] + 1 });
}

onReset(() => $unreadCounts.set(null));

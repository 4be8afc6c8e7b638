/**
 * The notifications slide-over's state: one cursor list per group (the kit list store, `next_page` as the cursor,
 * pages appended as the person scrolls), kept while the page lives so closing and opening again shows the same rows;
 * a notification pushed live goes to the top of its group's list unless its id is already there (SPEC section 4: a
 * stream that came back replays what it missed); mark one read or a whole group, the badge following the server's
 * counts. Loaded with the panel, never in a page's first load.
 */
import type { NotificationType } from '../../contract/calls/notifications.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { listNotifications as rules } from '../../lib/http/query-rules/listNotifications.generated.ts';
import { api } from '../../stores/api.ts';
import { createListStore, type ListStore } from '../../stores/kit/list.ts';
import { browserPage, type PageEnv } from '../../stores/kit/page-env.ts';
import { type LiveEvent, onLiveEvent } from '../../stores/live.ts';
import { setUnreadCounts } from '../../stores/notification-counts.ts';
import { onReset } from '../../stores/reset.ts';
import { isUnread } from './kinds.ts';

export type Group = NotificationType['notification_group'];
export const GROUPS: readonly Group[] = ['important', 'system'];

/** Rows per page: a phone's screen and a half, so the first scroll already has the next page coming. */
export const PAGE_SIZE = 20;

/** The panel lies over whatever page is open: its lists never read or write that page's address, nor follow Back. */
export const panelPage: PageEnv = {
  ...browserPage,
  search: () => '',
  writeSearch: () => undefined,
  on: (event, listener) => (event === 'popstate' ? () => undefined : browserPage.on(event, listener)),
};

function groupList(group: Group): ListStore<'listNotifications'> {
  return createListStore('listNotifications', rules, {
    filters: [],
    fixed: { notification_group: group },
    pages: 'cursor',
    pageSize: PAGE_SIZE,
    env: panelPage,
  });
}

export const LISTS: Readonly<Record<Group, ListStore<'listNotifications'>>> = {
  important: groupList('important'),
  system: groupList('system'),
};

const started = new Set<Group>();
// The lists empty themselves on local logout (the kit list store); the next person's panel loads afresh.
onReset(() => started.clear());

/** Load a group's first page the first time it is shown; later calls keep what is loaded. */
export function showGroup(group: Group): void {
  if (started.has(group)) return;
  started.add(group);
  LISTS[group].start();
}

/** A notification that arrived: at the top of its group's list, unless the list already has it. */
export function addArrived(notification: NotificationType): void {
  LISTS[notification.notification_group].updateItems((items) =>
    items.some((item) => item.id === notification.id) ? items : [notification, ...items],
  );
}

function hear(event: LiveEvent): void {
  if (event.type === 'notification.created') addArrived(event.data);
  // The stream replays a bounded number of missed notifications: a list shown before a long sleep is read again.
  else if (event.type === 'live.reconnected') for (const group of started) LISTS[group].revalidate();
}

let following = false;

/** Follow the live stream (once per page, for the page's life; the session bootstrap opened it). */
export function followLive(): void {
  if (following) return;
  following = true;
  onLiveEvent(hear);
}

/** Mark one notification read; the row and the badge take the server's answer. */
export async function markRead(notification: NotificationType): Promise<ApiFailure | null> {
  const answer = await api.readNotification({ params: { id: notification.id } });
  if (answer.status === false) return answer;
  const { notification: read, unread } = answer.data;
  setUnreadCounts(unread);
  LISTS[read.notification_group].updateItems((items) => items.map((item) => (item.id === read.id ? read : item)));
  return null;
}

/** Mark every notification of a group read (those not loaded yet too: the server reads them all). */
export async function markGroupRead(group: Group, now = new Date()): Promise<ApiFailure | null> {
  const answer = await api.readAllNotifications({ body: { notification_group: group } });
  if (answer.status === false) return answer;
  setUnreadCounts(answer.data.unread);
  const readAt = now.toISOString();
  LISTS[group].updateItems((items) =>
    items.map((item) => (isUnread(item) ? { ...item, notification_status: 'READ', read_at: readAt } : item)),
  );
  return null;
}

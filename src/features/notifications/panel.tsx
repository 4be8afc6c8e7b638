/**
 * The notifications slide-over: the two groups of SPEC section 3 as tabs with their unread counts, each a list that
 * loads its next page as its end scrolls into view; a row says what happened (the server's words in the reader's
 * language), when, whether it is read, and opens what it is about (reading it on the way); one row or the whole
 * group can be marked read. Loaded on the first hover, focus or press of the bell (./bell.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { NotificationType } from '../../contract/calls/notifications.ts';
import { fromNow } from '../../lib/dates.ts';
import { failureText } from '../../lib/failure-text.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { $unreadCounts } from '../../stores/notification-counts.ts';
import { addToast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SlideOver } from '../../ui/slide-over.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { TONE_SOFT } from '../../ui/tones.ts';
import { isUnread, KIND_LOOK, notificationTarget } from './kinds.ts';
import { followLive, GROUPS, type Group, LISTS, markGroupRead, markRead, showGroup } from './panel-store.ts';

/** How long opening a notification waits for its read to be saved before leaving the page anyway. */
const READ_BEFORE_LEAVING_MS = 1500;

const GROUP_LABEL: Readonly<Record<Group, () => string>> = {
  important: m.notif_group_important,
  system: m.notif_group_system,
};

function sayFailure(failure: ApiFailure | null): void {
  if (failure !== null) addToast({ title: m.notif_read_failed(), description: failureText(failure), color: 'danger' });
}

function Row({ notification }: { notification: NotificationType }) {
  const look = KIND_LOOK[notification.kind];
  const unread = isUnread(notification);
  const [busy, setBusy] = useState(false);
  const target = notificationTarget(notification);

  async function read(): Promise<void> {
    setBusy(true);
    sayFailure(await markRead(notification));
    setBusy(false);
  }

  async function openIt(event: React.MouseEvent<HTMLAnchorElement>): Promise<void> {
    if (!unread || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    await Promise.race([markRead(notification), new Promise((done) => setTimeout(done, READ_BEFORE_LEAVING_MS))]);
    location.assign(target);
  }

  return (
    <li
      className={`flex gap-3 rounded-xl p-3 ${unread ? 'bg-surface-2' : ''}`}
      data-testid="notification"
      data-id={notification.id}
      data-unread={unread}
    >
      <span
        className={`grid h-9 w-9 shrink-0 place-items-center rounded-full ${TONE_SOFT[look.tone]}`}
        aria-hidden="true"
      >
        <span className={`${look.icon} text-lg`} />
      </span>
      <div className="min-w-0 flex-1">
        <a
          href={target}
          onClick={openIt}
          className="font-semibold leading-snug underline-offset-2 hover:underline focus-ring rounded"
        >
          {notification.title}
        </a>
        <p className="mt-0.5 text-sm text-muted break-words">{notification.body}</p>
        <p className="mt-1 flex items-center gap-2 text-xs text-muted">
          {unread ? <span className="h-2 w-2 rounded-full bg-primary" aria-hidden="true" /> : null}
          {unread ? <span className="font-semibold text-fg">{m.notif_unread()}</span> : null}
          <time dateTime={notification.created_at}>{fromNow(notification.created_at, getLocale())}</time>
        </p>
      </div>
      {unread ? (
        <Button
          variant="ghost"
          size="sm"
          icon="i-lucide-check"
          loading={busy}
          aria-label={m.notif_mark_read({ title: notification.title })}
          onClick={() => void read()}
        />
      ) : null}
    </li>
  );
}

/** Asks for the next page when the list's end comes within a screen of view. */
function useNextPageOnScroll(group: Group, more: boolean) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = end.current;
    if (!more || node === null) return undefined;
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) LISTS[group].loadMore();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    watch.observe(node);
    return () => watch.disconnect();
  }, [group, more]);
  return end;
}

function GroupList({ group }: { group: Group }) {
  const list = LISTS[group];
  const state = useStore(list.$state);
  const unread = useStore($unreadCounts)?.[group] ?? null;
  const [reading, setReading] = useState(false);
  const end = useNextPageOnScroll(group, state.hasMore && !state.loadingMore && state.failure === null);

  async function readAll(): Promise<void> {
    setReading(true);
    sayFailure(await markGroupRead(group));
    setReading(false);
  }

  const failed = state.status === 'error' || state.status === 'offline';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {unread === null ? null : m.notif_unread_count({ count: String(unread) })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon="i-lucide-check-check"
          loading={reading}
          disabled={!unread}
          onClick={() => void readAll()}
        >
          {m.notif_mark_all_read()}
        </Button>
      </div>
      {failed && state.items.length === 0 ? (
        <FailureAlert
          offline={state.status === 'offline'}
          failure={state.failure}
          title={m.notif_load_failed()}
          offlineText={m.notif_offline()}
          onRetry={list.retry}
        />
      ) : null}
      {state.status === 'loading' && state.items.length === 0 ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Spinner label={m.notif_loading()} />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : null}
      {state.status === 'empty' ? (
        <p className="py-10 text-center text-sm text-muted">
          <span className="i-lucide-bell-off mb-2 block text-3xl mx-auto" aria-hidden="true" />
          {m.notif_empty()}
        </p>
      ) : null}
      {state.items.length > 0 ? (
        <ul className="flex flex-col gap-1" aria-label={GROUP_LABEL[group]()}>
          {state.items.map((notification) => (
            <Row key={notification.id} notification={notification} />
          ))}
        </ul>
      ) : null}
      {failed && state.items.length > 0 ? (
        <FailureAlert
          offline={state.status === 'offline'}
          failure={state.failure}
          title={m.notif_more_failed()}
          offlineText={m.notif_offline()}
          onRetry={list.retry}
        />
      ) : null}
      {state.loadingMore ? <Spinner label={m.notif_loading_more()} /> : null}
      <div ref={end} data-testid="notifications-end" className="h-px" />
    </div>
  );
}

export default function NotificationPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [group, setGroup] = useState<Group>('important');
  const counts = useStore($unreadCounts);
  useEffect(followLive, []);
  useEffect(() => {
    if (open) showGroup(group);
  }, [open, group]);
  return (
    <SlideOver open={open} onClose={onClose} title={m.notif_bell()}>
      <Tabs
        label={m.notif_groups()}
        value={group}
        onChange={(id) => setGroup(id as Group)}
        items={GROUPS.map((id) => {
          const count = counts?.[id] ?? 0;
          return {
            id,
            label:
              count > 0
                ? m.notif_group_with_count({ group: GROUP_LABEL[id](), count: String(count) })
                : GROUP_LABEL[id](),
            content: <GroupList group={id} />,
          };
        })}
      />
    </SlideOver>
  );
}

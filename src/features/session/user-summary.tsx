/**
 * The navigation's account summary: the signed-in user's name, tier and unread notifications. The prerendered
 * HTML holds a placeholder of the same size (nothing shifts); the name comes with the client guard's profile, the
 * count once the session bootstrap's notifications are in (src/stores/notification-counts.ts), live afterwards.
 */
import type { ReadableAtom } from 'nanostores';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';

// The count arrives after the page (with the session bootstrap): its store stays out of every page's first load.
const loadCounts = () => import('../../stores/notification-counts.ts');

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word?.[0]?.toUpperCase() ?? '').join('');
}

function UnreadBadge({ total }: { total: ReadableAtom<number | null> }) {
  const count = useStore(total, null);
  if (count === null) return null;
  return (
    <span className="relative grid h-9 w-9 shrink-0 place-items-center text-muted" data-testid="unread-notifications">
      <span className="i-lucide-bell text-lg" aria-hidden="true" />
      {count > 0 ? (
        <span
          className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.7rem] font-bold leading-none text-primary-fg"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      <span className="sr-only">{m.nav_unread_notifications({ count: String(count) })}</span>
    </span>
  );
}

export default function UserSummary() {
  const profile = useStore($profile, null);
  const counts = useLazyModule(loadCounts, profile !== null);
  return (
    <section
      aria-label={m.nav_account_summary()}
      className="flex min-h-14 items-center gap-3 rounded-xl bg-surface-2 px-3 py-2"
    >
      {profile ? (
        <>
          <span
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary-text"
            aria-hidden="true"
          >
            {initials(profile.name)}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold" data-testid="user-name">
              {profile.name}
            </span>
            <span className="block truncate text-xs text-muted">{profile.email}</span>
          </span>
          {counts ? <UnreadBadge total={counts.$unreadTotal} /> : null}
        </>
      ) : (
        <span className="h-9 w-full animate-pulse rounded-lg bg-border/60" aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * The navigation's account summary: the signed-in user's name and email. The prerendered HTML holds a placeholder
 * of the same size (nothing shifts); the name comes with the client guard's profile. The unread notifications are
 * the header's bell (src/features/notifications/bell.tsx).
 */
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word?.[0]?.toUpperCase() ?? '').join('');
}

export default function UserSummary() {
  const profile = useStore($profile, null);
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
        </>
      ) : (
        <span className="h-9 w-full animate-pulse rounded-lg bg-border/60" aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * What asks for the user: the operator's requests waiting for an answer (`/pending-actions`) and the identity
 * verification level (SPEC section 1: levels 0–4, 2 a named threshold, 4 shown as VIP). Both rows are always
 * drawn, at fixed heights, so a prompt never pushes the page down when it arrives.
 */
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { $pendingActions } from '../../stores/pending-actions.ts';
import { $profile } from '../../stores/profile.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** SPEC section 1: the top account level, shown as VIP. */
const TOP_LEVEL = 4;
/** SPEC section 1: the named threshold below which the user is asked to verify. */
const VERIFY_BELOW = 2;

interface RowProps {
  readonly href: string;
  readonly icon: string;
  readonly text: string | null;
  readonly link: string;
  readonly urgent: boolean;
}

function Row({ href, icon, text, link, urgent }: RowProps) {
  return (
    <li>
      <a href={href} className="-mx-2 flex h-16 items-center gap-3 rounded-xl px-2 hover:bg-surface-2 focus-ring">
        <span
          className={`grid h-10 w-10 shrink-0 place-items-center rounded-full ${urgent ? 'bg-warning-soft text-warning' : 'bg-surface-2 text-muted'}`}
          aria-hidden="true"
        >
          <span className={`${icon} text-lg`} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">
            {text ?? <Skeleton className="h-4 w-48 max-w-full" />}
          </span>
          <span className="block truncate text-xs text-primary-text">{link}</span>
        </span>
      </a>
    </li>
  );
}

function kycText(level: number): string {
  if (level >= TOP_LEVEL) return m.home_kyc_complete();
  if (level < VERIFY_BELOW) return m.home_kyc_verify();
  return m.home_kyc_level({ level: String(level) });
}

/** What the prerendered page shows: nothing counted yet (the session may have loaded it before this hydrates). */
const PRERENDERED: ReturnType<typeof $pendingActions.get> = { loading: true };

/** The attention card. */
export function Attention() {
  const pending = useStore($pendingActions, PRERENDERED).data;
  const profile = useStore($profile, null);
  const level = profile?.accountLevel.level ?? null;
  const waiting = pending?.total ?? null;
  return (
    <section aria-labelledby="home-attention" className="card p-5">
      <h2 id="home-attention" className="text-base font-semibold">
        {m.home_attention_heading()}
      </h2>
      <ul className="mt-2">
        <Row
          href="/pending-actions"
          icon="i-lucide-inbox"
          text={
            waiting === null
              ? null
              : waiting > 0
                ? m.home_requests_waiting({ count: String(waiting) })
                : m.home_requests_none()
          }
          link={m.page_pending_actions()}
          urgent={(waiting ?? 0) > 0}
        />
        <Row
          href="/profile"
          icon="i-lucide-circle-user-round"
          text={level === null ? null : kycText(level)}
          link={m.page_profile()}
          urgent={level !== null && level < VERIFY_BELOW}
        />
      </ul>
    </section>
  );
}

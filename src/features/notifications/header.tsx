/**
 * The dashboard header's figures: a link to the operator's requests still waiting, set left of the prerendered bell
 * (the bell and the menu are anchored right and the brand left, so nothing moves), and the unread notifications of
 * both groups on the bell; each figure a badge over the icon's corner and in the control's accessible name. The figures load once the person is known (./header-counts.ts);
 * the slide-over, its list and its words on the first hover, focus or press of the bell (./panel.tsx). Started by
 * ./start-header.ts after the page's first load, in a React root of its own.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { BELL_ID } from './start-header.ts';

const loadCounts = () => import('./header-counts.ts');
const loadPanel = () => import('./panel.tsx');

const $open = atom(false);
const $unknown = atom<number | null>(null);
const BUTTON = 'relative grid h-10 w-10 place-items-center rounded-xl hover:bg-surface-2 focus-ring';

/** The figure over an icon's corner; none at zero or before it is known. */
function Badge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span
      className="absolute right-0.5 top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-primary px-1 text-[0.65rem] font-bold leading-none text-primary-fg"
      aria-hidden="true"
      data-testid="badge"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The link to /pending-actions, named with its figure once known. */
function PendingLink({ store }: { store: ReadableAtom<number | null> }) {
  const count = useStore(store, null);
  return (
    <a
      href="/pending-actions"
      className={BUTTON}
      aria-label={count === null ? m.nav_pending_actions() : m.notif_pending({ count: String(count) })}
      data-testid="pending-actions-link"
    >
      <span className="i-lucide-inbox text-xl" />
      <Badge count={count} />
    </a>
  );
}

/** The unread figure on the prerendered bell, in its name too. */
function BellFigure({ bell, store }: { bell: HTMLElement; store: ReadableAtom<number | null> }) {
  const count = useStore(store, null);
  useEffect(() => {
    if (count !== null) bell.setAttribute('aria-label', m.notif_bell_unread({ count: String(count) }));
  }, [bell, count]);
  return createPortal(<Badge count={count} />, bell);
}

function Header({ bell, pending }: { bell: HTMLElement; pending: HTMLElement }) {
  const profile = useStore($profile, null);
  const counts = useLazyModule(loadCounts, profile !== null);
  const open = useStore($open);
  const [wanted, setWanted] = useState(false);
  const Panel = useLazyModule(loadPanel, wanted || open)?.default;
  useEffect(() => {
    const want = () => setWanted(true);
    bell.addEventListener('pointerenter', want);
    bell.addEventListener('focus', want);
    return () => {
      bell.removeEventListener('pointerenter', want);
      bell.removeEventListener('focus', want);
    };
  }, [bell]);
  useEffect(() => {
    bell.setAttribute('aria-haspopup', 'dialog');
    bell.setAttribute('aria-expanded', String(open && Panel !== undefined));
  }, [bell, open, Panel]);
  return (
    <>
      {createPortal(<PendingLink store={counts?.$pendingCount ?? $unknown} />, pending)}
      {counts ? <BellFigure bell={bell} store={counts.$unreadTotal} /> : null}
      {Panel ? <Panel open={open} onClose={() => $open.set(false)} /> : null}
    </>
  );
}

let mounted = false;

/** Mount the figures once per page; `open` opens the panel too (the bell was pressed). */
export function start(open: boolean): void {
  if (open) $open.set(true);
  const bell = document.getElementById(BELL_ID);
  if (mounted || bell === null) return;
  mounted = true;
  const pending = document.createElement('span');
  pending.className = 'contents';
  bell.before(pending);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Header bell={bell} pending={pending} />);
}

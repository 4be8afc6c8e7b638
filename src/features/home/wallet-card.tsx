/**
 * One wallet on Home (SPEC section 3): the available balance (validate_balance) large, the ledger balance and
 * what is on hold beside it when they differ, the open transactions, the month's money in and out, and the
 * breakdown. Every state — loading, last known figures while refreshing, fresh, failed, not enabled — draws the
 * same lines at the same heights, so nothing below moves when the figures arrive (layout shift ≤ 0.05).
 */
import type { ReactNode } from 'react';
import type { WalletType } from '../../contract/calls/wallets.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { MAIN_WALLET_ROLES, type WalletKind, type WalletSlot } from '../../stores/wallets.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FIGURE_ATTRIBUTE } from './early-paint.ts';
import { heldAmount, openCount } from './figures.ts';
import { WalletBreakdown } from './wallet-breakdown.tsx';

const TITLE: Readonly<Record<WalletKind, () => string>> = { MAIN: m.home_wallet_main, VA: m.home_wallet_va };
const DASH = '—';

/** Refreshing or failed, said beside the title (a live region, so the change is announced). */
function StatusNote({ slot, onRetry }: { slot: WalletSlot; onRetry: () => void }) {
  return (
    <span role="status" className="flex h-6 items-center gap-2 text-xs text-muted">
      {slot.status === 'refreshing' ? (
        <>
          {/* ui/spinner.tsx's ring, written out: importing it pulls the whole shared kit chunk (5 KB) into Home. */}
          <span className="i-lucide-loader-circle animate-spin text-sm" aria-hidden="true" />
          {m.home_refreshing()}
        </>
      ) : null}
      {slot.status === 'error' ? (
        <>
          <span className="text-danger">{m.home_update_failed()}</span>
          <button
            type="button"
            onClick={onRetry}
            className="h-6 rounded-md px-1.5 font-semibold text-primary-text hover:bg-surface-2 focus-ring"
          >
            {m.home_retry()}
          </button>
        </>
      ) : null}
    </span>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex h-6 items-center justify-between gap-3">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** A figure, or its skeleton while nothing is known yet. */
function value(wallet: WalletType | null, show: (wallet: WalletType) => ReactNode, skeleton: string): ReactNode {
  return wallet ? show(wallet) : <Skeleton className={skeleton} />;
}

function Figures({ slot, kind }: { slot: WalletSlot; kind: WalletKind }) {
  const locale = getLocale();
  const off = slot.status === 'hidden';
  const wallet = off ? null : slot.wallet;
  const money = (amount: string, of: WalletType) => formatMoney(amount, of.currency, locale);
  const held = (of: WalletType) => {
    const amount = heldAmount(of);
    return amount ? m.home_held({ held: money(amount.toFixed(), of) }) : m.home_nothing_held();
  };
  const ledger = (of: WalletType) => (heldAmount(of) ? m.home_ledger_balance({ balance: money(of.balance, of) }) : '');
  // The rows stay empty while loading (their height is fixed): the figures above carry the skeleton.
  const fig = (show: (of: WalletType) => ReactNode) => (off ? DASH : wallet && show(wallet));
  return (
    <>
      <p className="mt-4 h-5 text-sm text-muted">{m.home_available()}</p>
      {/* Text only, drawn as a skeleton while empty: the page's inline script may have written the fresh figure
          before hydration (early-paint.ts), and hydration keeps it. */}
      <p
        className={`mt-1 h-8 truncate text-2xl font-bold leading-8 tabular-nums sm:(h-9 text-3xl leading-9) skeleton-while-empty empty:before:(h-7 w-44 max-w-full) ${slot.status === 'refreshing' ? 'opacity-60' : ''}`}
        data-testid={`wallet-${kind}-available`}
        {...{ [FIGURE_ATTRIBUTE]: kind }}
        suppressHydrationWarning
      >
        {off ? DASH : wallet ? money(wallet.validate_balance, wallet) : ''}
      </p>
      <p className="mt-1 h-5 truncate text-sm text-muted">
        {off ? m.home_va_off() : value(wallet, held, 'h-3.5 w-32 max-w-full')}
      </p>
      <p className="h-5 truncate text-sm text-muted">{off ? '' : value(wallet, ledger, 'h-3.5 w-48 max-w-full')}</p>
      <dl className="mt-4 grid grid-cols-1 gap-1 border-t border-border pt-3 text-sm">
        <Line label={m.home_pending()}>{fig((of) => openCount(of.pending_amount))}</Line>
        <Line label={m.home_waiting()}>{fig((of) => openCount(of.waiting_amount))}</Line>
        <Line label={m.home_month_in()}>
          {fig((of) => (
            <span className="text-success">+{money(of.monthly_amount.top_up.amount, of)}</span>
          ))}
        </Line>
        <Line label={m.home_month_out()}>{fig((of) => `−${money(of.monthly_amount.withdraw.amount, of)}`)}</Line>
      </dl>
    </>
  );
}

/** Below the figures: the breakdown, a way to learn about VAs when they are off, or its place kept. */
function Footer({ slot }: { slot: WalletSlot }) {
  if (slot.status === 'hidden') {
    return (
      <a
        href="/va"
        className="-mx-2 mt-2 flex h-10 items-center rounded-lg px-2 text-sm font-medium text-primary-text hover:bg-surface-2 focus-ring"
      >
        {m.home_va_off_link()}
      </a>
    );
  }
  return slot.wallet ? <WalletBreakdown wallet={slot.wallet} /> : <div className="mt-2 h-10" aria-hidden="true" />;
}

/** A wallet card; the MAIN one is hidden by CSS before first paint for the roles that may not see it. */
export function WalletCard({ kind, slot, onRetry }: { kind: WalletKind; slot: WalletSlot; onRetry: () => void }) {
  if (kind === 'MAIN' && slot.status === 'hidden') return null;
  const busy = slot.status === 'loading' || slot.status === 'refreshing';
  return (
    <section
      aria-labelledby={`wallet-${kind}-title`}
      aria-busy={busy}
      className="card p-5"
      data-roles={kind === 'MAIN' ? MAIN_WALLET_ROLES.join(' ') : undefined}
      data-testid={`wallet-${kind}`}
      data-status={slot.status}
    >
      <header className="flex h-6 items-center justify-between gap-3">
        <h3 id={`wallet-${kind}-title`} className="min-w-0 truncate text-sm font-semibold">
          {TITLE[kind]()}
        </h3>
        <StatusNote slot={slot} onRetry={onRetry} />
      </header>
      <Figures slot={slot} kind={kind} />
      <Footer slot={slot} />
    </section>
  );
}

/**
 * /vc/list: the cards as card faces with their status and the actions it allows; the filters (status, search) and
 * the page in the address bar; every change to a card (an approval, a freeze elsewhere, a spend) shown live. The
 * dialogs — freeze, unfreeze, cancel, top up, show details — load when first opened.
 */
import { useEffect, useState } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $cardBalance } from '../../stores/cards.ts';
import { $profile } from '../../stores/profile.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cardActions } from './card-actions.ts';
import { isStatusChange } from './card-actions-store.ts';
import { CardFace } from './card-face.tsx';
import { CardsGate } from './gate.tsx';
import { ListFilters } from './list-filters.tsx';
import { cardList, startCardList } from './list-store.ts';

const loadStatusDialog = () => import('./card-actions-dialog.tsx');
const loadTopUpDialog = () => import('./top-up-dialog.tsx');
const loadRevealDialog = () => import('./reveal-dialog.tsx');
const loadPager = () => import('../../ui/pager.tsx');

function MainBalance() {
  const balance = useStore($cardBalance).data?.MAIN;
  if (balance === undefined) return <Skeleton className="h-5 w-48" />;
  return (
    <p className="text-sm text-muted" data-testid="card-wallet-main">
      {m.vc_list_main({ amount: formatMoney(balance.amount, balance.currency, getLocale()) })}
    </p>
  );
}

function Dialogs() {
  const open = useStore(cardActions.$open);
  const action = open?.action ?? null;
  const status = useLazyModule(loadStatusDialog, action !== null && isStatusChange(action));
  const topUp = useLazyModule(loadTopUpDialog, action === 'top-up');
  const reveal = useLazyModule(loadRevealDialog, action === 'reveal');
  if (open === null) return null;
  if (isStatusChange(open.action)) return status ? <status.default /> : null;
  if (open.action === 'top-up') return topUp ? <topUp.default card={open.card} /> : null;
  return reveal ? <reveal.default card={open.card} /> : null;
}

function Cards() {
  const state = useStore(cardList.$state);
  const query = useStore(cardList.$query);
  const role = useStore($profile)?.role ?? null;
  const pager = useLazyModule(loadPager, (state.pageCount ?? 0) > 1);
  const filtered = query.status !== undefined || query.search !== undefined;
  const failed = state.status === 'error' || state.status === 'offline';
  const stale = state.status === 'loading' && state.items.length > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {stale ? m.ui_loading() : null}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" icon="i-lucide-x" onClick={cardList.clearFilters}>
            {m.vc_list_clear()}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <FailureAlert
          offline={state.status === 'offline'}
          failure={state.failure}
          title={m.vc_list_failed()}
          offlineText={m.ui_list_offline_text()}
          onRetry={cardList.retry}
        />
      ) : null}
      {state.status === 'loading' && state.items.length === 0 ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
      {state.status === 'empty' ? (
        <p className="py-6 text-center text-muted">{filtered ? m.vc_list_empty_filtered() : m.vc_list_empty()}</p>
      ) : null}
      {state.items.length > 0 ? (
        <ul
          className={`grid gap-4 md:grid-cols-2 xl:grid-cols-3${stale ? ' opacity-60' : ''}`}
          aria-label={m.vc_list_cards()}
          aria-busy={stale || undefined}
        >
          {state.items.map((card) => (
            <CardFace key={card.id} card={card} role={role} onAction={cardActions.open} />
          ))}
        </ul>
      ) : null}
      {pager && !failed && state.pageCount !== null && state.pageCount > 1 ? (
        <pager.Pager
          page={state.page}
          pageCount={state.pageCount}
          href={cardList.pageHref}
          onSelect={cardList.setPage}
        />
      ) : null}
    </div>
  );
}

function CardListContent() {
  const query = useStore(cardList.$query);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    setStarted(true);
    return startCardList();
  }, []);
  return (
    <div className="flex flex-col gap-6" data-started={started || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MainBalance />
        <a href="/vc/issue" className={buttonClass('primary', 'md')}>
          <span className="i-lucide-plus" aria-hidden="true" />
          {m.vc_list_issue()}
        </a>
      </div>
      <ListFilters query={query} />
      <Cards />
      <Dialogs />
    </div>
  );
}

export default function VcListIsland() {
  return (
    <CardsGate>
      <CardListContent />
    </CardsGate>
  );
}

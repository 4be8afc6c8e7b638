/**
 * /vc/list: the cards as card faces with their status and the actions it allows; the filters (status, search) and
 * the page in the address bar; every change to a card (an approval, a freeze elsewhere, a spend) shown live. The
 * dialogs — freeze, unfreeze, cancel, top up, show details — load when first opened.
 */
import { useEffect, useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { buttonClass } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { ClearFiltersButton } from '../../ui/list-actions.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CardsGate } from './gate.tsx';
import { ListFilters } from './list-filters.tsx';
import { cardList, startCardList } from './list-store.ts';

// What draws the cards (money formatting, the card wallet, the actions and their dialogs) comes after the page, in
// parallel with the first rows, as the VA list's cells do.
const loadParts = () => import('./list-parts.tsx');
const loadPager = () => import('../../ui/pager.tsx');

type Parts = typeof import('./list-parts.tsx');

function Cards({ parts }: { parts: Parts | null }) {
  const state = useStore(cardList.$state);
  const query = useStore(cardList.$query);
  const role = useStore($profile, null)?.role ?? null;
  const pager = useLazyModule(loadPager, (state.pageCount ?? 0) > 1);
  const filtered = query.status !== undefined || query.search !== undefined;
  const failed = state.status === 'error' || state.status === 'offline';
  const stale = state.status === 'loading' && state.items.length > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 empty:hidden">
        <p role="status" className="text-sm text-muted empty:hidden">
          {stale ? m.ui_loading() : null}
        </p>
        {filtered ? <ClearFiltersButton onClear={cardList.clearFilters} /> : null}
      </div>
      {failed ? (
        <FailureAlert
          offline={state.status === 'offline'}
          failure={state.failure}
          title={m.vc_list_failed()}
          offlineText={m.vc_list_offline()}
          onRetry={cardList.retry}
        />
      ) : null}
      {(state.status === 'loading' && state.items.length === 0) || (parts === null && state.items.length > 0) ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
      {state.status === 'empty' ? (
        <p className="py-6 text-center text-muted">{filtered ? m.vc_list_empty_filtered() : m.vc_list_empty()}</p>
      ) : null}
      {state.items.length > 0 && parts !== null ? (
        <ul
          className={`grid gap-4 md:grid-cols-2 xl:grid-cols-3${stale ? ' opacity-60' : ''}`}
          aria-label={m.vc_list_cards()}
          aria-busy={stale || undefined}
        >
          {state.items.map((card) => (
            <parts.CardFace key={card.id} card={card} role={role} />
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
  const parts = useLazyModule(loadParts, true);
  useEffect(() => {
    setStarted(true);
    return startCardList();
  }, []);
  return (
    <div className="flex flex-col gap-6" data-started={started || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {parts ? <parts.MainBalance /> : <Skeleton className="h-5 w-48" />}
        <a href="/vc/issue" className={buttonClass('primary', 'md')}>
          <span className="i-lucide-plus" aria-hidden="true" />
          {m.vc_list_issue()}
        </a>
      </div>
      <ListFilters query={query} />
      <Cards parts={parts} />
      {parts ? <parts.Dialogs /> : null}
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

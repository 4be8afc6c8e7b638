/**
 * /vc/transactions: the card wallet's history — filters in the address bar, numbered pages, export — and one
 * transaction's detail over it when the address names one (`?id=`). Inside the cards gate: someone without cards
 * sees why, and no card call is made.
 */
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import type { CardTransactionType } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { hasFilters } from '../../stores/kit/list.ts';
import { ListActions } from '../../ui/list-actions.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { FilterFormSkeleton } from '../../ui/skeleton.tsx';
import { CardsGate } from './gate.tsx';
import { cardTxColumns } from './transactions-columns.ts';
import { cardTxPage, detailIdOf, loadCardOptions, withDetail } from './transactions-store.ts';

// The filters (with every type, kind and status in words), what draws a row, the Export menu and the detail come
// after the page, each when first needed: the page's first load stays within its budget.
const loadFilters = () => import('./transactions-filters.tsx');
const loadCells = () => import('./transactions-cells.tsx');
const loadExportButton = () => import('./transactions-export-button.tsx');
const loadDetail = () => import('./tx-detail.tsx');

const SKELETON_ROWS = 3;

/** A plain click on a row's link opens its detail over the list; one asking for a new tab or window follows it. */
function openInPlace(event: MouseEvent, open: (id: number) => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('tbody a[href]');
  const id = link instanceof HTMLAnchorElement ? detailIdOf(new URL(link.href).search) : null;
  if (id === null) return;
  event.preventDefault();
  open(id);
}

interface Props {
  readonly empty?: ReactNode;
  readonly emptyFiltered?: ReactNode;
}

function CardTransactions({ empty, emptyFiltered }: Props) {
  const { list, detailParam } = cardTxPage();
  const state = useStore(list.$state);
  const query = useStore(list.$query);
  const openId = useStore(detailParam.$id);
  useEffect(() => list.start(), [list]);
  useEffect(() => detailParam.start(), [detailParam]);
  useEffect(() => void loadCardOptions(), []);
  const filtered = hasFilters(query);
  const filters = useLazyModule(loadFilters, true);
  const cells = useLazyModule(loadCells, true);
  const exporter = useLazyModule(loadExportButton, true);
  const detail = useLazyModule(loadDetail, openId !== null);

  return (
    <div className="flex flex-col gap-6">
      {filters ? <filters.CardTxFilters query={query} list={list} /> : <FilterFormSkeleton />}
      {/* Clicks on a row's link bubble here (Enter on a focused link is a click too): a plain one opens the detail over the list. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls; this only catches their clicks */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click and arrives here */}
      <div onClick={(event) => openInPlace(event, detailParam.open)}>
        <ListView<CardTransactionType>
          caption={m.vct_caption()}
          columns={cardTxColumns(cells?.CELLS ?? null)}
          state={state}
          cellsReady={cells !== null}
          rowKey={(row) => String(row.id)}
          rowHref={(row) => `/vc/transactions${withDetail(list.pageHref(state.page), row.id)}`}
          onRetry={list.retry}
          pages={{ href: list.pageHref, onSelect: list.setPage }}
          empty={filtered ? emptyFiltered : empty}
          skeletonRows={SKELETON_ROWS}
          actions={
            <ListActions filtered={filtered} onClear={list.clearFilters}>
              {exporter ? <exporter.ExportButton disabled={state.items.length === 0} list={list} /> : null}
            </ListActions>
          }
        />
      </div>
      {openId !== null && detail ? <detail.CardTxDetail id={openId} onClose={detailParam.close} /> : null}
    </div>
  );
}

export default function CardTransactionsIsland(props: Props) {
  return (
    <CardsGate>
      <CardTransactions {...props} />
    </CardsGate>
  );
}

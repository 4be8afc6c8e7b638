/**
 * /vc/transactions: the card wallet's history — filters in the address bar, numbered pages, export — and one
 * transaction's detail over it when the address names one (`?id=`). Inside the cards gate: someone without cards
 * sees why, and no card call is made.
 */
import { type ReactNode, useEffect } from 'react';
import type { CardTransactionType } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { Button } from '../../ui/button.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { CardsGate } from './gate.tsx';
import { cardTxColumns } from './transactions-columns.ts';
import { CardTxFilters } from './transactions-filters.tsx';
import { cardTxPage, withDetail } from './transactions-store.ts';

// Drawing rows, the Export menu and the detail come after the page, each when first needed.
const loadCells = () => import('./transactions-cells.tsx');
const loadExportButton = () => import('./transactions-export-button.tsx');
const loadDetail = () => import('./tx-detail.tsx');

const SKELETON_ROWS = 3;

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
  const filtered = Object.keys(query).some((key) => key !== 'page');
  const cells = useLazyModule(loadCells, true);
  const exporter = useLazyModule(loadExportButton, true);
  const detail = useLazyModule(loadDetail, openId !== null);

  return (
    <div className="flex flex-col gap-6">
      <CardTxFilters query={query} list={list} />
      <ListView<CardTransactionType>
        caption={m.vct_caption()}
        columns={cardTxColumns(cells?.CELLS ?? null)}
        state={state}
        cellsReady={cells !== null}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/vc/transactions${withDetail(list.pageHref(state.page), row.id)}`}
        onRowOpen={(row) => detailParam.open(row.id)}
        onRetry={list.retry}
        pages={{ href: list.pageHref, onSelect: list.setPage }}
        empty={filtered ? emptyFiltered : empty}
        skeletonRows={SKELETON_ROWS}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {filtered ? (
              <Button variant="ghost" size="sm" icon="i-lucide-x" onClick={list.clearFilters}>
                {m.vct_filter_clear()}
              </Button>
            ) : null}
            {exporter ? <exporter.ExportButton disabled={state.items.length === 0} list={list} /> : null}
          </div>
        }
      />
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

/**
 * A transaction list: the filters and the rows, newest first — /transactions (every balance the role sees, issue
 * 11), /va/transactions (the VA balance) and /va/qr-transaction (QR-merchant payments), by `scope` (scope.ts).
 */
import { type ReactNode, useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { hasFilters } from '../../stores/kit/list.ts';
import { ListActions } from '../../ui/list-actions.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { FilterFormSkeleton } from '../../ui/skeleton.tsx';
import { transactionColumns } from './columns.ts';
import { SKELETON_ROWS, transactionListOf } from './list-store.ts';
import { detailHref, SCOPES, type ScopeName } from './scope.ts';

// The filters (every type and status in words, the amount fields), what draws a row, and the Export menu come after
// the page, in parallel with the first rows: reading the newest rows needs none of them.
const loadFilters = () => import('./filters.tsx');
const loadCells = () => import('./cells.tsx');
const loadExportButton = () => import('./export-button.tsx');

interface Props {
  /** Which transactions (scope.ts); every balance the role sees by default. */
  readonly scope?: ScopeName;
  /** What the list says before the first transaction, and when no transaction matches the filters (long texts). */
  readonly empty?: ReactNode;
  readonly emptyFiltered?: ReactNode;
}

/** The transactions island. */
export default function TransactionsIsland({ scope = 'all', empty, emptyFiltered }: Props) {
  const list = transactionListOf(scope);
  const state = useStore(list.$state);
  const query = useStore(list.$query);
  useEffect(() => list.start(), [list]);
  const filtered = hasFilters(query);
  const filters = useLazyModule(loadFilters, true);
  const cells = useLazyModule(loadCells, true);
  const exporter = useLazyModule(loadExportButton, true);

  return (
    <div className="flex flex-col gap-6">
      {filters ? <filters.TransactionFilters query={query} list={list} /> : <FilterFormSkeleton />}
      <ListView
        caption={m.page_transactions()}
        columns={transactionColumns(cells?.CELLS ?? null)}
        state={state}
        cellsReady={cells !== null}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => detailHref(SCOPES[scope], row.id)}
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
  );
}

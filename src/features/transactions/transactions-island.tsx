/** /transactions: the filters and the list of the user's transactions, newest first (issue 11, section 2). */
import { type ReactNode, useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { Button } from '../../ui/button.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { transactionColumns } from './columns.ts';
import { TransactionFilters } from './filters.tsx';
import { SKELETON_ROWS, transactionList } from './list-store.ts';

const pages = { href: transactionList.pageHref, onSelect: transactionList.setPage };
// What draws a row comes after the page, in parallel with the first rows; the Export menu and what it brings too.
const loadCells = () => import('./cells.tsx');
const loadExportButton = () => import('./export-button.tsx');

interface Props {
  /** What the list says before the first transaction, and when no transaction matches the filters (long texts). */
  readonly empty?: ReactNode;
  readonly emptyFiltered?: ReactNode;
}

/** The transactions island. */
export default function TransactionsIsland({ empty, emptyFiltered }: Props) {
  const state = useStore(transactionList.$state);
  const query = useStore(transactionList.$query);
  useEffect(() => transactionList.start(), []);
  const filtered = Object.keys(query).some((key) => key !== 'page');
  const cells = useLazyModule(loadCells, true);
  const exporter = useLazyModule(loadExportButton, true);

  return (
    <div className="flex flex-col gap-6">
      <TransactionFilters query={query} />
      <ListView
        caption={m.page_transactions()}
        columns={transactionColumns(cells?.CELLS ?? null)}
        state={state}
        cellsReady={cells !== null}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/transactions/${row.id}`}
        onRetry={transactionList.retry}
        pages={pages}
        empty={filtered ? emptyFiltered : empty}
        skeletonRows={SKELETON_ROWS}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {filtered ? (
              <Button variant="ghost" size="sm" icon="i-lucide-x" onClick={transactionList.clearFilters}>
                {m.tx_filter_clear()}
              </Button>
            ) : null}
            {exporter ? <exporter.ExportButton disabled={state.items.length === 0} /> : null}
          </div>
        }
      />
    </div>
  );
}

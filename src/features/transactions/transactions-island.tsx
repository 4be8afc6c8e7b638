/** /transactions: the filters and the list of the user's transactions, newest first (issue 11, section 2). */
import { useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Button } from '../../ui/button.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { transactionColumns } from './columns.tsx';
import { TransactionFilters } from './filters.tsx';
import { SKELETON_ROWS, transactionList } from './list-store.ts';

const pages = { href: transactionList.pageHref, onSelect: transactionList.setPage };

/** The transactions island. */
export default function TransactionsIsland() {
  const state = useStore(transactionList.$state);
  const query = useStore(transactionList.$query);
  useEffect(() => transactionList.start(), []);
  const filtered = Object.keys(query).some((key) => key !== 'page');

  return (
    <div className="flex flex-col gap-6">
      <TransactionFilters query={query} />
      <ListView
        caption={m.tx_caption()}
        columns={transactionColumns()}
        state={state}
        rowKey={(row) => String(row.id)}
        rowHref={(row) => `/transactions/${row.id}`}
        onRetry={transactionList.retry}
        pages={pages}
        empty={filtered ? m.tx_empty_filtered() : m.tx_empty()}
        skeletonRows={SKELETON_ROWS}
        actions={
          // TODO(issue 11): the Export menu (CSV, XLSX, PDF) goes here once src/lib/export/ lands on main; it calls
          // transactionList.fetchAll with a progress callback and hands the rows to the lazily loaded module.
          filtered ? (
            <Button variant="ghost" size="sm" icon="i-lucide-x" onClick={transactionList.clearFilters}>
              {m.tx_filter_clear()}
            </Button>
          ) : null
        }
      />
    </div>
  );
}

/**
 * The list screen shell (issue 11): a list store's state as a table on wide screens and cards on phones (the
 * Table primitive, columns as data), with every state a list can be in — loading (skeleton rows the size of real
 * ones, so nothing moves when the rows arrive), empty, failed with a retry, offline — and its paging: numbered
 * pages or "load more". Rows link to their detail. It only renders: the store does the work.
 */
import type { ReactNode } from 'react';
import { m } from '../lib/i18n.ts';
import { useLazyModule } from '../lib/use-lazy-module.ts';
import type { ListState } from '../stores/kit/list.ts';
import { Button } from './button.tsx';
import { FailureAlert } from './failure-alert.tsx';
import { Table, type TableColumn } from './table.tsx';

export interface ListViewProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly TableColumn<Row>[];
  state: ListState<Row>;
  rowKey: (row: Row) => string;
  /** Where a row leads (its detail); rows are plain when absent. */
  rowHref?: (row: Row) => string;
  onRetry: () => void;
  /** Numbered lists: the address of a page, and going there. */
  pages?: { readonly href: (page: number) => string; readonly onSelect: (page: number) => void };
  /** Cursor lists: load the next page. */
  onLoadMore?: () => void;
  /** What an empty list says (a filtered list and a new account say different things). */
  empty?: ReactNode;
  /** Placeholder rows while loading: the page size, so the page keeps its height. */
  skeletonRows?: number;
  /** Shown between the count and the table (an export button). */
  actions?: ReactNode;
  /**
   * False while the code that draws the cells is still on its way (a screen may load it with the first rows): rows
   * that arrived before it show as loading.
   */
  cellsReady?: boolean;
}

/** "21–40 of 45", for numbered lists that have rows. */
function rangeText(state: ListState<unknown>): string | null {
  if (state.total === null || state.items.length === 0) return null;
  const perPage = state.pageCount ? Math.ceil(state.total / state.pageCount) : state.items.length;
  const from = (state.page - 1) * perPage + 1;
  return m.ui_list_range({
    from: String(from),
    to: String(from + state.items.length - 1),
    total: String(state.total),
  });
}

// The pager shows under rows that have arrived, so it is not needed to paint the page: it comes after it.
const loadPager = () => import('./pager.tsx');

/** The list view. */
export function ListView<Row>({
  caption,
  columns,
  state: given,
  rowKey,
  rowHref,
  onRetry,
  pages,
  onLoadMore,
  empty,
  skeletonRows = 5,
  actions,
  cellsReady = true,
}: ListViewProps<Row>) {
  const state: ListState<Row> =
    cellsReady || given.items.length === 0 ? given : { ...given, status: 'loading', items: [] };
  const failed = state.status === 'error' || state.status === 'offline';
  const loading = state.status === 'loading';
  // The first load shows placeholders; a later one keeps the rows shown, dimmed, until the next ones arrive.
  const stale = loading && state.items.length > 0;
  const showTable = !failed || state.items.length > 0;
  const pager = useLazyModule(loadPager, pages !== undefined);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        {/* Announced when the rows change: the count is what a screen reader user needs after filtering. */}
        <p role="status" className="text-sm text-muted">
          {stale ? m.ui_loading() : loading ? null : rangeText(state)}
        </p>
        {actions}
      </div>
      {failed ? (
        <FailureAlert
          offline={state.status === 'offline'}
          failure={state.failure}
          title={m.ui_list_error_title()}
          offlineText={m.ui_list_offline_text()}
          onRetry={onRetry}
        />
      ) : null}
      {showTable ? (
        <div aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
          <Table
            columns={columns}
            rows={state.items}
            rowKey={rowKey}
            caption={caption}
            loading={loading && !stale}
            skeletonRows={skeletonRows}
            empty={empty}
            {...(rowHref ? { rowLink: { href: rowHref } } : {})}
          />
        </div>
      ) : null}
      {pages && pager && !failed && state.pageCount !== null && state.pageCount > 1 ? (
        <pager.Pager page={state.page} pageCount={state.pageCount} href={pages.href} onSelect={pages.onSelect} />
      ) : null}
      {onLoadMore && (state.hasMore || state.loadingMore) && !failed ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={state.loadingMore} onClick={onLoadMore}>
            {m.ui_list_load_more()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

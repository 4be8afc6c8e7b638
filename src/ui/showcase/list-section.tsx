/** ListView on /test: rows with numbered pages, loading, empty, failed, offline, and cursor pages. */
import { useState } from 'react';
import { m } from '../../lib/i18n.ts';
import type { ListState } from '../../stores/kit/list.ts';
import { ListView } from '../list-view.tsx';
import { FiltersRow } from './filters-row.tsx';
import { KitRow, KitSection } from './kit-section.tsx';
import { SAMPLE_ROWS, type SampleTransaction, sampleColumns } from './table-section.tsx';

const PAGE_COUNT = 5;

function state(patch: Partial<ListState<SampleTransaction>>): ListState<SampleTransaction> {
  return {
    status: 'ready',
    items: SAMPLE_ROWS,
    failure: null,
    page: 1,
    pageCount: PAGE_COUNT,
    total: SAMPLE_ROWS.length * PAGE_COUNT,
    hasMore: false,
    loadingMore: false,
    ...patch,
  };
}

const EMPTY = state({ status: 'empty', items: [], total: 0, pageCount: 0 });
const FAILED = state({ status: 'error', items: [], failure: { status: false, message: 'error_internal' } });
const OFFLINE = state({ status: 'offline', items: [], failure: { status: false, message: 'Network Error' } });
const LOADING = state({ status: 'loading', items: [] });
const CURSOR = state({ pageCount: null, total: null, hasMore: true });

/** The list view section. */
export function ListSection() {
  const [page, setPage] = useState(2);
  const [loadingMore, setLoadingMore] = useState(false);
  const columns = sampleColumns();
  const shared = {
    caption: m.ui_kit_table_caption(),
    columns,
    rowKey: (row: SampleTransaction) => row.id,
    rowHref: (row: SampleTransaction) => `#${row.id}`,
    onRetry: () => undefined,
    empty: m.ui_kit_table_empty_text(),
    skeletonRows: SAMPLE_ROWS.length,
  };
  const pages = { href: (target: number) => `?page=${target}`, onSelect: setPage };
  const rows = (label: string, view: ListState<SampleTransaction>, withPages = true) => (
    <KitRow label={label}>
      <div className="w-full">
        <ListView {...shared} state={view} {...(withPages ? { pages } : {})} />
      </div>
    </KitRow>
  );

  return (
    <KitSection testId="kit-list" title={m.ui_kit_section_list()} description={m.ui_kit_section_list_description()}>
      {rows(m.ui_kit_table_with_rows(), state({ page }))}
      {rows(m.ui_kit_state_loading(), LOADING)}
      {rows(m.ui_kit_table_empty(), EMPTY)}
      {rows(m.ui_kit_state_error(), FAILED)}
      {rows(m.ui_kit_state_offline(), OFFLINE)}
      <KitRow label={m.ui_kit_list_load_more()}>
        <div className="w-full">
          <ListView {...shared} state={{ ...CURSOR, loadingMore }} onLoadMore={() => setLoadingMore(true)} />
        </div>
      </KitRow>
      <FiltersRow />
    </KitSection>
  );
}

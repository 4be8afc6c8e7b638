/** A list's filter blocks on /test: the search that waits for a pause, choices with "All", a date range, and clear. */
import { useState } from 'react';
import { listCardTransactions } from '../../lib/http/query-rules/listCardTransactions.generated.ts';
import { m } from '../../lib/i18n.ts';
import { hasFilters } from '../../stores/kit/list.ts';
import { type DateRange, DateRangeFields } from '../date-range-fields.tsx';
import { FilterSelect } from '../filter-select.tsx';
import { ClearFiltersButton } from '../list-actions.tsx';
import { SearchField } from '../search-field.tsx';
import { FilterFormSkeleton } from '../skeleton.tsx';
import { statusLabel } from '../status-label.ts';
import { KitRow } from './kit-section.tsx';

interface SampleQuery extends DateRange {
  readonly search?: string | undefined;
  readonly status?: string | undefined;
}

/** What a list would be sent: the keys set, none of the cleared ones. */
function sent(query: SampleQuery): string {
  return JSON.stringify(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)));
}

export function FiltersRow() {
  const [query, setQuery] = useState<SampleQuery>({});
  const change = (patch: SampleQuery) => setQuery((current) => ({ ...current, ...patch }));
  const active = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return (
    <>
      <KitRow label={m.ui_kit_list_filters()}>
        <div className="flex w-full flex-col gap-3">
          <form
            onSubmit={(event) => event.preventDefault()}
            className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 lg:grid-cols-6"
          >
            <SearchField
              rule={listCardTransactions.search}
              label={m.ui_kit_field_search()}
              placeholder={m.ui_kit_filter_search_hint()}
              value={query.search ?? ''}
              onSearch={(search) => change({ search: search || undefined })}
            />
            <FilterSelect
              label={m.ui_kit_col_status()}
              allLabel={m.ui_kit_filter_all()}
              options={[
                { value: 'APPROVED', label: statusLabel('APPROVED') },
                { value: 'PENDING', label: statusLabel('PENDING') },
              ]}
              value={query.status}
              onChange={(status) => change({ status })}
            />
            <DateRangeFields
              labels={{ from: m.ui_kit_filter_from(), to: m.ui_kit_filter_to() }}
              range={query}
              onChange={change}
            />
          </form>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted" data-testid="kit-filters-sent">
              {m.ui_kit_filter_sent({ query: sent(query) })}
            </p>
            {hasFilters(active) ? <ClearFiltersButton onClear={() => setQuery({})} /> : null}
          </div>
        </div>
      </KitRow>
      <KitRow label={m.ui_kit_filters_loading()}>
        <FilterFormSkeleton />
      </KitRow>
    </>
  );
}

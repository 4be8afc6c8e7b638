/**
 * The transaction list's filters: search, type, status, a date range and an amount range. They read and write the
 * list store's query (so the address bar keeps them); a typed search waits for a pause, an amount applies when its
 * field is left, every other change at once. The choices are the call's own: what its type and status accept.
 */
import { listVaTransactions } from '../../lib/http/query-rules/listVaTransactions.generated.ts';
import { m } from '../../lib/i18n.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { DateRangeFields } from '../../ui/date-range-fields.tsx';
import { FilterSelect } from '../../ui/filter-select.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { typeLabel } from '../../ui/transaction-labels.ts';
import { AmountRange } from './amount-range.tsx';
import type { TransactionList } from './list-store.ts';

type Query = ListQuery<'listVaTransactions'>;
const { type: TYPE_RULE, status: STATUS_RULE } = listVaTransactions;

/** The filter bar. */
export function TransactionFilters({ query, list }: { query: Query; list: TransactionList }) {
  return (
    <form
      aria-label={m.tx_filters_label()}
      onSubmit={(event) => event.preventDefault()}
      className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 lg:grid-cols-6"
    >
      <SearchField
        rule={listVaTransactions.search}
        label={m.tx_filter_search()}
        placeholder={m.tx_filter_search_hint()}
        value={query.search ?? ''}
        onSearch={(search) => list.setFilters({ search }, { replace: true })}
      />
      <FilterSelect
        label={m.tx_filter_type()}
        allLabel={m.tx_filter_all()}
        options={TYPE_RULE.enum.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={query.type}
        onChange={(type) => list.setFilters({ type: type as Query['type'] })}
      />
      <FilterSelect
        label={m.tx_filter_status()}
        allLabel={m.tx_filter_all()}
        options={STATUS_RULE.enum.map((status) => ({ value: status, label: statusLabel(status) }))}
        value={query.status}
        onChange={(status) => list.setFilters({ status: status as Query['status'] })}
      />
      <DateRangeFields
        labels={{ from: m.tx_filter_from(), to: m.tx_filter_to() }}
        range={query}
        onChange={(patch) => list.setFilters(patch, { replace: true })}
      />
      <AmountRange range={{ amount_min: query.amount_min, amount_max: query.amount_max }} list={list} />
    </form>
  );
}

/**
 * The card transaction filters: search, type, status, card, kind (detail type) and a date range. They write the
 * list store's query, so the address bar keeps them; a typed search waits for a pause (or Enter), the rest apply at
 * once. The choices are the call's own (what its parameters accept); the cards come from /dropdown/cards.
 */
import { listCardTransactions } from '../../lib/http/query-rules/listCardTransactions.generated.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { DateRangeFields } from '../../ui/date-range-fields.tsx';
import { FilterSelect } from '../../ui/filter-select.tsx';
import type { NativeOption } from '../../ui/native-select.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { $cardOptions, type CardTxList, type CardTxQuery } from './transactions-store.ts';
import { type TxDetailType, txDetailLabel, txStatusLabel, txTypeLabel } from './tx-labels.ts';

const { type: TYPES, status: STATUSES, detail_type: DETAILS } = listCardTransactions;

export function CardTxFilters({ query, list }: { query: CardTxQuery; list: CardTxList }) {
  const cards = useStore($cardOptions);
  const cardOptions: NativeOption[] = cards.map((card) => ({
    value: String(card.id),
    label: m.vct_card_value({ name: card.name, last4: card.last4 }),
  }));
  // A card named by a link but no longer offered (cancelled) still shows as chosen.
  if (query.card_id !== undefined && !cards.some((card) => card.id === query.card_id)) {
    cardOptions.push({ value: String(query.card_id), label: `#${query.card_id}` });
  }
  const all = m.vct_filter_all();
  return (
    <form
      aria-label={m.vct_filters_label()}
      onSubmit={(event) => event.preventDefault()}
      className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 lg:grid-cols-6"
    >
      <SearchField
        rule={listCardTransactions.search}
        label={m.vct_filter_search()}
        placeholder={m.vct_filter_search_hint()}
        value={query.search ?? ''}
        onSearch={(search) => list.setFilters({ search }, { replace: true })}
      />
      <FilterSelect
        label={m.vct_filter_type()}
        allLabel={all}
        options={TYPES.enum.map((type) => ({ value: type, label: txTypeLabel(type) }))}
        value={query.type}
        onChange={(type) => list.setFilters({ type: type as CardTxQuery['type'] })}
      />
      <FilterSelect
        label={m.vct_filter_status()}
        allLabel={all}
        options={STATUSES.enum.map((status) => ({ value: status, label: txStatusLabel(status) }))}
        value={query.status}
        onChange={(status) => list.setFilters({ status: status as CardTxQuery['status'] })}
      />
      <FilterSelect
        label={m.vct_filter_card()}
        allLabel={all}
        options={cardOptions}
        value={query.card_id === undefined ? undefined : String(query.card_id)}
        onChange={(card) => list.setFilters({ card_id: card === undefined ? undefined : Number(card) })}
      />
      <FilterSelect
        label={m.vct_filter_detail()}
        allLabel={all}
        options={DETAILS.items.enum.map((detail) => ({ value: detail, label: txDetailLabel(detail) }))}
        value={query.detail_type?.[0]}
        onChange={(detail) =>
          list.setFilters({ detail_type: detail === undefined ? undefined : [detail as TxDetailType] })
        }
      />
      <DateRangeFields
        labels={{ from: m.vct_filter_from(), to: m.vct_filter_to() }}
        range={query}
        onChange={(patch) => list.setFilters(patch, { replace: true })}
      />
    </form>
  );
}

/**
 * The card transaction filters: search, type, status, card, kind (detail type) and a date range. They write the
 * list store's query, so the address bar keeps them; a typed search waits for a pause (or Enter), the rest apply at
 * once. The choices are the call's own (what its parameters accept); the cards come from /dropdown/cards.
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import { listCardTransactions } from '../../lib/http/query-rules/listCardTransactions.generated.ts';
import { m } from '../../lib/i18n.ts';
import { useStore } from '../../lib/use-store.ts';
import { Field } from '../../ui/field.tsx';
import { type NativeOption, NativeSelect } from '../../ui/native-select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { dayEnd, dayOf, dayStart } from './transactions-days.ts';
import { $cardOptions, type CardTxList, type CardTxQuery } from './transactions-store.ts';
import { type TxDetailType, txDetailLabel, txStatusLabel, txTypeLabel } from './tx-labels.ts';

const ALL = 'ALL';
const DATE_FIELD = 'col-span-2 sm:col-span-1';
const SEARCH_PAUSE_MS = 400;
const { type: TYPES, status: STATUSES, detail_type: DETAILS } = listCardTransactions;

function withAll(options: readonly NativeOption[]): NativeOption[] {
  return [{ value: ALL, label: m.vct_filter_all() }, ...options];
}

/** The search box: shows what is typed at once; the list follows after a pause. */
function SearchField({ value, list }: { value: string; list: CardTxList }) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  useEffect(() => {
    setTyped((current) => (current !== null && current.trim() === value ? current : null));
  }, [value]);
  useEffect(() => {
    if (typed === null || typed.trim() === value) return undefined;
    const timer = setTimeout(() => list.setFilters({ search: typed.trim() }, { replace: true }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, list]);
  return (
    <Field label={m.vct_filter_search()} className="col-span-2">
      <TextInput
        type="search"
        placeholder={m.vct_filter_search_hint()}
        maxLength={100}
        enterKeyHint="search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') list.setFilters({ search: text.trim() }, { replace: true });
        }}
      />
    </Field>
  );
}

/** A select whose "All" clears its filter. */
function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly NativeOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field label={label}>
      <NativeSelect
        options={withAll(options)}
        value={value ?? ALL}
        onChange={({ target }) => onChange(target.value === ALL ? undefined : target.value)}
      />
    </Field>
  );
}

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
  const from = dayOf(query.from);
  const to = dayOf(query.to);
  return (
    <form
      aria-label={m.vct_filters_label()}
      onSubmit={(event) => event.preventDefault()}
      className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 lg:grid-cols-6"
    >
      <SearchField value={query.search ?? ''} list={list} />
      <FilterSelect
        label={m.vct_filter_type()}
        options={TYPES.enum.map((type) => ({ value: type, label: txTypeLabel(type) }))}
        value={query.type}
        onChange={(type) => list.setFilters({ type: type as CardTxQuery['type'] })}
      />
      <FilterSelect
        label={m.vct_filter_status()}
        options={STATUSES.enum.map((status) => ({ value: status, label: txStatusLabel(status) }))}
        value={query.status}
        onChange={(status) => list.setFilters({ status: status as CardTxQuery['status'] })}
      />
      <FilterSelect
        label={m.vct_filter_card()}
        options={cardOptions}
        value={query.card_id === undefined ? undefined : String(query.card_id)}
        onChange={(card) => list.setFilters({ card_id: card === undefined ? undefined : Number(card) })}
      />
      <FilterSelect
        label={m.vct_filter_detail()}
        options={DETAILS.items.enum.map((detail) => ({ value: detail, label: txDetailLabel(detail) }))}
        value={query.detail_type?.[0]}
        onChange={(detail) =>
          list.setFilters({ detail_type: detail === undefined ? undefined : [detail as TxDetailType] })
        }
      />
      {/* A date needs more than half a phone's width: the two stack there. */}
      <Field label={m.vct_filter_from()} className={DATE_FIELD}>
        <TextInput
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            list.setFilters({ from: dayStart(event.target.value) }, { replace: true })
          }
        />
      </Field>
      <Field label={m.vct_filter_to()} className={DATE_FIELD}>
        <TextInput
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            list.setFilters({ to: dayEnd(event.target.value) }, { replace: true })
          }
        />
      </Field>
    </form>
  );
}

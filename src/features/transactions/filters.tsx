/**
 * The transaction list's filters: search, type, status, a date range and an amount range. They read and write the
 * list store's query (so the address bar keeps them); a typed search waits for a pause, an amount applies when its
 * field is left, every other change at once.
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import { listVaTransactions } from '../../lib/http/query-rules/listVaTransactions.generated.ts';
import { m } from '../../lib/i18n.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { Field } from '../../ui/field.tsx';
import { type NativeOption, NativeSelect } from '../../ui/native-select.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { TextInput } from '../../ui/text-input.tsx';
import { typeLabel } from '../../ui/transaction-labels.ts';
import { AmountRange } from './amount-range.tsx';
import { dayEnd, dayOf, dayStart } from './days.ts';
import type { TransactionList } from './list-store.ts';

const DATE_FIELD = 'col-span-2 sm:col-span-1';

/** SPEC section 3's filter value for "no filter". */
const ALL = 'ALL';
/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 400;

type Query = ListQuery<'listVaTransactions'>;
/** The choices are the call's own: what its type and status parameters accept. */
const { type: TYPE_RULE, status: STATUS_RULE } = listVaTransactions;

function withAll(label: string, options: readonly NativeOption[]): NativeOption[] {
  return [{ value: ALL, label }, ...options];
}

/**
 * The search box: what is typed shows at once, the list follows after a pause (or on Enter). Only typing starts
 * the pause: the query arriving from the address after the first render (a slow hydration) must never be sent
 * back as the empty box it replaced, which would clear the search.
 */
function SearchField({ value, list }: { value: string; list: TransactionList }) {
  // null until the user types; the box shows the query then.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  useEffect(() => {
    // The query changed elsewhere (cleared, Back): show it, unless it is what was typed.
    setTyped((current) => (current !== null && current.trim() === value ? current : null));
  }, [value]);
  useEffect(() => {
    if (typed === null || typed.trim() === value) return undefined;
    const timer = setTimeout(() => list.setFilters({ search: typed.trim() }, { replace: true }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, list]);
  return (
    <Field label={m.tx_filter_search()} className="col-span-2">
      <TextInput
        type="search"
        placeholder={m.tx_filter_search_hint()}
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

/** The filter bar. */
export function TransactionFilters({ query, list }: { query: Query; list: TransactionList }) {
  const typeOptions = withAll(
    m.tx_filter_all(),
    TYPE_RULE.enum.map((type) => ({ value: type, label: typeLabel(type) })),
  );
  const statusOptions = withAll(
    m.tx_filter_all(),
    STATUS_RULE.enum.map((status) => ({ value: status, label: statusLabel(status) })),
  );
  const from = dayOf(query.from);
  const to = dayOf(query.to);

  return (
    <form
      aria-label={m.tx_filters_label()}
      onSubmit={(event) => event.preventDefault()}
      className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 lg:grid-cols-6"
    >
      <SearchField value={query.search ?? ''} list={list} />
      <Field label={m.tx_filter_type()}>
        <NativeSelect
          options={typeOptions}
          value={query.type ?? ALL}
          onChange={({ target: { value } }) =>
            list.setFilters({ type: value === ALL ? undefined : (value as Query['type']) })
          }
        />
      </Field>
      <Field label={m.tx_filter_status()}>
        <NativeSelect
          options={statusOptions}
          value={query.status ?? ALL}
          onChange={({ target: { value } }) =>
            list.setFilters({ status: value === ALL ? undefined : (value as Query['status']) })
          }
        />
      </Field>
      {/* A date needs more than half a phone's width: the two stack there. */}
      <Field label={m.tx_filter_from()} className={DATE_FIELD}>
        <TextInput
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            list.setFilters({ from: dayStart(event.target.value) }, { replace: true })
          }
        />
      </Field>
      <Field label={m.tx_filter_to()} className={DATE_FIELD}>
        <TextInput
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            list.setFilters({ to: dayEnd(event.target.value) }, { replace: true })
          }
        />
      </Field>
      <AmountRange range={{ amount_min: query.amount_min, amount_max: query.amount_max }} list={list} />
    </form>
  );
}

/** The card list's filters: status (at once) and a search sent on Enter or when the box is left. */
import { type SyntheticEvent, useEffect, useState } from 'react';
import { listCards } from '../../lib/http/query-rules/listCards.generated.ts';
import { m } from '../../lib/i18n.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { type CardStatus, cardStatusLabel } from './card-status.ts';
import { cardList } from './list-store.ts';

type Query = ListQuery<'listCards'>;
const { status: STATUS_RULE } = listCards;

export function ListFilters({ query }: { query: Query }) {
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  const applySearch = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (search.trim() !== (query.search ?? '')) cardList.setFilters({ search: search.trim() }, { replace: true });
  };
  const options = [
    { value: '', label: m.vc_list_all() },
    ...STATUS_RULE.enum.map((status) => ({ value: status, label: cardStatusLabel(status as CardStatus) })),
  ];
  return (
    <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={applySearch}>
      <Field label={m.vc_list_search()}>
        <TextInput
          type="search"
          placeholder={m.vc_list_search_hint()}
          maxLength={100}
          enterKeyHint="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => applySearch()}
        />
      </Field>
      <Field label={m.vc_list_status()}>
        <NativeSelect
          value={query.status ?? ''}
          options={options}
          onChange={(event) => cardList.setFilters({ status: (event.target.value || undefined) as Query['status'] })}
        />
      </Field>
    </form>
  );
}

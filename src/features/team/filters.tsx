/**
 * The team list's filters: status and role (at once) and a search by name or email sent on Enter or when the box is
 * left. They write the list store's query, so the address bar keeps them.
 */
import { type SyntheticEvent, useEffect, useState } from 'react';
import { listTeamMembers } from '../../lib/http/query-rules/listTeamMembers.generated.ts';
import { m } from '../../lib/i18n.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { TextInput } from '../../ui/text-input.tsx';
import { ROLE_LABEL, STATUS_LABEL } from './labels.ts';
import { teamList } from './list-store.ts';
import { ASSIGNABLE_ROLES } from './member-rules.ts';

type Query = ListQuery<'listTeamMembers'>;
const ALL = '';

export function TeamFilters({ query }: { query: Query }) {
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  const applySearch = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (search.trim() !== (query.search ?? '')) teamList.setFilters({ search: search.trim() }, { replace: true });
  };
  const all = { value: ALL, label: m.team_filter_all() };
  return (
    <form className="grid grid-cols-2 gap-3 lg:grid-cols-3" onSubmit={applySearch}>
      <Field label={m.team_filter_search()} className="col-span-2 lg:col-span-1">
        <TextInput
          type="search"
          placeholder={m.team_filter_search_hint()}
          maxLength={100}
          enterKeyHint="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => applySearch()}
        />
      </Field>
      <Field label={m.team_col_status()}>
        <NativeSelect
          value={query.status ?? ALL}
          options={[
            all,
            ...listTeamMembers.status.enum.map((status) => ({ value: status, label: STATUS_LABEL[status]() })),
          ]}
          onChange={(event) => teamList.setFilters({ status: (event.target.value || undefined) as Query['status'] })}
        />
      </Field>
      <Field label={m.team_col_role()}>
        <NativeSelect
          value={query.role ?? ALL}
          options={[all, ...ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role]() }))]}
          onChange={(event) => teamList.setFilters({ role: (event.target.value || undefined) as Query['role'] })}
        />
      </Field>
    </form>
  );
}

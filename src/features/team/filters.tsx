/**
 * The team list's filters: status and role (at once) and a search by name or email (after a pause in the typing, or
 * on Enter). They write the list store's query, so the address bar keeps them.
 */
import { listTeamMembers } from '../../lib/http/query-rules/listTeamMembers.generated.ts';
import { m } from '../../lib/i18n.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { FilterSelect } from '../../ui/filter-select.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { ROLE_LABEL, STATUS_LABEL } from './labels.ts';
import { teamList } from './list-store.ts';
import { ASSIGNABLE_ROLES } from './member-rules.ts';

type Query = ListQuery<'listTeamMembers'>;

export function TeamFilters({ query }: { query: Query }) {
  return (
    <form className="grid grid-cols-2 gap-3 lg:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        rule={listTeamMembers.search}
        label={m.team_filter_search()}
        placeholder={m.team_filter_search_hint()}
        value={query.search ?? ''}
        onSearch={(search) => teamList.setFilters({ search }, { replace: true })}
        className="col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={m.team_col_status()}
        allLabel={m.team_filter_all()}
        options={listTeamMembers.status.enum.map((status) => ({ value: status, label: STATUS_LABEL[status]() }))}
        value={query.status}
        onChange={(status) => teamList.setFilters({ status: status as Query['status'] })}
      />
      <FilterSelect
        label={m.team_col_role()}
        allLabel={m.team_filter_all()}
        options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role]() }))}
        value={query.role}
        onChange={(role) => teamList.setFilters({ role: role as Query['role'] })}
      />
    </form>
  );
}

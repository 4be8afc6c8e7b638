/** The card list's filters: status (at once) and a search (after a pause in the typing, or on Enter). */
import { listCards } from '../../lib/http/query-rules/listCards.generated.ts';
import { m } from '../../lib/i18n.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { FilterSelect } from '../../ui/filter-select.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { type CardStatus, cardStatusLabel } from './card-status.ts';
import { cardList } from './list-store.ts';

type Query = ListQuery<'listCards'>;
const { status: STATUS_RULE } = listCards;

export function ListFilters({ query }: { query: Query }) {
  return (
    <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        rule={listCards.search}
        label={m.vc_list_search()}
        placeholder={m.vc_list_search_hint()}
        value={query.search ?? ''}
        onSearch={(search) => cardList.setFilters({ search }, { replace: true })}
        className=""
      />
      <FilterSelect
        label={m.vc_list_status()}
        allLabel={m.vc_list_all()}
        options={STATUS_RULE.enum.map((status) => ({ value: status, label: cardStatusLabel(status as CardStatus) }))}
        value={query.status}
        onChange={(status) => cardList.setFilters({ status: status as Query['status'] })}
      />
    </form>
  );
}

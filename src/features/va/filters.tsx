/**
 * The VA list's filters: status, bank, platform (every change at once) and a search sent after a pause in the
 * typing or on Enter. They write the list store's query, so the address bar keeps them.
 */
import { useEffect, useState } from 'react';
import type { PlatformType, VaBankType } from '../../contract/calls/reference.ts';
import { listVirtualAccounts } from '../../lib/http/query-rules/listVirtualAccounts.generated.ts';
import { m } from '../../lib/i18n.ts';
import { api } from '../../stores/api.ts';
import { availableBanks } from '../../stores/available-banks.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { FilterSelect } from '../../ui/filter-select.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { vaList } from './list-store.ts';

type Query = ListQuery<'listVirtualAccounts'>;
const { status: STATUS_RULE, search: SEARCH_RULE } = listVirtualAccounts;

function useChoices() {
  const [banks, setBanks] = useState<readonly VaBankType[]>([]);
  const [platforms, setPlatforms] = useState<readonly PlatformType[]>([]);
  useEffect(() => {
    void availableBanks().then((loaded) => setBanks(loaded.ok ? loaded.items : []));
    void api.listPlatforms().then((answer) => setPlatforms(answer.status ? answer.data : []));
  }, []);
  return { banks, platforms };
}

export function VaFilters({ query }: { query: Query }) {
  const { banks, platforms } = useChoices();
  const platformId = query.platform_id === undefined ? undefined : String(query.platform_id);
  return (
    <form
      aria-label={m.va_filters_label()}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        label={m.va_filter_search()}
        placeholder={m.va_filter_search_hint()}
        rule={SEARCH_RULE}
        value={query.search ?? ''}
        onSearch={(search) => vaList.setFilters({ search }, { replace: true })}
        className="col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label={m.va_col_status()}
        allLabel={m.va_filter_all()}
        options={STATUS_RULE.enum.map((status) => ({ value: status, label: statusLabel(status) }))}
        value={query.status}
        onChange={(status) => vaList.setFilters({ status: status as Query['status'] })}
      />
      <FilterSelect
        label={m.va_col_bank()}
        allLabel={m.va_filter_all()}
        options={banks.map((bank) => ({ value: bank.short_name, label: bank.short_name }))}
        value={query.bank}
        onChange={(bank) => vaList.setFilters({ bank })}
      />
      <FilterSelect
        label={m.va_col_platform()}
        allLabel={m.va_filter_all()}
        options={platforms.map((platform) => ({ value: String(platform.id), label: platform.name }))}
        value={platformId}
        onChange={(id) => vaList.setFilters({ platform_id: id === undefined ? undefined : Number(id) } as Query)}
        className="col-span-2 lg:col-span-1"
      />
    </form>
  );
}

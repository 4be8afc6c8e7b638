/**
 * The VA list's filters: status, bank, platform (every change at once) and a search sent on Enter or when the box
 * is left. They write the list store's query, so the address bar keeps them.
 */
import { type SyntheticEvent, useEffect, useState } from 'react';
import type { PlatformType, VaBankType } from '../../contract/calls/reference.ts';
import { listVirtualAccounts } from '../../lib/http/query-rules/listVirtualAccounts.generated.ts';
import { m } from '../../lib/i18n.ts';
import { api } from '../../stores/api.ts';
import { availableBanks } from '../../stores/available-banks.ts';
import type { ListQuery } from '../../stores/kit/list.ts';
import { Field } from '../../ui/field.tsx';
import { type NativeOption, NativeSelect } from '../../ui/native-select.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { TextInput } from '../../ui/text-input.tsx';
import { vaList } from './list-store.ts';

type Query = ListQuery<'listVirtualAccounts'>;
const ALL = '';
const { status: STATUS_RULE } = listVirtualAccounts;

/** A filter's choices: "All", then the known ones, and the one in the address even when no longer offered. */
function choices(all: string, known: readonly NativeOption[], current: string | undefined): NativeOption[] {
  const options = [{ value: ALL, label: all }, ...known];
  if (current !== undefined && !options.some((option) => option.value === current))
    options.push({ value: current, label: current });
  return options;
}

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
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  const applySearch = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (search.trim() !== (query.search ?? '')) vaList.setFilters({ search: search.trim() }, { replace: true });
  };
  const platformId = query.platform_id === undefined ? undefined : String(query.platform_id);
  return (
    <form className="grid grid-cols-2 gap-3 lg:grid-cols-4" onSubmit={applySearch}>
      <Field label={m.va_filter_search()} className="col-span-2 lg:col-span-1">
        <TextInput
          type="search"
          placeholder={m.va_filter_search_hint()}
          maxLength={100}
          enterKeyHint="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => applySearch()}
        />
      </Field>
      <Field label={m.va_col_status()}>
        <NativeSelect
          value={query.status ?? ALL}
          options={choices(
            m.va_filter_all(),
            STATUS_RULE.enum.map((status) => ({ value: status, label: statusLabel(status) })),
            query.status,
          )}
          onChange={(event) => vaList.setFilters({ status: (event.target.value || undefined) as Query['status'] })}
        />
      </Field>
      <Field label={m.va_col_bank()}>
        <NativeSelect
          value={query.bank ?? ALL}
          options={choices(
            m.va_filter_all(),
            banks.map((bank) => ({ value: bank.short_name, label: bank.short_name })),
            query.bank,
          )}
          onChange={(event) => vaList.setFilters({ bank: event.target.value || undefined })}
        />
      </Field>
      <Field label={m.va_col_platform()} className="col-span-2 lg:col-span-1">
        <NativeSelect
          value={platformId ?? ALL}
          options={choices(
            m.va_filter_all(),
            platforms.map((platform) => ({ value: String(platform.id), label: platform.name })),
            platformId,
          )}
          onChange={(event) =>
            vaList.setFilters({
              platform_id: event.target.value === '' ? undefined : Number(event.target.value),
            } as Query)
          }
        />
      </Field>
    </form>
  );
}

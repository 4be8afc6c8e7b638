/**
 * /va/list: the user's VAs with their filters; DIRECTOR and FINANCE also open VAs, set or remove an ACTIVE VA's
 * platform and reach the bulk update; a SELLER sees the list alone.
 */
import { useEffect, useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { hasFilters } from '../../stores/kit/list.ts';
import { $profile } from '../../stores/profile.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ClearFiltersButton } from '../../ui/list-actions.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { FilterFormSkeleton } from '../../ui/skeleton.tsx';
import { vaColumns } from './columns.ts';
import { $rowChange, vaList } from './list-store.ts';
import { canManageVa, VA_MANAGER_ROLES } from './rules.ts';

// The dialogs (and the create form's rules) come when first opened.
const loadCreateDialog = () => import('./create-dialog.tsx');
const loadRowDialog = () => import('./row-dialog.tsx');
// What draws a row and the filters (their choices are read from the server anyway) come after the page, in
// parallel with the first rows.
const loadCells = () => import('./cells.tsx');
const loadFilters = () => import('./filters.tsx');

const pages = { href: vaList.pageHref, onSelect: vaList.setPage };

export default function VaListIsland() {
  const state = useStore(vaList.$state);
  const query = useStore(vaList.$query);
  const profile = useStore($profile, null);
  const [creating, setCreating] = useState(false);
  const changing = useStore($rowChange) !== null;
  const createDialog = useLazyModule(loadCreateDialog, creating);
  const rowDialog = useLazyModule(loadRowDialog, changing);
  const cells = useLazyModule(loadCells, true);
  const filters = useLazyModule(loadFilters, true);
  useEffect(() => vaList.start(), []);
  const manage = profile !== null && canManageVa(profile.role);
  const filtered = hasFilters(query);

  return (
    <div className="flex flex-col gap-6">
      {/* Prerendered for the roles that manage VAs (data-roles hides it from the others before the first paint). */}
      {manage || profile === null ? (
        <div className="flex flex-wrap gap-2" data-roles={VA_MANAGER_ROLES.join(' ')}>
          <Button icon="i-lucide-plus" loading={creating && createDialog === null} onClick={() => setCreating(true)}>
            {m.va_create()}
          </Button>
          <a href="/va/list/update-platform" className={buttonClass('secondary', 'md')}>
            {m.va_bulk_link()}
          </a>
        </div>
      ) : null}
      {filters ? <filters.VaFilters query={query} /> : <FilterFormSkeleton form="va" />}
      <ListView
        caption={m.page_va_list()}
        columns={vaColumns(cells?.CELLS ?? null, profile === null ? null : manage)}
        cellsReady={cells !== null}
        state={state}
        rowKey={(row) => String(row.id)}
        onRetry={vaList.retry}
        pages={pages}
        empty={<p className="py-6 text-center text-muted">{filtered ? m.va_empty_filtered() : m.va_empty()}</p>}
        skeletonRows={3}
        actions={filtered ? <ClearFiltersButton onClear={vaList.clearFilters} /> : null}
      />
      {creating && createDialog ? <createDialog.default onClosed={() => setCreating(false)} /> : null}
      {changing && rowDialog ? <rowDialog.default /> : null}
    </div>
  );
}

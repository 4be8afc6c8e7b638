/**
 * /user (DIRECTOR only): the team with each member's role and invitation status, filters in the address bar, and
 * the actions — invite, send a new link, change a role, remove. The cells and the actions come with the first rows;
 * the dialogs (and the invitation form's rules) when first opened.
 */
import { useEffect, useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { hasFilters } from '../../stores/kit/list.ts';
import { Button } from '../../ui/button.tsx';
import { ClearFiltersButton } from '../../ui/list-actions.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { teamColumns } from './columns.ts';
import { TeamFilters } from './filters.tsx';
import { teamList } from './list-store.ts';

const loadCells = () => import('./cells.tsx');

const pages = { href: teamList.pageHref, onSelect: teamList.setPage };

export default function TeamIsland() {
  const state = useStore(teamList.$state);
  const query = useStore(teamList.$query);
  const cells = useLazyModule(loadCells, true);
  // A click before the row code (and the actions with it) has arrived opens the dialog once it has.
  const [inviting, setInviting] = useState(false);
  useEffect(() => teamList.start(), []);
  useEffect(() => {
    if (!inviting || cells === null) return;
    cells.startInvite();
    setInviting(false);
  }, [inviting, cells]);
  const filtered = hasFilters(query);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button icon="i-lucide-user-plus" loading={inviting} onClick={() => setInviting(true)}>
          {m.team_invite()}
        </Button>
      </div>
      <TeamFilters query={query} />
      <ListView
        caption={m.team_list_caption()}
        columns={teamColumns(cells?.CELLS ?? null)}
        cellsReady={cells !== null}
        state={state}
        rowKey={(row) => String(row.id)}
        onRetry={teamList.retry}
        pages={pages}
        empty={<p className="py-6 text-center text-muted">{filtered ? m.team_empty_filtered() : m.team_empty()}</p>}
        skeletonRows={3}
        actions={filtered ? <ClearFiltersButton onClear={teamList.clearFilters} /> : null}
      />
      {cells ? <cells.TeamDialogsHost /> : null}
    </div>
  );
}

/**
 * What the team list's cells show (columns.ts names them): who the member is, their role, the invitation's status
 * with when its link stops working, the last sign-in, and the row's actions; and the host of the dialogs they open
 * (the actions store comes with them). Loaded after the page, with the rows.
 */
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import type { Cells } from './columns.ts';
import { ROLE_LABEL, STATUS_LABEL } from './labels.ts';
import { actionsFor } from './member-rules.ts';
import { teamActions } from './team-actions.ts';

type Row = TeamMemberType;

const when = (value: string) => formatDateTime(value, getLocale());

function activity(row: Row): string {
  if (row.status === 'ACTIVE') {
    return row.last_sign_in_at === null
      ? m.team_never_signed_in()
      : m.team_last_sign_in({ date: when(row.last_sign_in_at) });
  }
  if (row.link_expires_at === null) return '';
  const date = when(row.link_expires_at);
  return row.status === 'EXPIRED' ? m.team_link_expired_on({ date }) : m.team_link_until({ date });
}

function Actions({ row }: { row: Row }) {
  const resending = useStore(teamActions.$resending).has(row.id);
  const actions = actionsFor(row);
  const name = row.full_name;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {actions.includes('resend') ? (
        <Button
          variant="secondary"
          size="sm"
          icon="i-lucide-send"
          loading={resending}
          onClick={() => void teamActions.resend(row)}
          aria-label={m.team_resend_for({ name })}
        >
          {m.team_resend()}
        </Button>
      ) : null}
      {actions.includes('role') ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => teamActions.openRole(row)}
          aria-label={m.team_change_role_for({ name })}
        >
          {m.team_change_role()}
        </Button>
      ) : null}
      {actions.includes('remove') ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => teamActions.openRemove(row)}
          aria-label={m.team_remove_for({ name })}
        >
          {m.team_remove()}
        </Button>
      ) : null}
    </div>
  );
}

const loadDialogs = () => import('./dialogs.tsx');

/** The dialogs a row or the invite button opened; their code (and the form's rules) loads with the first one. */
export function TeamDialogsHost() {
  const open = useStore(teamActions.$dialog) !== null;
  const dialogs = useLazyModule(loadDialogs, open);
  return dialogs ? <dialogs.default /> : null;
}

export const startInvite = teamActions.openInvite;

export const CELLS: Cells = {
  member: (row) => (
    <div className="flex min-w-44 flex-col">
      <span className="font-medium">{row.full_name}</span>
      <span className="text-sm text-muted [overflow-wrap:anywhere]">{row.email}</span>
    </div>
  ),
  role: (row) => ROLE_LABEL[row.role](),
  status: (row) => <Badge status={row.status} label={STATUS_LABEL[row.status]()} />,
  activity: (row) => <span className="text-sm text-muted">{activity(row)}</span>,
  actions: (row) => <Actions row={row} />,
};

/**
 * The team list's columns, as data for the ListView: member, role, status, activity and the actions. Their headings
 * and placeholder sizes are here, for the first paint; what the cells show (cells.tsx) loads with the first rows.
 * The sizes are measured against real rows from 360 to 1440 px (the action buttons stack from 640 to 1279 px), so
 * the rows replace their placeholders without moving (e2e/team.spec.ts, on a phone).
 */
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import { m } from '../../lib/i18n.ts';
import type { TableColumn } from '../../ui/table.tsx';

export type ColumnKey = 'member' | 'role' | 'status' | 'activity' | 'actions';
export type Cells = Readonly<Record<ColumnKey, TableColumn<TeamMemberType>['cell']>>;

export function teamColumns(cells: Cells | null): TableColumn<TeamMemberType>[] {
  const cell = (key: ColumnKey) => (row: TeamMemberType) => cells?.[key](row) ?? null;
  return [
    { key: 'member', header: m.team_col_member(), skeleton: 'h-9 w-48 xl:h-10', cell: cell('member') },
    { key: 'role', header: m.team_col_role(), skeleton: 'h-4 w-20', cell: cell('role') },
    { key: 'status', header: m.team_col_status(), skeleton: 'h-4 w-24', cell: cell('status') },
    { key: 'activity', header: m.team_col_activity(), skeleton: 'h-4 w-40', cell: cell('activity') },
    {
      key: 'actions',
      header: m.team_col_actions(),
      align: 'end',
      skeleton: 'h-9 w-48 sm:h-[88px] xl:h-8',
      cell: cell('actions'),
    },
  ];
}

/**
 * The VA list's columns, as data for the ListView (a table on wide screens, cards on phones): bank, account number,
 * holder, platform, status and — for those who manage VAs — the platform actions. Their headings and placeholder
 * sizes are here, for the first paint; what their cells show (cells.tsx) loads after the page, with the first rows.
 */
import type { VirtualAccountType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import type { TableColumn } from '../../ui/table.tsx';
import { VA_MANAGER_ROLES } from './rules.ts';

type Row = VirtualAccountType;

export type ColumnKey = 'bank' | 'account' | 'holder' | 'platform' | 'status' | 'actions';

type Cells = Readonly<Record<ColumnKey, TableColumn<Row>['cell']>>;

/**
 * The columns in the user's language; their cells draw nothing until `cells` has loaded. `manage` is null before
 * the profile is known (the prerendered page): the actions column is there for the roles that manage VAs and
 * hidden from the others by CSS, so it neither appears nor vanishes once the profile arrives.
 */
export function vaColumns(cells: Cells | null, manage: boolean | null): TableColumn<Row>[] {
  const cell = (key: ColumnKey) => (row: Row) => cells?.[key](row) ?? null;
  const columns: TableColumn<Row>[] = [
    { key: 'bank', header: m.va_col_bank(), skeleton: 'h-5 w-20', cell: cell('bank') },
    { key: 'account', header: m.va_col_account(), skeleton: 'h-8 w-40', cell: cell('account') },
    { key: 'holder', header: m.va_col_holder(), skeleton: 'h-5 w-32', cell: cell('holder') },
    { key: 'platform', header: m.va_col_platform(), skeleton: 'h-5 w-24', cell: cell('platform') },
    { key: 'status', header: m.va_col_status(), skeleton: 'h-9 w-40', cell: cell('status') },
  ];
  if (manage !== false) {
    columns.push({
      key: 'actions',
      header: m.va_col_actions(),
      align: 'end',
      roles: VA_MANAGER_ROLES,
      skeleton: 'h-8 w-24',
      cell: cell('actions'),
    });
  }
  return columns;
}

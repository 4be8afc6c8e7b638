/**
 * The VA list's columns, as data for the ListView (a table on wide screens, cards on phones): bank, account number
 * with its copy button, holder, platform, status with what it means, and — for those who manage VAs — the
 * platform actions of an ACTIVE VA.
 */
import type { VirtualAccountType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import type { TableColumn } from '../../ui/table.tsx';
import { startAssign, startUnassign } from './list-store.ts';

type Row = VirtualAccountType;

/** One sentence per SPEC section 4 VA status: what it means for the person looking. */
export const STATUS_MEANING: Readonly<Record<Row['status'], () => string>> = {
  PENDING: m.va_status_pending_meaning,
  REJECTED: m.va_status_rejected_meaning,
  ACTIVE: m.va_status_active_meaning,
  INACTIVE: m.va_status_inactive_meaning,
  RESTRICTED: m.va_status_restricted_meaning,
};

function Actions({ row }: { row: Row }) {
  if (row.status !== 'ACTIVE') return null;
  const what = row.account_number;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void startAssign(row)}
        aria-label={m.va_assign_for({ account: what })}
      >
        {row.platform === null ? m.va_assign() : m.va_change_platform()}
      </Button>
      {row.platform !== null ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => startUnassign(row)}
          aria-label={m.va_unassign_for({ account: what })}
        >
          {m.va_unassign()}
        </Button>
      ) : null}
    </div>
  );
}

/** The columns in the user's language. */
export function vaColumns(manage: boolean): TableColumn<Row>[] {
  const columns: TableColumn<Row>[] = [
    {
      key: 'bank',
      header: m.va_col_bank(),
      skeleton: 'h-5 w-20',
      cell: (row) => <span className="font-semibold">{row.bank.short_name}</span>,
    },
    {
      key: 'account',
      header: m.va_col_account(),
      skeleton: 'h-8 w-40',
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <span className="font-mono tabular-nums" data-account-number>
            {row.account_number}
          </span>
          <CopyButton value={row.account_number} what={m.va_account_number()} />
        </span>
      ),
    },
    { key: 'holder', header: m.va_col_holder(), skeleton: 'h-5 w-32', cell: (row) => row.account_name },
    {
      key: 'platform',
      header: m.va_col_platform(),
      skeleton: 'h-5 w-24',
      cell: (row) => row.platform?.name ?? <span className="text-muted">{m.va_no_platform()}</span>,
    },
    {
      key: 'status',
      header: m.va_col_status(),
      skeleton: 'h-5 w-20 rounded-full',
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <Badge status={row.status} label={statusLabel(row.status)} />
          <span className="max-w-56 text-xs text-muted">{STATUS_MEANING[row.status]()}</span>
        </span>
      ),
    },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      header: m.va_col_actions(),
      align: 'end',
      skeleton: 'h-8 w-24',
      cell: (row) => <Actions row={row} />,
    });
  }
  return columns;
}

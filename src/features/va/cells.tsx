/**
 * What the VA list's cells show (columns.ts names them): the account number with its copy button, the status with
 * what it means, and the platform actions of an ACTIVE VA. Loaded after the page, with the first rows.
 */
import type { ReactNode } from 'react';
import type { VirtualAccountType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import type { ColumnKey } from './columns.ts';
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

/** Each column's cell. */
export const CELLS: Readonly<Record<ColumnKey, (row: Row) => ReactNode>> = {
  bank: (row) => <span className="font-semibold">{row.bank.short_name}</span>,
  account: (row) => (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono tabular-nums" data-account-number>
        {row.account_number}
      </span>
      <CopyButton value={row.account_number} what={m.va_account_number()} />
    </span>
  ),
  holder: (row) => row.account_name,
  platform: (row) => row.platform?.name ?? <span className="text-muted">{m.va_no_platform()}</span>,
  status: (row) => (
    <span className="flex flex-col items-start gap-1">
      <Badge status={row.status} label={statusLabel(row.status)} />
      <span className="max-w-56 text-xs text-muted">{STATUS_MEANING[row.status]()}</span>
    </span>
  ),
  actions: (row) => <Actions row={row} />,
};

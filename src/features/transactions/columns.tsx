/** The transaction list's columns: what a row shows, as data for the ListView (a table, or cards on phones). */

import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import type { TableColumn } from '../../ui/table.tsx';
import { amountClass, counterparty, directionOf, partyText, signedAmount, typeLabel } from './format.ts';

type Row = VaTransactionSummaryType;

/** Two lines: a main one and a quieter one under it (a code, an account). */
function TwoLines({ main, sub }: { main: string; sub: string | null }) {
  return (
    <span className="inline-flex min-w-0 flex-col">
      <span className="font-medium">{main}</span>
      {sub ? <span className="text-xs text-muted">{sub}</span> : null}
    </span>
  );
}

/** The columns, in the user's language and locale. */
export function transactionColumns(): TableColumn<Row>[] {
  const locale = getLocale();
  return [
    {
      key: 'transaction',
      header: m.tx_col_transaction(),
      skeleton: 'h-9 w-32',
      cell: (row) => <TwoLines main={typeLabel(row.type)} sub={row.code} />,
    },
    {
      key: 'date',
      header: m.tx_col_date(),
      skeleton: 'h-5 w-32',
      cell: (row) => (
        <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.created_at, locale)}
        </time>
      ),
    },
    {
      key: 'party',
      header: m.tx_col_party(),
      skeleton: 'h-9 w-32',
      cell: (row) => {
        const party = partyText(counterparty(row));
        return <TwoLines main={party.name} sub={party.account} />;
      },
    },
    {
      key: 'status',
      header: m.tx_col_status(),
      skeleton: 'h-5 w-20 rounded-full',
      cell: (row) => <Badge status={row.status} label={statusLabel(row.status)} />,
    },
    {
      key: 'amount',
      header: m.tx_col_amount(),
      align: 'end',
      skeleton: 'h-5 w-24',
      cell: (row) => (
        <span className={`whitespace-nowrap font-semibold tabular-nums ${amountClass(directionOf(row))}`}>
          {signedAmount(row, locale)}
        </span>
      ),
    },
  ];
}

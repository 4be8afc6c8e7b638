/**
 * What each cell of a transaction row shows. Loaded after the page, in parallel with the first rows (see
 * columns.ts): drawing a row takes the money and date formatting, which the page does not need before it has rows.
 */
import type { ReactNode } from 'react';
import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { typeLabel } from '../../ui/transaction-labels.ts';
import type { ColumnKey } from './columns.ts';
import { amountClass, counterparty, partyText, signedMoney, transactionDirection } from './format.ts';

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

/** A row's cells, by column. */
export const CELLS: Readonly<Record<ColumnKey, (row: Row) => ReactNode>> = {
  // A QR payment names the code it settled too (the QR list's rows are nearly all alike otherwise).
  transaction: (row) => (
    <TwoLines
      main={typeLabel(row.type)}
      sub={row.qr_code_id === null ? row.code : `${row.code} · ${m.tx_qr_code_value({ id: String(row.qr_code_id) })}`}
    />
  ),
  date: (row) => (
    <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
      {formatDateTime(row.created_at, getLocale())}
    </time>
  ),
  party: (row) => {
    const party = partyText(counterparty(row));
    return <TwoLines main={party.name} sub={party.account} />;
  },
  status: (row) => <Badge status={row.status} label={statusLabel(row.status)} />,
  amount: (row) => (
    <span className={`whitespace-nowrap font-semibold tabular-nums ${amountClass(transactionDirection(row))}`}>
      {signedMoney(row, getLocale())}
    </span>
  ),
};

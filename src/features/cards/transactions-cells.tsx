/**
 * What each cell of a card transaction row shows; loaded after the page, with the first rows (it brings the money
 * and date formatting): the type and kind, the date, the merchant or card, the status (and why it failed), and the
 * signed amount with the merchant's original amount when it was another currency.
 */
import type { ReactNode } from 'react';
import type { CardTransactionType } from '../../contract/calls/card.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Badge } from '../../ui/badge.tsx';
import { declineReasonLabel } from './decline-reason.ts';
import type { CardTxColumn } from './transactions-columns.ts';
import { txSignedMoney } from './tx-amount.ts';
import { txAmountClass, txCardText, txDetailLabel, txStatusLabel, txStatusTone, txTypeLabel } from './tx-labels.ts';

type Row = CardTransactionType;

function TwoLines({ main, sub, end = false }: { main: ReactNode; sub: string | null; end?: boolean }) {
  return (
    <span className={`inline-flex min-w-0 flex-col ${end ? 'items-end' : ''}`}>
      <span className="font-medium">{main}</span>
      {sub ? <span className="text-xs text-muted">{sub}</span> : null}
    </span>
  );
}

export const CELLS: Readonly<Record<CardTxColumn, (row: Row) => ReactNode>> = {
  transaction: (row) => (
    <TwoLines main={txTypeLabel(row.type)} sub={`${txDetailLabel(row.detail_type)} · ${row.code}`} />
  ),
  date: (row) => (
    <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
      {formatDateTime(row.created_at, getLocale())}
    </time>
  ),
  party: (row) =>
    row.merchant ? (
      <TwoLines main={row.merchant.name} sub={txCardText(row.card)} />
    ) : (
      <TwoLines main={txCardText(row.card)} sub={null} />
    ),
  status: (row) => (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge status={row.status} tone={txStatusTone(row.status)} label={txStatusLabel(row.status)} />
      {row.failure_reason ? <span className="text-xs text-muted">{declineReasonLabel(row.failure_reason)}</span> : null}
    </span>
  ),
  amount: (row) => (
    <TwoLines
      end
      main={
        <span className={`whitespace-nowrap font-semibold tabular-nums ${txAmountClass(row.type)}`}>
          {txSignedMoney(row, getLocale())}
        </span>
      }
      sub={
        row.original_amount ? formatMoney(row.original_amount.amount, row.original_amount.currency, getLocale()) : null
      }
    />
  ),
};

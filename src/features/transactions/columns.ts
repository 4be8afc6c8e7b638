/**
 * The transaction list's columns, as data for the ListView (a table, or cards on phones): their headings and
 * placeholder sizes are here, for the first paint; what their cells show (cells.tsx) loads after the page, with the
 * first rows, since it brings the money and date formatting.
 */
import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import type { TableColumn } from '../../ui/table.tsx';

type Row = VaTransactionSummaryType;

/** The columns, in order. */
export type ColumnKey = 'transaction' | 'date' | 'party' | 'status' | 'amount';

/** What each cell shows (cells.tsx). */
type Cells = Readonly<Record<ColumnKey, TableColumn<Row>['cell']>>;

/** The columns in the user's language; their cells draw nothing until `cells` has loaded. */
export function transactionColumns(cells: Cells | null): TableColumn<Row>[] {
  const cell = (key: ColumnKey) => (row: Row) => cells?.[key](row) ?? null;
  return [
    { key: 'transaction', header: m.tx_col_transaction(), skeleton: 'h-9 w-32', cell: cell('transaction') },
    { key: 'date', header: m.tx_col_date(), skeleton: 'h-5 w-32', cell: cell('date') },
    { key: 'party', header: m.tx_col_party(), skeleton: 'h-9 w-32', cell: cell('party') },
    { key: 'status', header: m.tx_col_status(), skeleton: 'h-5 w-20 rounded-full', cell: cell('status') },
    { key: 'amount', header: m.tx_col_amount(), align: 'end', skeleton: 'h-5 w-24', cell: cell('amount') },
  ];
}

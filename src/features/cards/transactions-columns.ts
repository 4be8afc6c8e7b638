/**
 * The card transaction list's columns for the ListView (a table on wide screens, cards on phones): headings and
 * placeholder sizes here, for the first paint; what the cells show (transactions-cells.tsx) loads after the page.
 */
import type { CardTransactionType } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';
import type { TableColumn } from '../../ui/table.tsx';

export type CardTxColumn = 'transaction' | 'date' | 'party' | 'status' | 'amount';

type Cells = Readonly<Record<CardTxColumn, TableColumn<CardTransactionType>['cell']>>;

/** The columns in the user's language; their cells draw nothing until `cells` has loaded. */
export function cardTxColumns(cells: Cells | null): TableColumn<CardTransactionType>[] {
  const cell = (key: CardTxColumn) => (row: CardTransactionType) => cells?.[key](row) ?? null;
  return [
    { key: 'transaction', header: m.vct_col_transaction(), skeleton: 'h-9 w-32', cell: cell('transaction') },
    { key: 'date', header: m.vct_col_date(), skeleton: 'h-5 w-32', cell: cell('date') },
    { key: 'party', header: m.vct_col_card(), skeleton: 'h-9 w-32', cell: cell('party') },
    { key: 'status', header: m.vct_col_status(), skeleton: 'h-5 w-20 rounded-full', cell: cell('status') },
    { key: 'amount', header: m.vct_col_amount(), align: 'end', skeleton: 'h-5 w-24', cell: cell('amount') },
  ];
}

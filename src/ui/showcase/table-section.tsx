/** Table on /test: with rows, empty and loading. */

import { formatDate } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Badge } from '../badge.tsx';
import { statusLabel } from '../status-label.ts';
import { Table, type TableColumn } from '../table.tsx';
import { KitRow, KitSection } from './kit-section.tsx';

/** A made-up transaction of the kit's tables and lists. */
export interface SampleTransaction {
  id: string;
  /** A calendar day, not an instant: the page is prerendered, and a day is the same in every time zone. */
  date: string;
  description: () => string;
  amount: string;
  status: string;
}

/** The kit's sample rows. */
export const SAMPLE_ROWS: readonly SampleTransaction[] = [
  {
    id: 'TU-184',
    date: '2026-03-02',
    description: m.ui_kit_tx_top_up,
    amount: '5000000',
    status: 'APPROVED',
  },
  {
    id: 'WD-092',
    date: '2026-03-01',
    description: m.ui_kit_tx_withdraw,
    amount: '-2500000',
    status: 'PROCESS',
  },
  { id: 'QR-311', date: '2026-02-28', description: m.ui_kit_tx_qr, amount: '-85000', status: 'SUCCESS' },
  {
    id: 'AD-007',
    date: '2026-02-27',
    description: m.ui_kit_tx_adjustment,
    amount: '15000',
    status: 'PENDING',
  },
];

/** The sample rows' columns, in the page's language. */
export function sampleColumns(): TableColumn<SampleTransaction>[] {
  const locale = getLocale();
  return [
    {
      key: 'date',
      skeleton: 'h-5 w-24',
      header: m.ui_kit_col_date(),
      cell: (row) => <span className="tabular-nums">{formatDate(row.date, locale)}</span>,
    },
    {
      key: 'description',
      skeleton: 'h-5 w-44',
      header: m.ui_kit_col_description(),
      cell: (row) => <span className="font-medium">{row.description()}</span>,
    },
    {
      key: 'amount',
      skeleton: 'h-5 w-28',
      header: m.ui_kit_col_amount(),
      align: 'end',
      cell: (row) => (
        <span
          className={`whitespace-nowrap font-semibold tabular-nums${row.amount.startsWith('-') ? '' : ' text-success'}`}
        >
          {row.amount.startsWith('-') ? '' : '+'}
          {formatMoney(row.amount, 'VND', locale)}
        </span>
      ),
    },
    {
      key: 'status',
      skeleton: 'h-5 w-20 rounded-full',
      header: m.ui_kit_col_status(),
      cell: (row) => <Badge status={row.status} label={statusLabel(row.status)} />,
    },
  ];
}

/** The table section. */
export function TableSection() {
  const columns = sampleColumns();
  const caption = m.ui_kit_table_caption();

  return (
    <KitSection testId="kit-table" title={m.ui_kit_section_table()}>
      <KitRow label={m.ui_kit_table_with_rows()}>
        <div className="w-full">
          <Table columns={columns} rows={SAMPLE_ROWS} rowKey={(row) => row.id} caption={caption} />
        </div>
      </KitRow>
      <KitRow label={m.ui_kit_table_empty()}>
        <div className="w-full">
          <Table
            columns={columns}
            rows={[]}
            rowKey={(row) => row.id}
            caption={caption}
            empty={m.ui_kit_table_empty_text()}
          />
        </div>
      </KitRow>
      <KitRow label={m.ui_kit_state_loading()}>
        <div className="w-full">
          <Table columns={columns} rows={[]} rowKey={(row) => row.id} caption={caption} loading />
        </div>
      </KitRow>
    </KitSection>
  );
}

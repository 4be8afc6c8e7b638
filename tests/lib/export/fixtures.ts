/** Rows that try every way an export can go wrong: quotes, commas, line breaks, formulas, Vietnamese, huge amounts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportColumn, ExportRow } from '../../../src/lib/export/types.ts';

export const COLUMNS: readonly ExportColumn[] = [
  { key: 'id', header: 'Mã giao dịch' },
  { key: 'counterparty', header: 'Người nhận' },
  { key: 'amount', header: 'Số tiền', kind: 'amount', currency: { key: 'currency' } },
  { key: 'currency', header: 'Tiền tệ' },
  { key: 'created_at', header: 'Thời gian', kind: 'datetime' },
  { key: 'note', header: 'Ghi chú' },
];

export const HUGE = '123456789012345678.99';

export const ROWS: readonly ExportRow[] = [
  {
    id: '1001',
    counterparty: 'Nguyễn Văn Ánh',
    amount: '1234567',
    currency: 'VND',
    created_at: '2026-11-22T08:30:00.000Z',
    note: 'Tiền hàng, tháng 11',
  },
  {
    id: '1002',
    counterparty: 'Công ty "Đông Á", chi nhánh\nHà Nội',
    amount: HUGE,
    currency: 'USD',
    created_at: '2026-11-22T15:05:00.000Z',
    note: '=HYPERLINK("http://evil.example")',
  },
  { id: '1003', counterparty: '@admin', amount: '-12.5', currency: 'USD', created_at: null, note: '+84 912 345 678' },
  {
    id: '1004',
    counterparty: 'Trần Thị Bích Ngọc',
    amount: '0.125',
    currency: 'USD',
    created_at: '2026-01-02T00:00:00Z',
    note: '',
  },
];

/** The font the PDF embeds, read from the package like the browser fetches it. */
export function fontBytes(): Uint8Array {
  return readFileSync(
    join(
      import.meta.dirname,
      '../../../node_modules/@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf',
    ),
  );
}

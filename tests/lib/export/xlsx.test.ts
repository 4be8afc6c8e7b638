import { describe, expect, it } from 'vitest';
import { exportTable } from '../../../src/lib/export/table.ts';
import { columnName, sheetName, toXlsx } from '../../../src/lib/export/xlsx.ts';
import { COLUMNS, HUGE, ROWS } from './fixtures.ts';
import { type ReadCell, readSheet } from './read-back.ts';

/** A row's values in column order. */
const values = (cells: Map<string, ReadCell> | undefined) =>
  ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => cells?.get(letter)?.value ?? '');

describe('XLSX export', () => {
  const table = exportTable({
    columns: COLUMNS,
    rows: ROWS,
    locale: 'vi',
    fileName: 'x',
    title: 'Giao dịch: tháng 11/2026',
  });
  const { files, rows, styles } = readSheet(toXlsx(table));

  it('is a workbook of one sheet with shared strings and styles', () => {
    expect(files).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('reads back to exactly the rows, with a bold heading row', () => {
    expect(values(rows.get(1))).toEqual(['Mã giao dịch', 'Người nhận', 'Số tiền', 'Tiền tệ', 'Thời gian', 'Ghi chú']);
    expect(rows.get(1)?.get('A')?.style).toBe('1');
    expect(styles).toMatch(/<font><b\/>/);
    expect(values(rows.get(2))).toEqual([
      '1001',
      'Nguyễn Văn Ánh',
      '1234567',
      'VND',
      '22/11/2026 08:30',
      'Tiền hàng, tháng 11',
    ]);
    // A text cell holds a formula's text, never a formula: no guard needed, the text is exact.
    expect(values(rows.get(3))).toEqual([
      '1002',
      'Công ty "Đông Á", chi nhánh\nHà Nội',
      HUGE,
      'USD',
      '22/11/2026 15:05',
      '=HYPERLINK("http://evil.example")',
    ]);
    expect(values(rows.get(4))).toEqual(['1003', '@admin', '-12.50', 'USD', '', '+84 912 345 678']);
    expect(values(rows.get(5))).toEqual(['1004', 'Trần Thị Bích Ngọc', '0.125', 'USD', '02/01/2026 00:00', '']);
    expect(rows.size).toBe(5);
  });

  it("writes amounts as exact numbers with the currency's decimals, and a huge one as exact text", () => {
    expect(rows.get(2)?.get('C')).toEqual({ value: '1234567', type: 'n', style: '3' });
    expect(rows.get(4)?.get('C')).toEqual({ value: '-12.50', type: 'n', style: '5' });
    expect(rows.get(5)?.get('C')).toEqual({ value: '0.125', type: 'n', style: '6' });
    // 20 significant digits: a spreadsheet's double would round it, so it stays text, right-aligned.
    expect(rows.get(3)?.get('C')).toEqual({ value: HUGE, type: 's', style: '2' });
    expect(styles).toContain('formatCode="#,##0"');
    expect(styles).toContain('formatCode="#,##0.00"');
    expect(styles).toContain('formatCode="#,##0.000"');
  });

  it('names columns and sheets as Excel allows', () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    expect(sheetName('Giao dịch: tháng 11/2026')).toBe('Giao dịch  tháng 11 2026');
    expect(sheetName('[]')).toBe('Sheet1');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

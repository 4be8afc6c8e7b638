import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from '../../../src/lib/export/csv.ts';
import { exportBlob } from '../../../src/lib/export/index.ts';
import { exportTable } from '../../../src/lib/export/table.ts';
import { COLUMNS, HUGE, ROWS } from './fixtures.ts';

/** An RFC 4180 reader (quoted fields, doubled quotes, CRLF records), to read the file back as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at++;
    } else field += char;
  }
  return records;
}

describe('CSV export', () => {
  const table = exportTable({ columns: COLUMNS, rows: ROWS, locale: 'vi', fileName: 'giao-dich' });

  it('starts with a UTF-8 BOM and ends each record with CRLF', () => {
    const csv = toCsv(table);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('reads back to exactly the rows: quotes, commas, line breaks, Vietnamese, exact amounts, local dates', () => {
    expect(parseCsv(toCsv(table).slice(CSV_BOM.length))).toEqual([
      ['Mã giao dịch', 'Người nhận', 'Số tiền', 'Tiền tệ', 'Thời gian', 'Ghi chú'],
      ['1001', 'Nguyễn Văn Ánh', '1234567', 'VND', '22/11/2026 08:30', 'Tiền hàng, tháng 11'],
      [
        '1002',
        'Công ty "Đông Á", chi nhánh\nHà Nội',
        HUGE,
        'USD',
        '22/11/2026 15:05',
        `'=HYPERLINK("http://evil.example")`,
      ],
      ['1003', `'@admin`, '-12.50', 'USD', '', `'+84 912 345 678`],
      ['1004', 'Trần Thị Bích Ngọc', '0.125', 'USD', '02/01/2026 00:00', ''],
    ]);
  });

  it("writes dates in the user's language", () => {
    const english = exportTable({ columns: COLUMNS, rows: ROWS, locale: 'en', fileName: 'x' });
    expect(parseCsv(toCsv(english).slice(1))[1]?.[4]).toBe('11/22/2026 8:30 AM');
  });

  it('comes out of exportBlob as a UTF-8 CSV file, reporting progress', async () => {
    const progress: string[] = [];
    const blob = await exportBlob({
      format: 'csv',
      columns: COLUMNS,
      rows: ROWS,
      locale: 'vi',
      fileName: 'giao-dich',
      onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
    });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Nguyễn Văn Ánh');
    expect(progress).toEqual(['0/4', '4/4']);
  });
});

/**
 * CSV as RFC 4180 writes it — commas, CRLF, a field quoted when it holds a quote, comma or line break, quotes
 * doubled — behind a UTF-8 byte order mark, without which Excel reads Vietnamese as Windows-1252. Amounts are
 * plain decimals (`1234567`, `12.50`), the same in both languages, so any tool reads them exactly.
 */
import type { Cell, ExportTable } from './types.ts';

export const CSV_BOM = '\ufeff';
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A text cell that a spreadsheet would run as a formula (OWASP's CSV injection: `=`, `+`, `-`, `@`, and a tab
 * or CR before them) is prefixed with `'`, which spreadsheets show as text. Amounts are numbers, never prefixed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: Cell): string {
  if (cell.kind === 'amount') return cell.decimal;
  return FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text;
}

/** The CSV text of a table, BOM first. */
export function toCsv(table: ExportTable): string {
  const lines = [
    table.headers.map((header) => field(FORMULA_START.test(header) ? `'${header}` : header)).join(','),
    ...table.rows.map((row) => row.map((cell) => field(cellText(cell))).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

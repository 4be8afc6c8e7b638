/** The rows of a list as the table every export writer prints: dates in the user's locale, amounts exact. */
import { formatDate, formatDateTime } from '../dates.ts';
import { exactDecimal, formatMoney, parseWireAmount } from '../money.ts';
import type { Cell, ExportColumn, ExportOptions, ExportRow, ExportTable } from './types.ts';

/** The currency of an amount column for one row. */
function currencyOf(column: Extract<ExportColumn, { kind: 'amount' }>, row: ExportRow): string {
  return typeof column.currency === 'string' ? column.currency : (row[column.currency.key] ?? '');
}

/** One cell. A value that is not what its column says (no amount, no date) prints as the text it is. */
function cellOf(column: ExportColumn, row: ExportRow, locale: ExportOptions['locale']): Cell {
  const value = row[column.key] ?? '';
  if (value === '') return { kind: 'text', text: '' };
  if (column.kind === 'amount') {
    const currency = currencyOf(column, row);
    if (parseWireAmount(value) === null) return { kind: 'text', text: value };
    return {
      kind: 'amount',
      decimal: exactDecimal(value, currency),
      shown: formatMoney(value, currency, locale, { exact: true }),
    };
  }
  if (column.kind === 'date' || column.kind === 'datetime') {
    if (Number.isNaN(Date.parse(value))) return { kind: 'text', text: value };
    return { kind: 'text', text: column.kind === 'date' ? formatDate(value, locale) : formatDateTime(value, locale) };
  }
  return { kind: 'text', text: value };
}

/** The table of an export. */
export function exportTable(
  options: Pick<ExportOptions, 'columns' | 'rows' | 'locale' | 'title' | 'fileName'>,
): ExportTable {
  const { columns, rows, locale } = options;
  return {
    title: options.title ?? options.fileName,
    locale,
    headers: columns.map((column) => column.header),
    amountColumns: columns.map((column) => column.kind === 'amount'),
    rows: rows.map((row) => columns.map((column) => cellOf(column, row, locale))),
  };
}

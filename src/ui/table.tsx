/**
 * A responsive data table: a real <table> on wide screens; on phones each row becomes a stacked
 * card by CSS alone, every cell labelled by its column header (`data-label`).
 */
import type { ReactNode } from 'react';
import { m } from '../lib/i18n.ts';
import { Skeleton } from './skeleton.tsx';

/** One column: its header and how to render a row's cell. */
export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** `end` for amounts, so digits line up. */
  align?: 'start' | 'end';
}

interface Props<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table for screen readers (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** Show skeleton rows instead of data. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown when there are no rows; defaults to a generic message. */
  empty?: ReactNode;
}

const CELL =
  'px-4 py-3 align-middle sm:border-t sm:border-border max-sm:(flex items-baseline justify-between gap-4 p-0 text-right) ' +
  'max-sm:before:(content-[attr(data-label)] shrink-0 text-left text-xs font-medium text-muted)';

/** The table primitive. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  loading = false,
  skeletonRows = 3,
  empty,
}: Props<Row>) {
  const alignClass = (column: TableColumn<Row>) => (column.align === 'end' ? 'sm:text-right' : 'sm:text-left');
  const rowClass = 'max-sm:(card flex flex-col gap-2.5 p-4)';

  return (
    <div className="sm:(card overflow-x-auto)">
      {loading ? (
        <span role="status" className="sr-only">
          {m.ui_loading()}
        </span>
      ) : null}
      <table aria-busy={loading || undefined} className="w-full border-collapse text-sm max-sm:block">
        <caption className={showCaption ? 'px-4 py-3 text-left font-semibold max-sm:(block px-0)' : 'sr-only'}>
          {caption}
        </caption>
        <thead className="max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`whitespace-nowrap bg-surface-2 px-4 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted ${alignClass(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:(flex flex-col gap-3)">
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                // Placeholders have no identity; their position is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                <tr key={index} className={rowClass}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header} className={CELL}>
                      <Skeleton className={`h-4 w-24 ${column.align === 'end' ? 'ml-auto' : ''}`} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className={rowClass}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header} className={`${CELL} ${alignClass(column)}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {!loading && rows.length === 0 ? (
            <tr className="max-sm:(card block)">
              <td
                colSpan={columns.length}
                className="px-4 py-10 text-center text-muted sm:border-t sm:border-border max-sm:block"
              >
                <span className="i-lucide-inbox mb-2 block mx-auto text-2xl" aria-hidden="true" />
                {empty ?? m.ui_table_empty()}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

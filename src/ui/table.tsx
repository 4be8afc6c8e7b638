/**
 * A responsive data table: a real <table> on wide screens; on phones each row becomes a stacked
 * card by CSS alone, every cell labelled by its column header (`data-label`). Rows may link to a
 * page (a detail): the first column's content becomes the link, stretched over the whole row, so a
 * row is one Tab stop, opens with Enter, and can be opened in a new tab like any link.
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
  /** Size of the loading placeholder, as big as the real content so nothing moves (default one line). */
  skeleton?: string;
  /**
   * The roles that see the column: its cells carry `data-roles`, so the page hides it from the others with CSS
   * before the first paint (html[data-role]), and a prerendered table already has the column it will keep.
   */
  roles?: readonly string[];
}

/** Rows that open a page: where each goes. The first column's content names the link. */
export interface TableRowLink<Row> {
  href: (row: Row) => string;
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
  rowLink?: TableRowLink<Row>;
}

const CELL =
  'px-4 py-3 align-middle sm:border-t sm:border-border max-sm:(flex items-baseline justify-between gap-4 p-0 text-right) ' +
  'max-sm:before:(content-[attr(data-label)] shrink-0 text-left text-xs font-medium text-muted)';

// The link's ::after covers the row (the row is its containing block): a click anywhere on the row opens it, and
// the focus ring drawn on that box goes around the whole row.
const ROW_LINK =
  'outline-none hover:underline after:(absolute inset-0 content-empty) max-sm:after:rounded-2xl ' +
  'focus-visible:after:(outline-2 outline-solid outline-ring -outline-offset-2)';
const LINKED_ROW = 'relative transition-colors hover:bg-surface-2/60';

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
  rowLink,
}: Props<Row>) {
  const alignClass = (column: TableColumn<Row>) => (column.align === 'end' ? 'sm:text-right' : 'sm:text-left');
  const rowClass = 'max-sm:(card flex flex-col gap-2.5 p-4)';
  const [firstColumn] = columns;
  function content(row: Row, column: TableColumn<Row>): ReactNode {
    if (rowLink === undefined || column !== firstColumn) return column.cell(row);
    return (
      <a href={rowLink.href(row)} className={ROW_LINK}>
        {column.cell(row)}
      </a>
    );
  }

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
                data-roles={column.roles?.join(' ')}
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
                // Placeholders have no identity; their position is their key, in a space of its own: a bare index
                // would be a real row's id ("2") and React would move that placeholder's row to it (a layout shift).
                // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
                <tr key={`placeholder-${index}`} className={rowClass}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.header}
                      data-roles={column.roles?.join(' ')}
                      className={CELL}
                    >
                      <Skeleton
                        className={`${column.skeleton ?? 'h-5 w-24'} ${column.align === 'end' ? 'sm:ml-auto' : ''}`}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className={rowLink ? `${rowClass} ${LINKED_ROW}` : rowClass}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.header}
                      data-roles={column.roles?.join(' ')}
                      className={`${CELL} ${alignClass(column)}`}
                    >
                      {content(row, column)}
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

/**
 * A list's export (PRODUCT.md section 4): every row of the list's current filter — fetched page by page
 * (fetch-all.ts) — as CSV, XLSX or PDF, made by the lazily loaded export module (src/lib/export). A list says only
 * what its file holds (`ListExport`): the columns and a row's cells in the user's language, the file's name and title.
 */
import type { ExportColumn, ExportFormat, ExportOptions, ExportProgress, ExportRow } from '../../lib/export/types.ts';
import { getLocale } from '../../lib/i18n.ts';

/** What a list's file holds; the words are read when the file is made, so they are in the language of that moment. */
export interface ListExport<Row> {
  readonly columns: () => ExportColumn[];
  readonly row: (item: Row) => ExportRow;
  /** The file's name before its date: `transactions` makes `transactions-2026-11-25`. */
  readonly fileStem: () => string;
  /** The document's title (PDF heading, XLSX sheet). */
  readonly title: () => string;
}

/** Everything the rows come from: the list's fetch of every row and the export module, given by the caller. */
export interface ExportSources<Row> {
  readonly fetchAll: (options: {
    onProgress: (progress: { loaded: number; total: number | null }) => void;
  }) => Promise<{ rows?: readonly Row[]; failure?: { message: string } }>;
  readonly exportRows: (options: ExportOptions) => Promise<void>;
}

/**
 * Fetch every row of the current filter, then make and download the file; progress counts the rows fetched, then
 * the file's rows or pages. Rejects when a page could not be fetched (the export menu offers to try again).
 */
export async function exportList<Row>(
  definition: ListExport<Row>,
  sources: ExportSources<Row>,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
  now: Date = new Date(),
): Promise<void> {
  const { rows, failure } = await sources.fetchAll({
    onProgress: ({ loaded, total }) => onProgress({ done: loaded, total: total ?? loaded }),
  });
  if (rows === undefined) throw new Error(failure?.message ?? 'export failed');
  await sources.exportRows({
    format,
    columns: definition.columns(),
    rows: rows.map(definition.row),
    locale: getLocale(),
    fileName: `${definition.fileStem()}-${now.toISOString().slice(0, 10)}`,
    title: definition.title(),
    onProgress,
    now,
  });
}

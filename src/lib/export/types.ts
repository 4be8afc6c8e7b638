/** What an export is made of (src/lib/export/index.ts): the rows of a list, its columns, the user's language. */
import type { Locale } from '../locale.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A row as the API gave it: wire values by key (amounts decimal strings, timestamps ISO 8601). */
export type ExportRow = Readonly<Record<string, string | null | undefined>>;

interface ColumnBase {
  /** The row's key this column reads. */
  readonly key: string;
  /** The heading, already in the user's language. */
  readonly header: string;
}

/**
 * A column. `text` prints the value as it is; `date` and `datetime` print an ISO timestamp in the user's
 * locale (DD/MM/YYYY, 24-hour in vi); `amount` prints a wire decimal exactly, in the currency a fixed code or
 * another key of the row names.
 */
export type ExportColumn =
  | (ColumnBase & { readonly kind?: 'text' })
  | (ColumnBase & { readonly kind: 'date' | 'datetime' })
  | (ColumnBase & { readonly kind: 'amount'; readonly currency: string | { readonly key: string } });

/** How far a file has come: rows for CSV and XLSX, pages for PDF. */
export interface ExportProgress {
  readonly done: number;
  readonly total: number;
}

export interface ExportOptions {
  readonly format: ExportFormat;
  readonly columns: readonly ExportColumn[];
  readonly rows: readonly ExportRow[];
  readonly locale: Locale;
  /** The file's name without extension (`transactions-2026-11`). */
  readonly fileName: string;
  /** The document's title (PDF heading, XLSX sheet name); the file name when absent. */
  readonly title?: string | undefined;
  readonly onProgress?: ((progress: ExportProgress) => void) | undefined;
  /** When the export is made (the PDF says so); now by default. */
  readonly now?: Date | undefined;
}

/** A cell ready for any writer. */
export type Cell =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'amount';
      /** The exact plain decimal (`1234567`, `12.50`, `0.125`): what CSV and XLSX hold. */
      readonly decimal: string;
      /** As the user reads it (`1.234.567 ₫`): what the PDF prints. */
      readonly shown: string;
    };

/** The table every writer prints: headings, then rows of cells in column order. */
export interface ExportTable {
  readonly title: string;
  readonly locale: Locale;
  readonly headers: readonly string[];
  /** Which columns hold amounts (right-aligned, numeric where the format can keep them exact). */
  readonly amountColumns: readonly boolean[];
  readonly rows: readonly (readonly Cell[])[];
}

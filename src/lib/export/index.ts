/**
 * Exports of a list (PRODUCT.md section 4): the rows given, as CSV, XLSX or PDF, made in the browser and
 * downloaded. Loaded on demand (`loadExporter()` in ./load.ts), so no page pays for it before a user exports;
 * the PDF's font (Be Vietnam Pro, SIL Open Font License) is fetched only for a PDF.
 */
import fontUrl from '@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf?url';
import { downloadBlob } from '../download.ts';
import { toCsv } from './csv.ts';
import { toPdf } from './pdf/table.ts';
import { exportTable } from './table.ts';
import type { ExportFormat, ExportOptions, ExportTable } from './types.ts';
import { toXlsx } from './xlsx.ts';

export type { ExportColumn, ExportFormat, ExportOptions, ExportProgress, ExportRow } from './types.ts';

const MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The PDF's font file; a failed fetch fails the export (the menu says so and offers to try again). */
async function loadFont(): Promise<Uint8Array> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`Font not loaded: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The file's bytes (or text) in a format. */
async function fileOf(table: ExportTable, options: ExportOptions): Promise<BlobPart> {
  const rows = { done: table.rows.length, total: table.rows.length };
  if (options.format === 'csv') {
    const text = toCsv(table);
    options.onProgress?.(rows);
    return text;
  }
  if (options.format === 'xlsx') {
    const bytes = toXlsx(table);
    options.onProgress?.(rows);
    return bytes as Uint8Array<ArrayBuffer>;
  }
  const bytes = await toPdf(table, await loadFont(), { now: options.now ?? new Date(), onPage: options.onProgress });
  return bytes as Uint8Array<ArrayBuffer>;
}

/** The export as a Blob (what `exportRows` downloads). */
export async function exportBlob(options: ExportOptions): Promise<Blob> {
  options.onProgress?.({ done: 0, total: options.format === 'pdf' ? 1 : options.rows.length });
  const table = exportTable(options);
  return new Blob([await fileOf(table, options)], { type: MEDIA_TYPES[options.format] });
}

/** Make the export and hand it to the browser as a download named `fileName.format`. */
export async function exportRows(options: ExportOptions): Promise<void> {
  downloadBlob(await exportBlob(options), `${options.fileName}.${options.format}`);
}

/**
 * A table as PDF pages: A4 landscape, the title and when it was made on every page, a bold heading row repeated
 * on each page, text wrapped within its column, amounts right-aligned, rows never split across pages, and
 * "Page n of N" at the foot. The text is set in an embedded Unicode font, so Vietnamese prints as written.
 */

import { formatDateTime } from '../../dates.ts';
import { m } from '../../i18n.ts';
import { formatNumber } from '../../money.ts';
import type { ExportProgress, ExportTable } from '../types.ts';
import { FontUse, PdfWriter, ref, textString } from './document.ts';
import { readTrueType } from './ttf.ts';

const PAGE_WIDTH = 842;
const PAGE_HEIGHT = 595;
const MARGIN = 36;
const TITLE_SIZE = 14;
const SMALL_SIZE = 8;
const SIZE = 8.5;
const LEADING = 11;
const PAD_X = 4;
const PAD_Y = 3.5;
/** The top of the table, under the title and the subtitle. */
const TABLE_TOP = PAGE_HEIGHT - MARGIN - 38;
/** The bottom of the table, above the page number. */
const TABLE_BOTTOM = MARGIN + 16;
const TABLE_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** No column is made narrower than this, nor wider than its longest text. */
const MIN_COLUMN = 40;

export interface PdfOptions {
  /** When the export was made: printed under the title. */
  readonly now: Date;
  readonly onPage?: ((progress: ExportProgress) => void) | undefined;
}

/** A laid-out row: each cell's lines and the row's height. */
interface RowLayout {
  readonly cells: readonly (readonly string[])[];
  readonly height: number;
}

/** Widths that fill the table: each column its natural width, the widest shrunk to a common level to fit. */
export function fitColumns(natural: readonly number[], available: number): number[] {
  const wanted = natural.map((width) => Math.max(width, MIN_COLUMN));
  const total = wanted.reduce((sum, width) => sum + width, 0);
  if (total <= available) return wanted.map((width) => (width * available) / total);
  // Water-filling: the narrow columns keep their width, the others share what is left equally.
  const sorted = [...wanted].sort((a, b) => a - b);
  let remaining = available;
  let level = available / wanted.length;
  for (const [index, width] of sorted.entries()) {
    level = remaining / (sorted.length - index);
    if (width > level) break;
    remaining -= width;
  }
  return wanted.map((width) => Math.min(width, level));
}

/** A text broken into lines that fit `width`: at spaces where possible, inside a word when it must. */
function wrap(text: string, width: number, font: FontUse): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.width(candidate, SIZE) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      for (const char of word) {
        if (line !== '' && font.width(line + char, SIZE) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The lines of a row's cells and its height; a cell taller than a page is cut with an ellipsis. */
function layRow(texts: readonly string[], widths: readonly number[], font: FontUse, maxLines: number): RowLayout {
  const cells = texts.map((text, index) => {
    const lines = wrap(text, (widths[index] ?? MIN_COLUMN) - 2 * PAD_X, font);
    return lines.length <= maxLines ? lines : [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1] ?? ''}…`];
  });
  const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
  return { cells, height: lineCount * LEADING + 2 * PAD_Y };
}

/** Rows grouped into pages, each page's rows fitting under the heading row. */
function paginate(rows: readonly RowLayout[], headerHeight: number): RowLayout[][] {
  const pages: RowLayout[][] = [[]];
  let space = TABLE_TOP - TABLE_BOTTOM - headerHeight;
  for (const row of rows) {
    const page = pages[pages.length - 1] ?? [];
    if (row.height > space && page.length > 0) {
      pages.push([row]);
      space = TABLE_TOP - TABLE_BOTTOM - headerHeight - row.height;
    } else {
      page.push(row);
      space -= row.height;
    }
  }
  return pages;
}

/** A number as a content stream writes it. */
const n = (value: number) => (Math.round(value * 100) / 100).toString();

/** Drawing operations of one page. */
class Canvas {
  readonly #ops: string[] = [];
  readonly #font: FontUse;

  constructor(font: FontUse) {
    this.#font = font;
  }

  fill(gray: number, x: number, y: number, width: number, height: number): void {
    this.#ops.push(`q ${gray} g ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f Q`);
  }

  line(gray: number, x1: number, y: number, x2: number): void {
    this.#ops.push(`q ${gray} G 0.5 w ${n(x1)} ${n(y)} m ${n(x2)} ${n(y)} l S Q`);
  }

  /** Text with its baseline at y; `bold` strokes the outline too (one font file serves both weights). */
  text(text: string, x: number, y: number, options: { size?: number; gray?: number; bold?: boolean } = {}): void {
    const { size = SIZE, gray = 0, bold = false } = options;
    // The render mode outlives ET (it is graphics state), so every text sets its own.
    const weight = bold ? `2 Tr ${gray} G 0.3 w ` : '0 Tr ';
    this.#ops.push(`BT /F1 ${size} Tf ${gray} g ${weight}1 0 0 1 ${n(x)} ${n(y)} Tm ${this.#font.show(text)} Tj ET`);
  }

  bytes(): Uint8Array {
    return new TextEncoder().encode(this.#ops.join('\n'));
  }
}

/** Draw one row's cells from its top edge; amounts right-aligned. */
function drawRow(
  canvas: Canvas,
  row: RowLayout,
  top: number,
  layout: { widths: readonly number[]; amounts: readonly boolean[]; font: FontUse; bold?: boolean },
): void {
  let x = MARGIN;
  row.cells.forEach((lines, index) => {
    const width = layout.widths[index] ?? 0;
    lines.forEach((line, lineIndex) => {
      const baseline = top - PAD_Y - (lineIndex + 1) * LEADING + 2.5;
      const right = layout.amounts[index];
      const at = right ? x + width - PAD_X - layout.font.width(line, SIZE) : x + PAD_X;
      canvas.text(line, at, baseline, { bold: layout.bold ?? false, gray: layout.bold ? 0 : 0.1 });
    });
    x += width;
  });
}

/** The PDF file of a table, set in the TrueType font given (its bytes). */
export async function toPdf(table: ExportTable, fontBytes: Uint8Array, options: PdfOptions): Promise<Uint8Array> {
  const font = new FontUse(readTrueType(fontBytes));
  const { locale } = table;
  const texts = table.rows.map((row) => row.map((cell) => (cell.kind === 'amount' ? cell.shown : cell.text)));
  const natural = table.headers.map(
    (header, index) =>
      Math.max(
        font.width(header, SIZE),
        ...texts.map((row) => Math.max(...(row[index] ?? '').split('\n').map((line) => font.width(line, SIZE)))),
      ) +
      2 * PAD_X,
  );
  const widths = fitColumns(natural, TABLE_WIDTH);
  const maxLines = Math.floor((TABLE_TOP - TABLE_BOTTOM - 4 * LEADING) / LEADING);
  const header = layRow(table.headers, widths, font, maxLines);
  const pages = paginate(
    texts.map((row) => layRow(row, widths, font, maxLines)),
    header.height,
  );
  const subtitle = `${m.export_generated({ time: formatDateTime(options.now, locale) }, { locale })} · ${m.export_rows({ count: formatNumber(String(table.rows.length), locale) }, { locale })}`;

  const writer = new PdfWriter();
  const pagesId = writer.reserve();
  const contents: number[] = [];
  for (const [pageIndex, rows] of pages.entries()) {
    const canvas = new Canvas(font);
    canvas.text(table.title, MARGIN, PAGE_HEIGHT - MARGIN - TITLE_SIZE, { size: TITLE_SIZE, bold: true });
    canvas.text(subtitle, MARGIN, PAGE_HEIGHT - MARGIN - TITLE_SIZE - 14, { size: SMALL_SIZE, gray: 0.4 });
    canvas.fill(0.92, MARGIN, TABLE_TOP - header.height, TABLE_WIDTH, header.height);
    drawRow(canvas, header, TABLE_TOP, { widths, amounts: table.amountColumns, font, bold: true });
    let top = TABLE_TOP - header.height;
    rows.forEach((row, rowIndex) => {
      if (rowIndex % 2 === 1) canvas.fill(0.97, MARGIN, top - row.height, TABLE_WIDTH, row.height);
      drawRow(canvas, row, top, { widths, amounts: table.amountColumns, font });
      top -= row.height;
      canvas.line(0.85, MARGIN, top, MARGIN + TABLE_WIDTH);
    });
    const footer = m.export_page_of({ page: pageIndex + 1, pages: pages.length }, { locale });
    canvas.text(footer, (PAGE_WIDTH - font.width(footer, SMALL_SIZE)) / 2, MARGIN, { size: SMALL_SIZE, gray: 0.4 });
    contents.push(writer.stream(canvas.bytes()));
    options.onPage?.({ done: pageIndex + 1, total: pages.length });
    // Let the page paint the progress between pages of a long export.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  const fontId = font.embed(writer);
  const pageIds = contents.map((content) =>
    writer.put(
      `<< /Type /Page /Parent ${ref(pagesId)} /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${ref(fontId)} >> >> /Contents ${ref(content)} >>`,
    ),
  );
  writer.put(`<< /Type /Pages /Kids [${pageIds.map(ref).join(' ')}] /Count ${pageIds.length} >>`, pagesId);
  const catalog = writer.put(`<< /Type /Catalog /Pages ${ref(pagesId)} >>`);
  const info = writer.put(
    `<< /Title ${textString(table.title)} /Producer ${textString('CamPay')} /CreationDate (${pdfDate(options.now)}) >>`,
  );
  return writer.finish(catalog, info);
}

/** `D:20261122083000Z`: a PDF date in UTC. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

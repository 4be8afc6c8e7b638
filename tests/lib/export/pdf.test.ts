import { strFromU8, unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { componentsOf, subsetFont } from '../../../src/lib/export/pdf/subset.ts';
import { fitColumns, toPdf } from '../../../src/lib/export/pdf/table.ts';
import { readTrueType } from '../../../src/lib/export/pdf/ttf.ts';
import { exportTable } from '../../../src/lib/export/table.ts';
import type { ExportRow } from '../../../src/lib/export/types.ts';
import { COLUMNS, fontBytes, ROWS } from './fixtures.ts';
import { pagesText } from './read-back.ts';

const NOW = new Date('2026-11-23T10:00:00Z');

/** Many rows, so the table runs over several pages. */
function manyRows(count: number): ExportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    ...ROWS[index % ROWS.length],
    id: String(5000 + index),
  }));
}

/** The embedded font file's bytes, inflated from the PDF. */
function embeddedFont(pdf: Uint8Array): Uint8Array {
  const text = strFromU8(pdf, true);
  const match = /\/FlateDecode \/Length1 (\d+) >>\nstream\n/.exec(text);
  if (!match) throw new Error('no FontFile2 stream');
  const length = Number(/\/Length (\d+)/.exec(text.slice(text.lastIndexOf('obj', match.index), match.index + 40))?.[1]);
  const start = match.index + match[0].length;
  return unzlibSync(pdf.subarray(start, start + length));
}

describe('PDF export', () => {
  it('holds the rows, with Vietnamese as written and amounts exact', async () => {
    const table = exportTable({
      columns: COLUMNS,
      rows: ROWS,
      locale: 'vi',
      fileName: 'x',
      title: 'Giao dịch tháng 11',
    });
    const [page, ...rest] = await pagesText(await toPdf(table, fontBytes(), { now: NOW }));
    expect(rest).toEqual([]);
    expect(page).toContain('Giao dịch tháng 11');
    expect(page).toContain('Nguyễn Văn Ánh');
    expect(page).toContain('Trần Thị Bích Ngọc');
    expect(page).toContain('Mã giao dịch');
    expect(page).toContain('1.234.567 ₫');
    expect(page).toContain('123.456.789.012.345.678,99 US$');
    expect(page).toContain('-12,50 US$');
    expect(page).toContain('0,125 US$');
    expect(page).toContain('22/11/2026 15:05');
    expect(page).toContain('Xuất lúc 23/11/2026 10:00 · 4 dòng');
    expect(page).toContain('Trang 1/1');
  });

  it('embeds a subset of the font as a CID font with a ToUnicode map, outlines kept for the text used', async () => {
    const table = exportTable({ columns: COLUMNS, rows: ROWS, locale: 'vi', fileName: 'x' });
    const pdf = await toPdf(table, fontBytes(), { now: NOW });
    const text = strFromU8(pdf, true);
    expect(text).toContain('/Subtype /CIDFontType2');
    expect(text).toContain('/Encoding /Identity-H');
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(text).toMatch(/\/ToUnicode \d+ 0 R/);
    const original = readTrueType(fontBytes());
    const embedded = readTrueType(embeddedFont(pdf));
    expect(embedded.numGlyphs).toBe(original.numGlyphs);
    const outline = (font: ReturnType<typeof readTrueType>, char: string) =>
      glyphLength(font, font.glyphOf(char.codePointAt(0) ?? 0));
    for (const char of 'Nguyễn Văn Ánh') expect(outline(embedded, char)).toBe(padded(outline(original, char)));
    // A glyph no text used is emptied.
    expect(outline(original, 'Q')).toBeGreaterThan(0);
    expect(outline(embedded, 'Q')).toBe(0);
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('breaks long tables into pages with the heading on each, page numbers, and progress per page', async () => {
    const rows = manyRows(180);
    const table = exportTable({ columns: COLUMNS, rows, locale: 'en', fileName: 'x', title: 'Transactions' });
    const progress: string[] = [];
    const pdf = await toPdf(table, fontBytes(), {
      now: NOW,
      onPage: ({ done, total }) => progress.push(`${done}/${total}`),
    });
    const pages = await pagesText(pdf);
    expect(pages.length).toBeGreaterThan(3);
    expect(progress).toEqual(pages.map((_, index) => `${index + 1}/${pages.length}`));
    pages.forEach((page, index) => {
      expect(page).toContain('Mã giao dịch');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // Every row once, none split or lost.
    const ids = pages.join(' ').match(/\b5\d{3}\b/g) ?? [];
    expect(ids).toEqual(rows.map((row) => row.id));
    expect(pages.join(' ')).toContain('Exported 11/23/2026 10:00 AM · 180 rows');
  });

  it('keeps columns within the page: narrow ones as they are, wide ones sharing the rest', () => {
    expect(fitColumns([50, 60], 220)).toEqual([100, 120]);
    const fitted = fitColumns([50, 400, 600], 500);
    expect(fitted[0]).toBe(50);
    expect(fitted[1]).toBeCloseTo(225);
    expect(fitted[2]).toBeCloseTo(225);
  });
});

/** Glyph data is kept 4-byte aligned in the subset. */
const padded = (length: number) => Math.ceil(length / 4) * 4;

/** Length of a glyph's outline data in a font's glyf table. */
function glyphLength(font: ReturnType<typeof readTrueType>, glyph: number): number {
  const view = new DataView(font.bytes.buffer, font.bytes.byteOffset, font.bytes.byteLength);
  const head = font.tables.get('head');
  const loca = font.tables.get('loca');
  if (!head || !loca) throw new Error('no loca');
  const long = view.getInt16(head.offset + 50) === 1;
  const at = (index: number) =>
    long ? view.getUint32(loca.offset + index * 4) : view.getUint16(loca.offset + index * 2) * 2;
  return at(glyph + 1) - at(glyph);
}

describe('font subset', () => {
  it('keeps the outlines used and .notdef, and empties the rest', () => {
    const font = readTrueType(fontBytes());
    const subset = readTrueType(subsetFont(font, [font.glyphOf(0x1ec5)]));
    expect(glyphLength(subset, font.glyphOf(0x1ec5))).toBe(padded(glyphLength(font, font.glyphOf(0x1ec5))));
    expect(glyphLength(subset, 0)).toBe(padded(glyphLength(font, 0)));
    expect(glyphLength(subset, font.glyphOf(0x65))).toBe(0);
  });

  it('finds the parts of a composite glyph (fonts that build ễ from e and marks)', () => {
    // numberOfContours -1, a bounding box, then three components: word args, byte args + scale, byte args + 2×2.
    const glyph = new DataView(new ArrayBuffer(10 + 8 + 8 + 14));
    glyph.setInt16(0, -1);
    glyph.setUint16(10, 0x0001 | 0x0020);
    glyph.setUint16(12, 72);
    glyph.setUint16(18, 0x0008 | 0x0020);
    glyph.setUint16(20, 801);
    glyph.setUint16(26, 0x0080);
    glyph.setUint16(28, 805);
    expect(componentsOf(new Uint8Array(glyph.buffer))).toEqual([72, 801, 805]);
    const simple = new DataView(new ArrayBuffer(12));
    simple.setInt16(0, 2);
    expect(componentsOf(new Uint8Array(simple.buffer))).toEqual([]);
  });
});

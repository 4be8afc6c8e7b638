/**
 * What a PDF needs to know of a TrueType font: its tables, glyph of each character (cmap formats 4 and 12),
 * advance widths, metrics and PostScript name. Read with a DataView; nothing is copied.
 */

export interface TableRecord {
  readonly offset: number;
  readonly length: number;
}

export interface TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly tables: ReadonlyMap<string, TableRecord>;
  readonly unitsPerEm: number;
  readonly bbox: readonly [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly numGlyphs: number;
  readonly postScriptName: string;
  /** The glyph of a code point; 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** The advance width of a glyph in font units. */
  advanceOf(glyph: number): number;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function readTables(view: DataView): Map<string, TableRecord> {
  const tables = new Map<string, TableRecord>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return tables;
}

function required(tables: ReadonlyMap<string, TableRecord>, tag: string): TableRecord {
  const table = tables.get(tag);
  if (table === undefined) throw new Error(`Font has no ${tag} table`);
  return table;
}

/** A cmap subtable's lookup: format 12 (all of Unicode) or format 4 (the BMP). */
function cmapLookup(view: DataView, cmap: TableRecord): (codePoint: number) => number {
  const count = view.getUint16(cmap.offset + 2);
  const subtables = Array.from({ length: count }, (_, index) => {
    const at = cmap.offset + 4 + index * 8;
    const offset = cmap.offset + view.getUint32(at + 4);
    return { platform: view.getUint16(at), encoding: view.getUint16(at + 2), offset, format: view.getUint16(offset) };
  });
  const unicode = subtables.filter((table) => table.platform === 0 || (table.platform === 3 && table.encoding !== 0));
  const full = unicode.find((table) => table.format === 12);
  if (full) return format12(view, full.offset);
  const basic = unicode.find((table) => table.format === 4);
  if (basic) return format4(view, basic.offset);
  throw new Error('Font has no Unicode cmap');
}

function format12(view: DataView, offset: number): (codePoint: number) => number {
  const groups = view.getUint32(offset + 12);
  return (codePoint) => {
    let low = 0;
    let high = groups - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = offset + 16 + middle * 12;
      const start = view.getUint32(at);
      if (codePoint < start) high = middle - 1;
      else if (codePoint > view.getUint32(at + 4)) low = middle + 1;
      else return view.getUint32(at + 8) + codePoint - start;
    }
    return 0;
  };
}

function format4(view: DataView, offset: number): (codePoint: number) => number {
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let index = 0; index < segments; index++) {
      if (codePoint > view.getUint16(ends + index * 2)) continue;
      const start = view.getUint16(starts + index * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + index * 2);
      const rangeAt = ranges + index * 2;
      const range = view.getUint16(rangeAt);
      if (range === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeAt + range + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** The PostScript name (name id 6), which PDF font names take; letters and digits only. */
function postScriptName(view: DataView, name: TableRecord | undefined): string {
  if (name === undefined) return 'EmbeddedFont';
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let index = 0; index < count; index++) {
    const at = name.offset + 6 + index * 12;
    if (view.getUint16(at + 6) !== 6) continue;
    const platform = view.getUint16(at);
    const length = view.getUint16(at + 8);
    const start = strings + view.getUint16(at + 10);
    const wide = platform === 0 || platform === 3;
    let text = '';
    for (let offset = 0; offset < length; offset += wide ? 2 : 1) {
      text += String.fromCharCode(wide ? view.getUint16(start + offset) : view.getUint8(start + offset));
    }
    const clean = text.replace(/[^A-Za-z0-9-]/g, '');
    if (clean !== '') return clean;
  }
  return 'EmbeddedFont';
}

/** Read a TrueType (glyf-outline) font. */
export function readTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = viewOf(bytes);
  const tables = readTables(view);
  const head = required(tables, 'head');
  const hhea = required(tables, 'hhea');
  const hmtx = required(tables, 'hmtx');
  const maxp = required(tables, 'maxp');
  required(tables, 'glyf');
  const os2 = tables.get('OS/2');
  const unitsPerEm = view.getUint16(head.offset + 18);
  const metrics = view.getUint16(hhea.offset + 34);
  const ascent = view.getInt16(hhea.offset + 4);
  const lookup = cmapLookup(view, required(tables, 'cmap'));
  return {
    bytes,
    tables,
    unitsPerEm,
    bbox: [0, 2, 4, 6].map((at) => view.getInt16(head.offset + 36 + at)) as [number, number, number, number],
    ascent,
    descent: view.getInt16(hhea.offset + 6),
    capHeight: os2 !== undefined && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : ascent,
    numGlyphs: view.getUint16(maxp.offset + 4),
    postScriptName: postScriptName(view, tables.get('name')),
    glyphOf: lookup,
    advanceOf: (glyph) => view.getUint16(hmtx.offset + Math.min(glyph, metrics - 1) * 4),
  };
}

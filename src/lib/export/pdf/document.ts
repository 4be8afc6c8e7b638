/**
 * The bytes of a PDF: numbered objects, Flate-compressed streams, the cross-reference table and the trailer
 * (PDF 32000-1 section 7). Text is drawn with one embedded TrueType font as a CID font (Identity-H: two bytes per
 * glyph id), with a ToUnicode map so the text can be searched, copied and read aloud in any language.
 */
import { zlibSync } from 'fflate';
import { subsetFont } from './subset.ts';
import type { TrueTypeFont } from './ttf.ts';

const encoder = new TextEncoder();

/** A reference to object `n`. */
export const ref = (id: number) => `${id} 0 R`;

/** A PDF text string any reader shows in any script: UTF-16BE with a byte order mark, in hex. */
export function textString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) hex += text.charCodeAt(index).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0').toUpperCase();

/** Objects added in any order, written with their offsets. */
export class PdfWriter {
  readonly #objects: (Uint8Array | null)[] = [];

  /** A number for an object written later (pages point at their parent before it exists). */
  reserve(): number {
    this.#objects.push(null);
    return this.#objects.length;
  }

  /** Write a dictionary or other object as `id`, or as a new object. */
  put(body: string, id = this.reserve()): number {
    this.#objects[id - 1] = encoder.encode(`${id} 0 obj\n${body}\nendobj\n`);
    return id;
  }

  /** A Flate-compressed stream with the dictionary entries given. */
  stream(data: Uint8Array, entries = '', id = this.reserve()): number {
    const packed = zlibSync(data, { level: 9 });
    const head = encoder.encode(`${id} 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode ${entries}>>\nstream\n`);
    const tail = encoder.encode('\nendstream\nendobj\n');
    const object = new Uint8Array(head.length + packed.length + tail.length);
    object.set(head);
    object.set(packed, head.length);
    object.set(tail, head.length + packed.length);
    this.#objects[id - 1] = object;
    return id;
  }

  /** The file, with the catalog and document information given. */
  finish(catalog: number, info: number): Uint8Array {
    // The comment of four bytes above 127 marks the file as binary for transfer tools (section 7.5.2).
    const header = Uint8Array.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', (char) => char.charCodeAt(0));
    const parts: Uint8Array[] = [header];
    const offsets: number[] = [];
    let length = header.length;
    for (const object of this.#objects) {
      if (object === null) throw new Error('PDF object reserved but never written');
      offsets.push(length);
      parts.push(object);
      length += object.length;
    }
    const xref = [
      'xref',
      `0 ${offsets.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${offsets.length + 1} /Root ${ref(catalog)} /Info ${ref(info)} >>`,
      'startxref',
      String(length),
      '%%EOF\n',
    ].join('\n');
    parts.push(encoder.encode(`${xref}`));
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** Text drawn with the embedded font: glyph ids of each string, and the characters they show. */
export class FontUse {
  readonly #font: TrueTypeFont;
  readonly #glyphs = new Map<string, number>();
  /** Glyph → the text it shows (the first character mapped to it). */
  readonly #unicode = new Map<number, string>();
  readonly #fallback: number;

  constructor(font: TrueTypeFont) {
    this.#font = font;
    this.#fallback = font.glyphOf(0x3f); // `?` for a character the font lacks
  }

  #glyph(char: string): number {
    const known = this.#glyphs.get(char);
    if (known !== undefined) return known;
    const glyph = this.#font.glyphOf(char.codePointAt(0) ?? 0) || this.#fallback;
    this.#glyphs.set(char, glyph);
    if (!this.#unicode.has(glyph)) this.#unicode.set(glyph, char);
    return glyph;
  }

  /** Width of a text in points at a font size. */
  width(text: string, size: number): number {
    let units = 0;
    for (const char of text.normalize('NFC')) units += this.#font.advanceOf(this.#glyph(char));
    return (units * size) / this.#font.unitsPerEm;
  }

  /** The text as a hex string of glyph ids, for `Tj`. */
  show(text: string): string {
    let hex = '';
    for (const char of text.normalize('NFC')) hex += hex4(this.#glyph(char));
    return `<${hex}>`;
  }

  /** Write the font's objects (Type0 → CIDFontType2 → descriptor → subset file, ToUnicode); its id. */
  embed(writer: PdfWriter): number {
    const font = this.#font;
    const scale = 1000 / font.unitsPerEm;
    const used = [...this.#unicode.keys()].sort((a, b) => a - b);
    const name = `CPAYAA+${font.postScriptName}`;
    const file = subsetFont(font, used);
    const fontFile = writer.stream(file, `/Length1 ${file.length} `);
    const [xMin, yMin, xMax, yMax] = font.bbox.map((value) => Math.round(value * scale));
    const descriptor = writer.put(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${xMin} ${yMin} ${xMax} ${yMax}] ` +
        `/ItalicAngle 0 /Ascent ${Math.round(font.ascent * scale)} /Descent ${Math.round(font.descent * scale)} ` +
        `/CapHeight ${Math.round(font.capHeight * scale)} /StemV 80 /FontFile2 ${ref(fontFile)} >>`,
    );
    const widths = used.map((glyph) => `${glyph} [${Math.round(font.advanceOf(glyph) * scale)}]`).join(' ');
    const cidFont = writer.put(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} ` +
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ' +
        `/FontDescriptor ${ref(descriptor)} /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const toUnicode = writer.stream(encoder.encode(this.#toUnicode(used)));
    return writer.put(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H ` +
        `/DescendantFonts [${ref(cidFont)}] /ToUnicode ${ref(toUnicode)} >>`,
    );
  }

  /** The CMap from glyph ids back to Unicode (UTF-16BE), at most 100 entries per block as the format asks. */
  #toUnicode(used: readonly number[]): string {
    const entries = used.flatMap((glyph) => {
      const text = this.#unicode.get(glyph);
      if (text === undefined) return [];
      let utf16 = '';
      for (let index = 0; index < text.length; index++) utf16 += hex4(text.charCodeAt(index));
      return [`<${hex4(glyph)}> <${utf16}>`];
    });
    const blocks: string[] = [];
    for (let start = 0; start < entries.length; start += 100) {
      const block = entries.slice(start, start + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMapResource defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}

/**
 * Exported files read back the way their readers see them: a workbook's only sheet (unzipped, shared strings
 * resolved) and a PDF's text per page (PDF.js, Firefox's reader). The unit tests and the e2e downloads share them.
 */
import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';

const unescapeXml = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

export interface ReadCell {
  readonly value: string;
  /** `s` for a shared string, `n` for a number. */
  readonly type: 's' | 'n';
  readonly style: string | undefined;
}

/** The workbook's only sheet, read back: each row's cells by column letter. */
export function readSheet(file: Uint8Array): {
  files: string[];
  rows: Map<number, Map<string, ReadCell>>;
  styles: string;
} {
  const entries = unzipSync(file);
  const xml = (name: string) => strFromU8(entries[name] ?? new Uint8Array());
  const strings = [...xml('xl/sharedStrings.xml').matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map((match) =>
    unescapeXml(match[1] ?? ''),
  );
  const rows = new Map<number, Map<string, ReadCell>>();
  for (const [, letters, row, attributes, value] of xml('xl/worksheets/sheet1.xml').matchAll(
    /<c r="([A-Z]+)(\d+)"([^>]*)><v>([^<]*)<\/v><\/c>/g,
  )) {
    const shared = /t="s"/.test(attributes ?? '');
    const cells = rows.get(Number(row)) ?? new Map<string, ReadCell>();
    cells.set(letters ?? '', {
      value: shared ? (strings[Number(value)] ?? '?') : (value ?? ''),
      type: shared ? 's' : 'n',
      style: /s="(\d+)"/.exec(attributes ?? '')?.[1],
    });
    rows.set(Number(row), cells);
  }
  return { files: Object.keys(entries).sort(), rows, styles: xml('xl/styles.xml') };
}

/** The text of each page as PDF.js (Firefox's reader) extracts it, spaces collapsed. */
export async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

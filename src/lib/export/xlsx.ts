/**
 * A minimal XLSX writer: one sheet, shared strings, a bold frozen header row, columns sized to their content,
 * zipped with fflate (~4 KB gzipped: the one dependency; the unmaintained `xlsx` package is 400 KB and has open
 * advisories). Amounts are numbers a spreadsheet can add up, written as the exact decimal string (the XML holds
 * digits, never a JS number) with a `#,##0.00`-style format the spreadsheet shows in the reader's own separators
 * — when the value has at most 15 significant digits, which a spreadsheet's double holds and shows exactly.
 * Longer ones (`123456789012345678.99`) would be rounded by the spreadsheet, so they are right-aligned text.
 */
import { strToU8, zipSync } from 'fflate';
import type { Cell, ExportTable } from './types.ts';

/** What a spreadsheet's IEEE double keeps of a decimal, digit for digit (DBL_DIG). */
const SAFE_DIGITS = 15;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these at all, escaped or not.
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML content or attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `A`, `B`, … `Z`, `AA`: the letters of a zero-based column index. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** Whether a spreadsheet can hold the decimal as a number and show back every digit. */
function fitsDouble(decimal: string): boolean {
  const digits = decimal.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return digits.length <= SAFE_DIGITS;
}

/** Cell styles: 0 plain, 1 bold header, 2 right-aligned text, 3 + d a number with d decimals. */
const BOLD = 1;
const RIGHT_TEXT = 2;
const NUMBER_BASE = 3;
/** Custom number formats start at 164 (lower ids are built in). */
const FIRST_CUSTOM_FORMAT = 164;

function decimalsOf(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot === -1 ? 0 : decimal.length - dot - 1;
}

/** The sheet's strings, each stored once (the shared-strings table), by index. */
class SharedStrings {
  readonly #index = new Map<string, number>();
  #count = 0;

  indexOf(text: string): number {
    this.#count++;
    const known = this.#index.get(text);
    if (known !== undefined) return known;
    this.#index.set(text, this.#index.size);
    return this.#index.size - 1;
  }

  xml(): string {
    const items = [...this.#index.keys()].map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`);
    return `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${this.#count}" uniqueCount="${this.#index.size}">${items.join('')}</sst>`;
  }
}

function cellXml(cell: Cell, ref: string, strings: SharedStrings, formats: Set<number>): string {
  if (cell.kind === 'amount' && fitsDouble(cell.decimal)) {
    const decimals = decimalsOf(cell.decimal);
    formats.add(decimals);
    return `<c r="${ref}" s="${NUMBER_BASE + decimals}"><v>${cell.decimal}</v></c>`;
  }
  const text = cell.kind === 'amount' ? cell.decimal : cell.text;
  if (text === '') return '';
  const style = cell.kind === 'amount' ? ` s="${RIGHT_TEXT}"` : '';
  return `<c r="${ref}" t="s"${style}><v>${strings.indexOf(text)}</v></c>`;
}

/** Widths in characters: the longest text of each column, within 8..60. */
function columnWidths(table: ExportTable): number[] {
  return table.headers.map((header, index) => {
    const longest = table.rows.reduce((width, row) => {
      const cell = row[index];
      const text = cell === undefined ? '' : cell.kind === 'amount' ? cell.decimal : cell.text;
      return Math.max(width, ...text.split('\n').map((line) => line.length));
    }, header.length);
    return Math.min(60, Math.max(8, longest + 2));
  });
}

function sheetXml(table: ExportTable, strings: SharedStrings, formats: Set<number>): string {
  const header = table.headers
    .map((text, index) => `<c r="${columnName(index)}1" t="s" s="${BOLD}"><v>${strings.indexOf(text)}</v></c>`)
    .join('');
  const rows = table.rows.map((row, rowIndex) => {
    const number = rowIndex + 2;
    const cells = row.map((cell, index) => cellXml(cell, `${columnName(index)}${number}`, strings, formats));
    return `<row r="${number}">${cells.join('')}</row>`;
  });
  const cols = columnWidths(table)
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const frozen =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${frozen}<cols>${cols}</cols><sheetData><row r="1">${header}</row>${rows.join('')}</sheetData></worksheet>`;
}

/** Styles for every decimals count 0..max used (the style index is NUMBER_BASE + decimals). */
function stylesXml(formats: Set<number>): string {
  const most = Math.max(0, ...formats);
  const decimals = Array.from({ length: most + 1 }, (_, count) => count);
  const numFmts = decimals
    .map((count) => {
      const code = count === 0 ? '#,##0' : `#,##0.${'0'.repeat(count)}`;
      return `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + count}" formatCode="${code}"/>`;
    })
    .join('');
  const numberXfs = decimals
    .map(
      (count) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + count}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${decimals.length}">${numFmts}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${NUMBER_BASE + decimals.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment horizontal="right"/></xf>' +
    `${numberXfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(title: string): string {
  const cleaned = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

function workbookXml(title: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName(title))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

/** The XLSX file of a table. */
export function toXlsx(table: ExportTable): Uint8Array {
  const strings = new SharedStrings();
  const formats = new Set<number>();
  const sheet = sheetXml(table, strings, formats);
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbookXml(table.title)),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/styles.xml': strToU8(stylesXml(formats)),
    'xl/sharedStrings.xml': strToU8(strings.xml()),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  });
}

/**
 * How the editor reads and writes a long text (copy/<language>/<name>.md): YAML front matter, a blank line, the
 * Markdown body, a final newline — the layout of the files developers write. Decap's own front-matter format
 * would write an optional group left empty (`image: {src: '', alt: ''}`), which the schema refuses; this one
 * leaves out every field whose value is empty, so an unused image or button is simply absent.
 */
import { parse, stringify } from 'yaml';

export type LongTextData = Record<string, unknown>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function longTextFromFile(text: string): LongTextData {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  const front = (parse(match[1] ?? '') ?? {}) as LongTextData;
  return { ...front, body: text.slice(match[0].length).replace(/^\r?\n/, '') };
}

/** The value without its empty parts; undefined when nothing is left. */
export function withoutEmpty(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const kept = Object.entries(value).flatMap(([key, child]) => {
    const rest = withoutEmpty(child);
    return rest === undefined ? [] : [[key, rest] as const];
  });
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

export function longTextToFile(data: LongTextData): string {
  const { body, ...front } = data;
  const fields = (withoutEmpty(front) ?? {}) as LongTextData;
  const text = typeof body === 'string' ? body.trim() : '';
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${text}\n`;
}

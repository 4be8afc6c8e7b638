/**
 * The message rules of the copy check (messages/en.json and messages/vi.json, the short texts of the screens):
 * every key in both languages, no empty text, the same {placeholders} in both, and — as a warning — no
 * Vietnamese text still equal to the English one unless it is listed in messages/same-in-both-languages.json.
 */
import { readJsonEntries } from './json-file.ts';
import { type CopyFile, type CopyProblem, problemAt } from './problems.ts';

export interface MessageFiles {
  readonly en: CopyFile;
  readonly vi: CopyFile;
  /** `{ "key": "why it stays the same" }`; absent when nothing is the same in both. */
  readonly sameInBoth: CopyFile | null;
}

/** Keys of a messages file that are not messages. */
const NOT_MESSAGES = new Set(['$schema']);

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names in braces a text fills in, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

function braces(names: readonly string[]): string {
  return names.length === 0 ? 'nothing' : names.map((name) => `{${name}}`).join(', ');
}

interface Side {
  readonly file: CopyFile;
  readonly language: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lines: ReadonlyMap<string, number>;
}

const lineOf = (side: Side, key: string): number => side.lines.get(key) ?? 1;

function problem(side: Side, key: string, what: string, fix: string, severity?: CopyProblem['severity']) {
  return problemAt(side.file, lineOf(side, key), what, fix, severity);
}

function missing(key: string, from: Side, other: Side): CopyProblem {
  return problem(
    from,
    key,
    `"${key}" is in ${from.language} but missing from ${other.language} (${other.file.path}).`,
    `Add a line "${key}": "…" with the ${other.language} text to ${other.file.path}.`,
  );
}

/** The problems of one key present in both files. */
function keyProblems(key: string, en: Side, vi: Side, sameInBoth: ReadonlySet<string>): CopyProblem[] {
  const problems: CopyProblem[] = [];
  for (const side of [en, vi]) {
    const text = side.values[key];
    if (typeof text !== 'string')
      problems.push(
        problem(side, key, `"${key}" is not a text.`, 'Write the text between double quotes: "key": "text".'),
      );
    else if (text.trim() === '')
      problems.push(problem(side, key, `"${key}" is empty.`, `Write the ${side.language} text between the quotes.`));
  }
  const english = en.values[key];
  const vietnamese = vi.values[key];
  if (problems.length > 0 || typeof english !== 'string' || typeof vietnamese !== 'string') return problems;
  const inEnglish = placeholdersOf(english);
  const inVietnamese = placeholdersOf(vietnamese);
  if (inEnglish.join() !== inVietnamese.join())
    return [
      problem(
        vi,
        key,
        `"${key}" fills in ${braces(inEnglish)} in English but ${braces(inVietnamese)} in Vietnamese.`,
        'Keep every word in braces exactly as in English, braces included; you may move it within the sentence but not translate it.',
      ),
    ];
  if (english === vietnamese && !sameInBoth.has(key))
    return [
      problem(
        vi,
        key,
        `"${key}" is the same in Vietnamese as in English ("${english}"), so it is probably not translated yet.`,
        `Translate it; or, when it must stay the same (a brand, a product or a file format), add "${key}" with the reason to messages/same-in-both-languages.json.`,
        'warning',
      ),
    ];
  return [];
}

function sideOf(file: CopyFile, language: string): { side: Side; readable: boolean; problems: readonly CopyProblem[] } {
  const { readable, values, lines, problems } = readJsonEntries(file);
  return { side: { file, language, values, lines }, readable, problems };
}

/** Listed as the same in both languages, yet no longer so (or gone): the list should not hide a future miss. */
function staleSameInBoth(list: Side, en: Side, vi: Side): CopyProblem[] {
  return Object.keys(list.values)
    .filter((key) => !NOT_MESSAGES.has(key))
    .filter((key) => en.values[key] === undefined || en.values[key] !== vi.values[key])
    .map((key) =>
      problem(
        list,
        key,
        en.values[key] === undefined
          ? `"${key}" is listed as the same in both languages, but there is no such message.`
          : `"${key}" is listed as the same in both languages, but its texts now differ.`,
        `Delete the line "${key}" from this list.`,
        'warning',
      ),
    );
}

export interface MessagesReport {
  readonly problems: readonly CopyProblem[];
  /** The English messages read (0 when a file cannot be read). */
  readonly checked: number;
}

export function checkMessages(files: MessageFiles): MessagesReport {
  const en = sideOf(files.en, 'English');
  const vi = sideOf(files.vi, 'Vietnamese');
  const list = files.sameInBoth ? sideOf(files.sameInBoth, 'the list') : null;
  const fileProblems = [...en.problems, ...vi.problems, ...(list?.problems ?? [])];
  if (!en.readable || !vi.readable || list?.readable === false) return { problems: fileProblems, checked: 0 };
  const sameInBoth = new Set(list ? Object.keys(list.side.values) : []);
  const keys = [...new Set([...Object.keys(en.side.values), ...Object.keys(vi.side.values)])].filter(
    (key) => !NOT_MESSAGES.has(key),
  );
  const problems = keys.flatMap((key) => {
    if (!(key in vi.side.values)) return [missing(key, en.side, vi.side)];
    if (!(key in en.side.values)) return [missing(key, vi.side, en.side)];
    return keyProblems(key, en.side, vi.side, sameInBoth);
  });
  const stale = list ? staleSameInBoth(list.side, en.side, vi.side) : [];
  const checked = Object.keys(en.side.values).filter((key) => !NOT_MESSAGES.has(key)).length;
  return { problems: [...fileProblems, ...problems, ...stale], checked };
}

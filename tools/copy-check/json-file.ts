/**
 * A messages file read the way a copy editor needs it: its entries, the line each key is on, the keys written
 * twice (JSON keeps only the last), and, when it is not valid JSON, the line the parser stopped at.
 */
import { type CopyFile, type CopyProblem, problemAt } from './problems.ts';

export interface JsonEntries {
  /** False when the file is not a JSON object: nothing else about it can be checked. */
  readonly readable: boolean;
  readonly values: Readonly<Record<string, unknown>>;
  /** The line of each key's first appearance. */
  readonly lines: ReadonlyMap<string, number>;
  readonly problems: readonly CopyProblem[];
}

const KEY_AT_LINE_START = /^\s*"((?:[^"\\]|\\.)*)"\s*:/;

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Where JSON.parse stopped, from its message ("… at position 120" and/or "(line 5 column 3)"). */
export function syntaxErrorLine(text: string, message: string): number {
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  return position ? lineAt(text, Number(position[1])) : 1;
}

function keyLines(file: CopyFile): { lines: Map<string, number>; problems: CopyProblem[] } {
  const lines = new Map<string, number>();
  const problems: CopyProblem[] = [];
  file.text.split('\n').forEach((content, index) => {
    const match = KEY_AT_LINE_START.exec(content);
    if (!match?.[1]) return;
    const key = match[1];
    const first = lines.get(key);
    if (first === undefined) {
      lines.set(key, index + 1);
      return;
    }
    problems.push(
      problemAt(
        file,
        index + 1,
        `"${key}" is written twice (also on line ${first}); only this last one would be used.`,
        'Keep one of the two lines and delete the other.',
      ),
    );
  });
  return { lines, problems };
}

const RESTORE =
  "Restore the file from the last version that worked (your editor's history, or ask a developer), then make the change again.";

/** A file nothing more can be checked in, for one reason. */
function unreadable(file: CopyFile, line: number, what: string, fix: string): JsonEntries {
  return {
    readable: false,
    values: {},
    lines: new Map(),
    problems: [problemAt(file, line, what, fix)],
  };
}

export function readJsonEntries(file: CopyFile): JsonEntries {
  if (file.text.trim() === '') return unreadable(file, 1, 'The file is empty or missing.', RESTORE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return unreadable(
      file,
      syntaxErrorLine(file.text, message),
      'The file cannot be read, so none of its texts can be shown.',
      'Look at this line and the one before it for a missing comma at the end of a line, a missing or extra quote ("), or a comma after the last entry. Inside a text, write a quote as \\".',
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return unreadable(file, 1, 'The file must be a list of "key": "text" lines between { and }.', RESTORE);
  const { lines, problems } = keyLines(file);
  return { readable: true, values: parsed as Record<string, unknown>, lines, problems };
}

/**
 * What the copy check reports, written for the people who edit copy, not for developers: the file and line, what
 * is wrong in plain words, and how to fix it. Errors fail `npm run check:copy`; warnings are shown and pass.
 */

export type Severity = 'error' | 'warning';

export interface CopyProblem {
  readonly severity: Severity;
  /** The file to open, relative to the project folder. */
  readonly file: string;
  /** 1-based; the line the editor should look at. */
  readonly line: number;
  readonly what: string;
  readonly fix: string;
}

/** A file as read from disk: its path (relative to the project folder) and its text. */
export interface CopyFile {
  readonly path: string;
  readonly text: string;
}

/** A problem found in a file at a line; an error unless said otherwise. */
export function problemAt(
  file: CopyFile,
  line: number,
  what: string,
  fix: string,
  severity: Severity = 'error',
): CopyProblem {
  return { severity, file: file.path, line, what, fix };
}

export function formatProblem(problem: CopyProblem): string {
  const mark = problem.severity === 'error' ? 'Must fix' : 'Please check';
  return `${mark}: ${problem.file}, line ${problem.line}\n  What is wrong: ${problem.what}\n  How to fix: ${problem.fix}`;
}

export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The whole report, and whether the check fails (any error). */
export function formatReport(problems: readonly CopyProblem[], checked: string): { text: string; failed: boolean } {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.filter((problem) => problem.severity === 'warning');
  const ordered = [...errors, ...warnings].map(formatProblem);
  const summary =
    errors.length > 0
      ? `Copy check failed: ${count(errors.length, 'problem', 'problems')} to fix, ${count(warnings.length, 'warning', 'warnings')} to check.`
      : `Copy check passed: ${checked}${warnings.length > 0 ? `, with ${count(warnings.length, 'warning', 'warnings')} to check` : ''}.`;
  return { text: [summary, ...ordered].join('\n\n'), failed: errors.length > 0 };
}

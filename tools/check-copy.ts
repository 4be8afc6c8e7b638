/**
 * `npm run check:copy` (part of `npm test`): checks the copy a marketing editor changes without a developer and
 * explains every problem in plain words — file, line, what is wrong, how to fix it (docs/EDITING-COPY.md lists
 * them all). Errors fail the check; warnings are shown and pass. `--root DIR` checks another project folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkMessages } from './copy-check/messages.ts';
import { type CopyFile, count, formatReport } from './copy-check/problems.ts';

export const MESSAGE_FILES = {
  en: 'messages/en.json',
  vi: 'messages/vi.json',
  sameInBoth: 'messages/same-in-both-languages.json',
} as const;

function read(root: string, path: string): CopyFile | null {
  const full = join(root, path);
  return existsSync(full) ? { path, text: readFileSync(full, 'utf8') } : null;
}

function required(root: string, path: string): CopyFile {
  return read(root, path) ?? { path, text: '' };
}

/** The report for the project at root, and whether it fails. */
export function checkCopy(root: string): { text: string; failed: boolean } {
  const { problems, checked } = checkMessages({
    en: required(root, MESSAGE_FILES.en),
    vi: required(root, MESSAGE_FILES.vi),
    sameInBoth: read(root, MESSAGE_FILES.sameInBoth),
  });
  return formatReport(problems, `${count(checked, 'message', 'messages')} in English and Vietnamese`);
}

if (import.meta.main) {
  const at = process.argv.indexOf('--root');
  const root = at === -1 ? process.cwd() : (process.argv[at + 1] ?? process.cwd());
  const { text, failed } = checkCopy(root);
  (failed ? console.error : console.info)(text);
  process.exitCode = failed ? 1 : 0;
}

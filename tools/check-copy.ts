/**
 * `npm run check:copy` (part of `npm test`): checks the copy a marketing editor changes without a developer and
 * explains every problem in plain words — file, line, what is wrong, how to fix it (docs/EDITING-COPY.md lists
 * them all). Errors fail the check; warnings are shown and pass. `--root DIR` checks another project folder.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routeByPath } from '../src/app/routes.ts';
import { COPY_PLACES } from '../src/lib/copy-places.ts';
import { checkContent } from './copy-check/content.ts';
import { checkMessageGroups } from './copy-check/message-groups.ts';
import { checkMessages } from './copy-check/messages.ts';
import { type CopyFile, count, formatReport } from './copy-check/problems.ts';

const MESSAGE_FILES = {
  en: 'messages/en.json',
  vi: 'messages/vi.json',
  sameInBoth: 'messages/same-in-both-languages.json',
  groups: 'messages/groups.json',
} as const;

/** The folder of the long texts, one folder per language inside. */
const COPY_FOLDER = 'copy';

function read(root: string, path: string): CopyFile | null {
  const full = join(root, path);
  return existsSync(full) ? { path, text: readFileSync(full, 'utf8') } : null;
}

function required(root: string, path: string): CopyFile {
  return read(root, path) ?? { path, text: '' };
}

/** Every file under the copy folder, as paths relative to root. */
function copyFiles(root: string, folder = join(root, COPY_FOLDER)): CopyFile[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return copyFiles(root, path);
    return [{ path: relative(root, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }];
  });
}

/** The report for the project at root, and whether it fails. */
export function checkCopy(root: string): { text: string; failed: boolean } {
  const messages = checkMessages({
    en: required(root, MESSAGE_FILES.en),
    vi: required(root, MESSAGE_FILES.vi),
    sameInBoth: read(root, MESSAGE_FILES.sameInBoth),
  });
  const groups = checkMessageGroups(required(root, MESSAGE_FILES.groups), required(root, MESSAGE_FILES.en));
  const content = checkContent(copyFiles(root), {
    routeExists: (path) => routeByPath(path) !== undefined,
    publicFileExists: (path) => existsSync(join(root, 'public', path)),
    places: COPY_PLACES,
  });
  return formatReport(
    [...messages.problems, ...groups, ...content.problems],
    `${count(messages.checked, 'message', 'messages')} and ${count(content.checked, 'long text', 'long texts')} in English and Vietnamese`,
  );
}

if (import.meta.main) {
  const at = process.argv.indexOf('--root');
  const root = at === -1 ? process.cwd() : (process.argv[at + 1] ?? process.cwd());
  const { text, failed } = checkCopy(root);
  (failed ? console.error : console.info)(text);
  process.exitCode = failed ? 1 : 0;
}

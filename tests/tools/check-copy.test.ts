import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COPY_PLACES } from '../../src/lib/copy-places.ts';
import { checkCopy } from '../../tools/check-copy.ts';
import { syntaxErrorLine } from '../../tools/copy-check/json-file.ts';
import { checkMessages, placeholdersOf } from '../../tools/copy-check/messages.ts';
import { type CopyFile, formatProblem, formatReport } from '../../tools/copy-check/problems.ts';

const EN = 'messages/en.json';
const VI = 'messages/vi.json';
const LIST = 'messages/same-in-both-languages.json';

/** A messages file as an editor writes it: `{`, then one key per line from line 2. */
const file = (path: string, entries: Record<string, unknown>): CopyFile => ({
  path,
  text: `${JSON.stringify(entries, null, 2)}\n`,
});

function check(en: Record<string, unknown>, vi: Record<string, unknown>, list?: Record<string, string>) {
  return checkMessages({ en: file(EN, en), vi: file(VI, vi), sameInBoth: list ? file(LIST, list) : null });
}

describe('the message rules', () => {
  it('passes files that match, and counts the messages but not $schema', () => {
    const report = check(
      { $schema: 'x', greet: 'Hello {name}', bye: 'Bye' },
      { $schema: 'x', greet: 'Xin chào {name}', bye: 'Tạm biệt' },
    );
    expect(report).toEqual({ problems: [], checked: 2 });
  });

  it('names a key missing from Vietnamese at its English line', () => {
    expect(check({ greet: 'Hello', bye: 'Bye' }, { greet: 'Xin chào' }).problems).toEqual([
      {
        severity: 'error',
        file: EN,
        line: 3,
        what: '"bye" is in English but missing from Vietnamese (messages/vi.json).',
        fix: 'Add a line "bye": "…" with the Vietnamese text to messages/vi.json.',
      },
    ]);
  });

  it('names a key missing from English at its Vietnamese line', () => {
    expect(check({ greet: 'Hello' }, { greet: 'Xin chào', extra: 'Thêm' }).problems).toEqual([
      {
        severity: 'error',
        file: VI,
        line: 3,
        what: '"extra" is in Vietnamese but missing from English (messages/en.json).',
        fix: 'Add a line "extra": "…" with the English text to messages/en.json.',
      },
    ]);
  });

  it('refuses an empty or blank text, and a value that is not text', () => {
    expect(check({ a: 'A', b: 7 }, { a: '  ', b: 'B' }).problems).toEqual([
      {
        severity: 'error',
        file: VI,
        line: 2,
        what: '"a" is empty.',
        fix: 'Write the Vietnamese text between the quotes.',
      },
      {
        severity: 'error',
        file: EN,
        line: 3,
        what: '"b" is not a text.',
        fix: 'Write the text between double quotes: "key": "text".',
      },
    ]);
  });

  it('refuses different placeholders, and allows moving or repeating them', () => {
    expect(check({ paid: 'Paid {amount}' }, { paid: 'Đã trả {so_tien}' }).problems).toEqual([
      {
        severity: 'error',
        file: VI,
        line: 2,
        what: '"paid" fills in {amount} in English but {so_tien} in Vietnamese.',
        fix: 'Keep every word in braces exactly as in English, braces included; you may move it within the sentence but not translate it.',
      },
    ]);
    expect(check({ rate: '{from} to {to}' }, { rate: '{to} từ {from}, {to}' }).problems).toEqual([]);
    expect(check({ n: 'Count: {n}' }, { n: 'Số lượng' }).problems[0]?.what).toBe(
      '"n" fills in {n} in English but nothing in Vietnamese.',
    );
    expect(placeholdersOf('{b} {a} {b} {not a placeholder}')).toEqual(['a', 'b']);
  });

  it('warns of a Vietnamese text equal to the English one, unless the list allows it', () => {
    expect(
      check({ title: 'Balance', brand: 'CamPay' }, { title: 'Balance', brand: 'CamPay' }, { brand: 'a name' }).problems,
    ).toEqual([
      {
        severity: 'warning',
        file: VI,
        line: 2,
        what: '"title" is the same in Vietnamese as in English ("Balance"), so it is probably not translated yet.',
        fix: 'Translate it; or, when it must stay the same (a brand, a product or a file format), add "title" with the reason to messages/same-in-both-languages.json.',
      },
    ]);
  });

  it('warns of a listed key that is no longer the same, or no longer exists', () => {
    const { problems } = check({ brand: 'CamPay' }, { brand: 'CamPay VN' }, { brand: 'a name', gone: 'old' });
    expect(problems).toEqual([
      {
        severity: 'warning',
        file: LIST,
        line: 2,
        what: '"brand" is listed as the same in both languages, but its texts now differ.',
        fix: 'Delete the line "brand" from this list.',
      },
      {
        severity: 'warning',
        file: LIST,
        line: 3,
        what: '"gone" is listed as the same in both languages, but there is no such message.',
        fix: 'Delete the line "gone" from this list.',
      },
    ]);
  });

  it('points at the line of a missing comma, and checks nothing else in a file it cannot read', () => {
    const broken = { path: VI, text: '{\n  "a": "Một"\n  "b": "Hai"\n}\n' };
    const { problems, checked } = checkMessages({ en: file(EN, { a: 'One' }), vi: broken, sameInBoth: null });
    expect(checked).toBe(0);
    expect(problems).toEqual([
      {
        severity: 'error',
        file: VI,
        line: 3,
        what: 'The file cannot be read, so none of its texts can be shown.',
        fix: 'Look at this line and the one before it for a missing comma at the end of a line, a missing or extra quote ("), or a comma after the last entry. Inside a text, write a quote as \\".',
      },
    ]);
  });

  it('reads the line from either form of the parser’s message', () => {
    expect(syntaxErrorLine('{\n\n  x', 'Unexpected token x in JSON at position 5')).toBe(3);
    expect(
      syntaxErrorLine('', "Expected ',' or '}' after property value in JSON at position 9 (line 4 column 2)"),
    ).toBe(4);
    expect(syntaxErrorLine('{', 'Unexpected end of JSON input')).toBe(1);
  });

  it('refuses an empty file, a file that is not an object, and a key written twice', () => {
    const empty = checkMessages({ en: { path: EN, text: '' }, vi: file(VI, {}), sameInBoth: null });
    expect(empty.problems.map((found) => [found.file, found.line, found.what])).toEqual([
      [EN, 1, 'The file is empty or missing.'],
    ]);
    const list = checkMessages({ en: { path: EN, text: '["a"]' }, vi: file(VI, {}), sameInBoth: null });
    expect(list.problems.map((found) => found.what)).toEqual([
      'The file must be a list of "key": "text" lines between { and }.',
    ]);
    const twice = { path: EN, text: '{\n  "a": "One",\n  "a": "Uno"\n}\n' };
    expect(checkMessages({ en: twice, vi: file(VI, { a: 'Một' }), sameInBoth: null }).problems).toEqual([
      {
        severity: 'error',
        file: EN,
        line: 3,
        what: '"a" is written twice (also on line 2); only this last one would be used.',
        fix: 'Keep one of the two lines and delete the other.',
      },
    ]);
  });
});

describe('the report', () => {
  const error = { severity: 'error', file: VI, line: 4, what: 'W.', fix: 'F.' } as const;
  const warning = { ...error, severity: 'warning', line: 9 } as const;

  it('writes a problem as file, line, what and how', () => {
    expect(formatProblem(error)).toBe('Must fix: messages/vi.json, line 4\n  What is wrong: W.\n  How to fix: F.');
    expect(formatProblem(warning)).toBe(
      'Please check: messages/vi.json, line 9\n  What is wrong: W.\n  How to fix: F.',
    );
  });

  it('fails on an error, passes with warnings, errors first', () => {
    expect(formatReport([warning, error], 'x')).toEqual({
      failed: true,
      text: `Copy check failed: 1 problem to fix, 1 warning to check.\n\n${formatProblem(error)}\n\n${formatProblem(warning)}`,
    });
    expect(formatReport([warning], '3 messages')).toEqual({
      failed: false,
      text: `Copy check passed: 3 messages, with 1 warning to check.\n\n${formatProblem(warning)}`,
    });
    expect(formatReport([], '3 messages')).toEqual({ failed: false, text: 'Copy check passed: 3 messages.' });
  });
});

describe('npm run check:copy', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function project(en: Record<string, string>, vi: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'copy-check-'));
    roots.push(root);
    mkdirSync(join(root, 'messages'));
    writeFileSync(join(root, EN), file(EN, en).text);
    writeFileSync(join(root, VI), file(VI, vi).text);
    // The project's own long texts (every text a page shows must exist) and one group for the test's messages.
    cpSync('copy', join(root, 'copy'), { recursive: true });
    const groups = { groups: [{ name: 'Test', prefixes: ['t_'], about: 'Test messages.', notes: {} }] };
    writeFileSync(join(root, 'messages/groups.json'), JSON.stringify(groups));
    return root;
  }

  const run = (root: string) =>
    spawnSync(process.execPath, ['tools/check-copy.ts', '--root', root], { encoding: 'utf8' });

  it('exits 1 and explains the problem when a text is missing', () => {
    const root = project({ t_a: 'One', t_b: 'Two' }, { t_a: 'Một' });
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(checkCopy(root).text);
    expect(result.stderr).toContain(
      'Must fix: messages/en.json, line 3\n  What is wrong: "t_b" is in English but missing',
    );
  });

  it('checks the long texts against the route table and public/', () => {
    const root = project({ t_a: 'One' }, { t_a: 'Một' });
    mkdirSync(join(root, 'public/images'), { recursive: true });
    writeFileSync(join(root, 'public/images/team.png'), '');
    for (const [language, route] of [
      ['en', '/signup'],
      ['vi', '/nowhere'],
    ] as const) {
      const front = `title: T ${language}\nimage:\n  src: /images/team.png\n  alt: A ${language}\ncta:\n  label: Go\n  route: ${route}`;
      writeFileSync(join(root, `copy/${language}/auth-panel.md`), `---\n${front}\n---\nBody ${language}\n`);
    }
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Copy check failed: 1 problem to fix, 0 warnings to check.\n\nMust fix: copy/vi/auth-panel.md, line 8\n  What is wrong: The button leads to /nowhere, which is not a page of the app.',
    );
  });

  it('exits 0 on matching files, and the project’s own copy passes', () => {
    const result = run(project({ t_a: 'One' }, { t_a: 'Một' }));
    expect([result.status, result.stdout.trim()]).toEqual([
      0,
      `Copy check passed: 1 message and ${Object.keys(COPY_PLACES).length} long texts in English and Vietnamese.`,
    ]);
    expect(checkCopy(process.cwd()).failed).toBe(false);
  });
});

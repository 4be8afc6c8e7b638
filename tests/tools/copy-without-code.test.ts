/**
 * Issue 12's proof that copy needs no code change: a copy of the project with one message and one long text
 * changed in both languages, built as a fresh clone would be, shows the new words on the page in both languages.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const PROJECT = resolve(import.meta.dirname, '../..');
const root = mkdtempSync(join(tmpdir(), 'copy-without-code-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The project's files as a clone has them (tracked, or new and not ignored), and its installed packages. */
function copyProject(): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: PROJECT,
    encoding: 'utf8',
  });
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(PROJECT, file), join(root, file));
  }
  symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'));
}

function edit(file: string, change: (text: string) => string): void {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
}

it('a changed message and long text reach the built pages in both languages', { timeout: 240_000 }, () => {
  copyProject();
  const words = {
    en: { message: 'Open your CamPay account today', panel: 'Money that moves when you do' },
    vi: { message: 'Mở tài khoản CamPay ngay hôm nay', panel: 'Tiền đi cùng bạn' },
  };
  for (const locale of ['en', 'vi'] as const) {
    edit(`messages/${locale}.json`, (text) => text.replace(/("page_signup": )"[^"]*"/, `$1"${words[locale].message}"`));
    edit(`copy/${locale}/auth-panel.md`, (text) => text.replace(/^title: .*$/m, `title: ${words[locale].panel}`));
  }
  const check = spawnSync('npm', ['run', '--silent', 'check:copy'], { cwd: root, encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  for (const [locale, page] of [
    ['en', 'dist/signup.html'],
    ['vi', 'dist/_vi/signup.html'],
  ] as const) {
    const html = readFileSync(join(root, page), 'utf8');
    expect(html).toContain(`>${words[locale].message}</h1>`);
    expect(html).toContain(`>${words[locale].panel}</p>`);
  }
});

/**
 * The copy editor (npm run edit-copy) saves real files: on a throwaway copy of copy/ and messages/, it opens
 * the English long text of the sign-up panel, changes its title and saves — the file on disk has the new title
 * and still fits the schema — then saves one Vietnamese message of one group, and the JSON on disk differs
 * from before by that key alone, in the project's format.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { copyEntrySchema } from '../../src/lib/copy-schema.ts';
import { splitFrontMatter } from '../../tools/copy-check/content.ts';
import { messagesToFile } from '../../tools/copy-editor/browser/messages-format.ts';
import { type RunningEditor, startEditor } from '../../tools/copy-editor/server.ts';
import { freePort } from '../../tools/free-port.ts';

test.describe.configure({ mode: 'serial' });

let root: string;
let editor: RunningEditor;

const read = (path: string) => readFileSync(join(root, path), 'utf8');

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'copy-editor-'));
  for (const folder of ['copy', 'messages']) cpSync(folder, join(root, folder), { recursive: true });
  editor = await startEditor({ root, port: 0, proxyPort: await freePort(), appUrl: 'http://127.0.0.1:4321' });
});

test.afterAll(async () => {
  await editor?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function openEditor(page: Page): Promise<void> {
  await page.goto(editor.url);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

test('saves a changed title of a long text into its Markdown file, still valid', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('link', { name: /Move money with confidence/ }).click();
  const title = page.getByLabel('Title').first();
  await expect(title).toHaveValue('Move money with confidence');
  await title.fill('Send money with confidence');
  await publish(page);

  await expect.poll(() => read('copy/en/auth-panel.md')).toContain('title: Send money with confidence');
  const split = splitFrontMatter(read('copy/en/auth-panel.md'));
  expect(copyEntrySchema.parse(parse(split?.front ?? ''))).toEqual({ title: 'Send money with confidence' });
  expect(split?.body).toContain('Every withdrawal protected by two-factor checks');
});

test('saves one message of one group and changes no other key of the file', async ({ page }) => {
  const before = JSON.parse(read('messages/vi.json')) as Record<string, string>;
  await openEditor(page);
  await page.getByRole('link', { name: 'Short texts' }).click();
  await page.getByRole('link', { name: /Short texts — Vietnamese/ }).click();
  // Each group is a collapsed section: open Home.
  await page.locator('[id^="home-field-"]').getByRole('button', { name: 'Expand' }).click();
  const field = page.getByLabel('home_recent_empty', { exact: true });
  await expect(field).toHaveValue(before.home_recent_empty ?? '');
  await field.fill('Chưa có giao dịch nào (đã sửa)');
  await publish(page);

  const expected = messagesToFile({ ...before, home_recent_empty: 'Chưa có giao dịch nào (đã sửa)' });
  await expect.poll(() => read('messages/vi.json')).toBe(expected);
});

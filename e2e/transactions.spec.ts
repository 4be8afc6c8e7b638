/**
 * The transactions journey against the real server (issue 11): a director filters the list by type and status,
 * the filters survive a reload (in the address and in the controls), a row opens the transaction with its status
 * timeline, and Back returns to the filtered list. Both screens pass axe in light and dark. A seller is refused.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { pagesText, readSheet } from '../tests/lib/export/read-back.ts';
import {
  chooseColorMode,
  chooseLanguage,
  collectErrors,
  expectAccessibleInBothThemes,
  heading,
  holdRequest,
  hydrated,
  longCopy,
  message,
  signIn,
  test,
  vaTransactions,
} from './fixtures.ts';

const combobox = (page: Page, key: string) => page.getByRole('combobox', { name: message('en', key), exact: true });
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** Pick an option of one of the filter selects, by its label. */
async function choose(page: Page, key: string, option: string): Promise<void> {
  await combobox(page, key).selectOption({ label: option });
}

/** The list shows rows, each of the given type and status. */
async function expectRowsOf(page: Page, type: string, status: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  const statuses = await rows(page)
    .locator('[data-status]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  const names = await rows(page).getByRole('link').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set([status]));
  expect(names.filter((name) => !name.startsWith(type))).toEqual([]);
}

test('a director filters transactions, reloads, opens one and comes back to the same list', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = await collectErrors(page);
  await chooseColorMode(page, 'system');
  await signIn(context, baseURL ?? '');
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/transactions', 'en') })).toBeVisible();
  await hydrated(page);
  await expect(rows(page).first().getByRole('link')).toBeVisible();

  await choose(page, 'tx_filter_type', message('en', 'tx_type_withdrawal'));
  await expect(page).toHaveURL(/\/transactions\?type=WITHDRAWAL$/);
  await choose(page, 'tx_filter_status', message('en', 'ui_status_approved'));
  await expect(page).toHaveURL(/\/transactions\?type=WITHDRAWAL&status=APPROVED$/);
  await expectRowsOf(page, message('en', 'tx_type_withdrawal'), 'APPROVED');
  await expectAccessibleInBothThemes(page);

  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(/\/transactions\?type=WITHDRAWAL&status=APPROVED$/);
  await expect(combobox(page, 'tx_filter_type')).toHaveValue('WITHDRAWAL');
  await expect(combobox(page, 'tx_filter_status')).toHaveValue('APPROVED');
  await expectRowsOf(page, message('en', 'tx_type_withdrawal'), 'APPROVED');

  const first = rows(page).first().getByRole('link');
  const code = (await first.textContent())?.replace(message('en', 'tx_type_withdrawal'), '').trim() ?? '';
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await hydrated(page);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: message('en', 'ui_timeline_title') });
  await expect(timeline.getByRole('listitem').first()).toContainText(message('en', 'ui_status_pending'));
  await expect(timeline.getByRole('listitem').last()).toContainText(message('en', 'ui_status_approved'));
  // An approved transaction is final: nothing is polled.
  await expect(page.getByText(message('en', 'ui_detail_polling'))).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/transactions\?type=WITHDRAWAL&status=APPROVED$/);
  await hydrated(page);
  await expect(combobox(page, 'tx_filter_status')).toHaveValue('APPROVED');
  await expectRowsOf(page, message('en', 'tx_type_withdrawal'), 'APPROVED');
  expect(errors).toEqual([]);
});

/** The director's approved withdrawals created before yesterday: a filter no journey running meanwhile adds to. */
const SETTLED_WITHDRAWALS = `type=WITHDRAWAL&status=APPROVED&to=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`;

/** Opens the export menu and downloads the file of `format`. */
async function download(page: Page, locale: 'en' | 'vi', format: 'csv' | 'xlsx' | 'pdf'): Promise<Uint8Array> {
  await page.getByRole('button', { name: message(locale, 'export_button') }).click();
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: message(locale, `export_format_${format}`) }).click();
  const downloaded = await file;
  expect(downloaded.suggestedFilename()).toMatch(
    new RegExp(`^${message(locale, 'tx_export_file')}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
  );
  return new Uint8Array(readFileSync((await downloaded.path()) ?? ''));
}

test('the first page is asked from the head before the modules, once; filters in the address ask only their page', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.push(url.pathname + url.search);
  });
  const listCalls = () => asked.filter((path) => path.startsWith('/api/v2/virtual-accounts/transactions'));

  await page.goto('/transactions');
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  await hydrated(page);
  const firstModule = asked.findIndex((path) => path.startsWith('/_astro/framework.'));
  expect(listCalls()).toEqual(['/api/v2/virtual-accounts/transactions']);
  expect(asked.indexOf('/api/v2/virtual-accounts/transactions')).toBeLessThan(firstModule);

  asked.length = 0;
  await page.goto('/transactions?type=WITHDRAWAL');
  await expect(rows(page).first().getByRole('link')).toContainText(message('en', 'tx_type_withdrawal'));
  expect(listCalls()).toEqual(['/api/v2/virtual-accounts/transactions?type=WITHDRAWAL']);
});

test('the filtered list exports to CSV: every row of the filter, amounts exact and signed', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '');
  await page.goto(`/transactions?${SETTLED_WITHDRAWALS}`);
  await hydrated(page);
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  const total = Number((await page.getByText(/^1–\d+ of \d+$/).textContent())?.split(' of ')[1]);
  const [heading = '', ...lines] = new TextDecoder()
    .decode(await download(page, 'en', 'csv'))
    .trimEnd()
    .split('\r\n');
  expect(heading).toContain(`${message('en', 'tx_col_date')},${message('en', 'tx_detail_code')}`);
  expect(lines).toHaveLength(total);
  for (const line of lines) expect(line).toMatch(/,Withdrawal,Approved,.*,-\d+(\.\d+)?,/);
});

test('the filtered list exports to XLSX and PDF in Vietnamese: exactly the filtered rows, amounts exact, diacritics kept', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'vi');
  const { access_token: token } = await signIn(context, root);
  const expected = await vaTransactions(root, token, `${SETTLED_WITHDRAWALS}&limit=100`);
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThanOrEqual(100);
  await page.goto(`/transactions?${SETTLED_WITHDRAWALS}`);
  await hydrated(page);
  await expect(rows(page).first().getByRole('link')).toBeVisible();

  const sheet = readSheet(await download(page, 'vi', 'xlsx'));
  const heading = [...(sheet.rows.get(1)?.values() ?? [])].map((cell) => cell.value);
  expect(heading.slice(0, 2)).toEqual([message('vi', 'tx_col_date'), message('vi', 'tx_detail_code')]);
  const body = [...sheet.rows.entries()].filter(([index]) => index > 1).map(([, cells]) => cells);
  // Withdrawals are written negative, as exact numbers.
  expect(body.map((cells) => [cells.get('B')?.value, cells.get('G')?.value]).sort()).toEqual(
    expected.items.map((row) => [row.code, `-${row.amount}`]).sort(),
  );
  expect(body.map((cells) => cells.get('C')?.value)).toEqual(body.map(() => message('vi', 'tx_type_withdrawal')));

  const text = (await pagesText(await download(page, 'vi', 'pdf'))).join(' ');
  expect(text).toContain(message('vi', 'page_transactions'));
  expect(text).toContain(message('vi', 'tx_detail_received'));
  for (const row of expected.items) expect(text).toContain(row.code);
});

test('the money cells’ own files are asked for together with them, not after they arrive', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '');
  const cells = await holdRequest(page, /\/_astro\/cells\.[\w-]+\.js$/);
  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));

  await page.goto('/transactions');
  await expect.poll(cells.requested).toBe(true);
  const cellsPath = [...asked].find((path) => /\/_astro\/cells\./.test(path)) ?? '';
  // The cells' static imports (format, money, big.js…: decision 008's addendum), read from the served file.
  const imports = [
    ...(await (await page.request.get(cellsPath)).text()).matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g),
  ]
    .map(([, file]) => `/_astro/${file}`)
    .filter((path) => !path.includes('/framework.'));
  expect(imports.length).toBeGreaterThan(0);
  // Held, the cells cannot have told the browser what they import: only the island's preload list can.
  await expect.poll(() => imports.filter((path) => !asked.has(path))).toEqual([]);
  cells.release();
  await expect(rows(page).first().getByRole('link')).toBeVisible();
});

test('a transaction that is not there says so', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '');
  await page.goto('/transactions/2147483000');
  await expect(page.getByRole('heading', { level: 2, name: message('en', 'tx_not_found_title') })).toBeVisible();
  await expect(page.getByRole('link', { name: message('en', 'tx_detail_back') })).toHaveAttribute(
    'href',
    '/transactions',
  );
});

test('a search nothing matches says so in the words of its long text, in each language', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '');
  await page.goto('/transactions?search=no-such-transaction');
  const empty = page.getByRole('table').locator('tbody');
  await expect(empty).toContainText(longCopy('en', 'transactions-empty-filtered').title);
  await expect(page.getByRole('button', { name: message('en', 'ui_clear_filters') })).toBeVisible();
  await chooseLanguage(context, baseURL ?? '', 'vi');
  await page.reload();
  await expect(empty).toContainText(longCopy('vi', 'transactions-empty-filtered').title);
  // Emptying the box (typing) lifts the search after its pause: the address loses it and the rows come back.
  await page.getByRole('searchbox', { name: message('vi', 'tx_filter_search') }).fill('');
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(empty).not.toContainText(longCopy('vi', 'transactions-empty-filtered').title);
  await expect(empty.getByRole('link').first()).toBeVisible();
});

test('a seller cannot open the transactions list', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'seller');
  await page.goto('/transactions');
  await expect(page.locator('html')).toHaveAttribute('data-fatal', '403');
});

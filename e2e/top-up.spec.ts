/**
 * Top-up journeys against the real server (issue 11): a director asks for VietQR payment details with a double
 * click and gets exactly one top-up, sees them again after a reload, pays (the demo's bank report) and watches it
 * credited; a connection dropped after the request reached the server ends in the same single top-up; an amount
 * the currency cannot hold is refused beside the field with what was typed kept. Axe in both themes, both
 * languages, screenshots at 360 px.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  chooseColorMode,
  chooseLanguage,
  collectErrors,
  expectAccessible,
  heading,
  hydrated,
  message,
  signIn,
} from './fixtures.ts';

interface Counted {
  readonly total: number;
  readonly items: { id: number; amount: string; status: string }[];
}

async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'access_token');
  return decodeURIComponent(cookie?.value ?? '');
}

/** The director's top-ups of exactly `amount` (amounts unique to each test keep parallel tests apart). */
async function topUpsOf(context: BrowserContext, baseURL: string, amount: string): Promise<Counted> {
  const query = `type=TOP_UP&amount_min=${amount}&amount_max=${amount}`;
  const response = await fetch(`${baseURL}/api/v2/virtual-accounts/transactions?${query}`, {
    headers: { authorization: `Bearer ${await accessToken(context)}` },
  });
  const body = (await response.json()) as { data?: Counted };
  if (body.data === undefined) throw new Error(`listing top-ups failed: ${response.status}`);
  return body.data;
}

async function openTopUp(page: Page): Promise<void> {
  await page.goto('/top-up');
  await expect(page.getByRole('heading', { level: 1, name: heading('/top-up', 'en') })).toBeVisible();
  await hydrated(page);
}

const amountBox = (page: Page, locale: 'en' | 'vi' = 'en') =>
  page.getByRole('textbox', { name: message(locale, 'topup_amount_label') });
const submit = (page: Page, locale: 'en' | 'vi' = 'en') =>
  page.getByRole('button', { name: message(locale, 'topup_submit') });
/** The payment details' list (amount, bank, account number and name, reference, deadline). */
const paymentDetails = (page: Page) => page.locator(`dl[aria-label="${message('en', 'topup_details_title')}"]`);

test('a double click opens one VietQR top-up, a reload shows it again, and paying credits it', async ({
  page,
  context,
  baseURL,
}) => {
  const root = baseURL ?? '';
  const errors = await collectErrors(page);
  await signIn(context, root);
  const before = await topUpsOf(context, root, '1234000');
  await openTopUp(page);

  await page.getByRole('radio', { name: /VietQR/ }).check();
  await amountBox(page).fill('1234000');
  await expect(amountBox(page)).toHaveValue('1,234,000');
  await submit(page).dblclick();

  await expect(page).toHaveURL(/\/top-up\?step=top-up$/);
  await expect(page.getByText(message('en', 'topup_waiting_title'))).toBeVisible();
  const qr = page.getByRole('img', { name: /QR/ });
  await expect(qr).toBeVisible();
  const details = paymentDetails(page);
  await expect(details).toContainText('1,234,000');
  await expectAccessible(page);

  const after = await topUpsOf(context, root, '1234000');
  expect(after.total).toBe(before.total + 1);
  const opened = after.items.find((item) => !before.items.some((old) => old.id === item.id));
  expect(opened?.status).toBe('PENDING');

  // The reference the page shows is the server's; a reload reads the same top-up again.
  const shownReference = (await details.locator('dd').nth(4).textContent())?.trim() ?? '';
  expect(shownReference).not.toBe('');
  await page.reload();
  await hydrated(page);
  await expect(paymentDetails(page)).toContainText(shownReference);
  expect((await topUpsOf(context, root, '1234000')).total).toBe(after.total);

  const paid = await fetch(`${root}/__dev/top-up-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: shownReference, amount: '1234000' }),
  });
  expect(paid.status).toBe(201);
  await expect(
    page.getByText(message('en', 'topup_arrived_title')).or(page.getByText(message('en', 'topup_credited_title'))),
  ).toBeVisible();
  await expect(page.getByText(message('en', 'topup_credited_title'))).toBeVisible({ timeout: 20_000 });
  await expect(qr).toHaveCount(0);
  await page.getByRole('link', { name: message('en', 'topup_view_transaction') }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${opened?.id}$`));
  expect(errors).toEqual([]);
});

test('a connection dropped after the server opened the top-up ends in that one top-up', async ({
  page,
  context,
  baseURL,
}) => {
  const root = baseURL ?? '';
  await signIn(context, root);
  const before = await topUpsOf(context, root, '2345000');
  await openTopUp(page);

  let dropped = 0;
  const keys: string[] = [];
  await page.route('**/api/v1/top-ups', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped > 0) return route.continue();
    dropped += 1;
    // The server commits; the answer never reaches the page.
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByRole('radio', { name: /Local bank transfer/ }).check();
  await amountBox(page).fill('2345000');
  await submit(page).click();

  await expect(page).toHaveURL(/\/top-up\?step=top-up$/);
  await expect(page.getByText(message('en', 'topup_transfer_hint'))).toBeVisible();
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect((await topUpsOf(context, root, '2345000')).total).toBe(before.total + 1);
});

test('an amount VND cannot hold is refused beside the field, and what was typed stays (vi, dark)', async ({
  page,
  context,
  baseURL,
}) => {
  const root = baseURL ?? '';
  await signIn(context, root);
  await chooseLanguage(context, root, 'vi');
  await chooseColorMode(page, 'dark');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/top-ups')) calls.push(request.method());
  });
  await page.goto('/top-up');
  await hydrated(page);
  await page.getByRole('radio', { name: /VietQR/ }).check();
  await amountBox(page, 'vi').fill('1500,5');
  await submit(page, 'vi').click();

  const field = amountBox(page, 'vi');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByText(message('vi', 'field_amount_whole', { currency: 'VND' }))).toBeVisible();
  await expect(field).toHaveValue('1.500,5');
  expect(calls).toEqual([]);
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/top-up-form-vi-dark-360.png', fullPage: true });
  await field.fill('1500000');
  await submit(page, 'vi').click();
  await expect(page.getByText(message('vi', 'topup_waiting_title'))).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/top-up-pay-vi-dark-360.png', fullPage: true });
});

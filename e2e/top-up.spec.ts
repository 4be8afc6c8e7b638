/**
 * Top-up journeys against the real server (issue 11): a director asks for VietQR payment details with a double
 * click and gets exactly one top-up, sees them again after a reload, pays (the demo's bank report) and watches it
 * credited; a local bank transfer shows what to pay with copy buttons and, paid, is credited while Home (another
 * tab) follows the balance live; a connection dropped after the request reached the server ends in the same single top-up; an amount
 * the currency cannot hold is refused beside the field with what was typed kept. Axe in both themes, both
 * languages, screenshots at 360 px.
 */
import { expect, type Page } from '@playwright/test';
import {
  chooseColorMode,
  chooseLanguage,
  expectAccessible,
  heading,
  hydrated,
  message,
  shownBalance,
  signIn,
  test,
  transactionsOf,
} from './fixtures.ts';
import { payIntoVa } from './va-journey.ts';
import { expectNotReloaded, markNotReloaded } from './verification.ts';

const topUpsOf = (baseURL: string, token: string, amount: string) => transactionsOf(baseURL, token, 'TOP_UP', amount);

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
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  const before = await topUpsOf(root, token, '1234000');
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

  const after = await topUpsOf(root, token, '1234000');
  expect(after.total).toBe(before.total + 1);
  const opened = after.items.find((item) => !before.items.some((old) => old.id === item.id));
  expect(opened?.status).toBe('PENDING');

  // The reference the page shows is the server's; a reload reads the same top-up again.
  const shownReference = (await details.locator('dd').nth(4).textContent())?.trim() ?? '';
  expect(shownReference).not.toBe('');
  await page.reload();
  await hydrated(page);
  await expect(paymentDetails(page)).toContainText(shownReference);
  expect((await topUpsOf(root, token, '1234000')).total).toBe(after.total);

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

test('a local bank transfer shows what to pay with copy buttons; paid, it is credited and Home rises without a reload', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  // Home open in another tab of the same session, following the server's events.
  const home = await context.newPage();
  await home.goto('/');
  const homeMain = home.getByTestId('wallet-MAIN-available');
  await expect(homeMain).toHaveText(await shownBalance(root, token, 'MAIN'));
  await markNotReloaded(home);

  await openTopUp(page);
  await page.getByRole('radio', { name: /Local bank transfer/ }).check();
  await amountBox(page).fill('1235000');
  await submit(page).click();
  await expect(page.getByText(message('en', 'topup_waiting_title'))).toBeVisible();
  const details = paymentDetails(page);
  await expect(details).toContainText('1,235,000');
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
  const copyButtons = details.getByRole('button', { name: /^Copy/ });
  expect(await copyButtons.count()).toBeGreaterThanOrEqual(2);
  const [opened] = (await topUpsOf(root, token, '1235000')).items;
  expect(opened?.status).toBe('PENDING');

  const reference = (await details.locator('dd').nth(4).textContent())?.trim() ?? '';
  const paid = await fetch(`${root}/__dev/top-up-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference, amount: '1235000' }),
  });
  expect(paid.status).toBe(201);
  // Read again every 5 s while pending: credited without a reload.
  await expect(page.getByText(message('en', 'topup_credited_title'))).toBeVisible({ timeout: 20_000 });
  expect((await topUpsOf(root, token, '1235000')).items.map((item) => item.status)).toEqual(['APPROVED']);
  // Other journeys move this account's money too: Home shows whatever the server holds now, live.
  await expect
    .poll(async () => (await homeMain.textContent()) === (await shownBalance(root, token, 'MAIN')), { timeout: 20_000 })
    .toBe(true);
  await expectNotReloaded(home);
  expect(errors).toEqual([]);
});

test('a connection dropped after the server opened the top-up ends in that one top-up', async ({
  page,
  context,
  root,
}) => {
  const { access_token: token } = await signIn(context, root);
  const before = await topUpsOf(root, token, '2345000');
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
  expect((await topUpsOf(root, token, '2345000')).total).toBe(before.total + 1);
});

test('an amount VND cannot hold is refused beside the field, and what was typed stays (vi, dark)', async ({
  page,
  context,
  root,
}) => {
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

test('an invoice: refused fields are said beside them, then it is shared, printed alone, paid into the VA and marked paid', async ({
  page,
  context,
  root,
  errors,
}) => {
  await signIn(context, root);
  await openTopUp(page);
  await page.getByRole('radio', { name: message('en', 'topup_invoice_label') }).check();
  const askedAmount = page.getByRole('textbox', { name: message('en', 'topup_invoice_amount') });
  await askedAmount.fill('3456000');
  const submitInvoice = page.getByRole('button', { name: message('en', 'topup_invoice_submit') });
  await submitInvoice.click();

  const payerName = page.getByRole('textbox', { name: message('en', 'topup_invoice_payer_name') });
  await expect(payerName).toBeFocused();
  await expect(payerName).toHaveAttribute('aria-invalid', 'true');
  await expect(askedAmount).toHaveValue('3,456,000');

  await payerName.fill('Nguyễn Văn Ánh');
  await page.getByRole('textbox', { name: message('en', 'topup_invoice_payer_email') }).fill('anh@example.vn');
  await page.getByRole('textbox', { name: message('en', 'topup_invoice_note') }).fill('Order #1024');
  const due = page.getByLabel(message('en', 'topup_invoice_due_date'));
  const min = (await due.getAttribute('min')) ?? '';
  const inAWeek = new Date(Date.parse(`${min}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await due.fill(inAWeek);
  await submitInvoice.dblclick();

  await expect(page).toHaveURL(/\/top-up\?step=top-up$/);
  await expect(page.getByRole('heading', { name: message('en', 'topup_heading_invoice') })).toBeVisible();
  await expect(page.getByText(message('en', 'topup_invoice_waiting_title'))).toBeVisible();
  const details = paymentDetails(page);
  await expect(details).toContainText('3,456,000');
  await expect(details).toContainText('Order #1024');
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  await expectAccessible(page);
  // Printed, the invoice stands alone: no navigation, no page heading, no share buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: message('en', 'nav_main') })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: message('en', 'topup_invoice_print') })).toBeHidden();
  await expect(details).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/top-up-invoice-en-360.png', fullPage: true });

  const account = (await details.locator('dd').nth(3).textContent())?.trim() ?? '';
  const invoiceReference = (await details.locator('dd').nth(5).textContent())?.trim() ?? '';
  await payIntoVa(root, account, '3456000', invoiceReference);
  await expect(page.getByText(message('en', 'topup_invoice_paid_title'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: message('en', 'topup_view_transaction') })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * QR merchants (/va/list/qr-merchant-list, issue 14) against the real server: an account without the
 * WHITELIST_CREATEQR_FE flag is told why it cannot create QR codes and what to do; the demo director (whitelisted,
 * owner of "Minh Anh Store") creates a QR code with an amount, sees it large with its countdown, and once it is paid
 * watches it turn paid without a reload; a director creates a QR merchant, PENDING without codes until the operator
 * approves it. Vietnamese, axe in both themes, screenshots at 360 px.
 */
import { expect } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { apiCall } from './auth-api.ts';
import {
  chooseLanguage,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  interactive,
  message,
  signedInNewAccount,
  signIn,
  test,
  vaTransactions,
} from './fixtures.ts';
import { demoQrShop, makeQrCode, openQrScreen, pasteQrPayload, QR_PATH, uniqueQrAmount } from './qr-journey.ts';

test('an account without the QR whitelist is told why it cannot create QR codes and what to do', async ({
  page,
  context,
  root,
  errors,
}) => {
  await signedInNewAccount(context, root, 'qr-not-whitelisted', 'BUSINESS');
  await openQrScreen(page);
  await expect(page.getByText(message('en', 'qrm_not_whitelisted_title'))).toBeVisible();
  await expect(page.getByTestId('qr-not-whitelisted')).toHaveText(message('en', 'qrm_not_whitelisted_body'));
  await expect(page.getByText(message('en', 'qrm_empty_title'))).toBeVisible();
  await expect(page.getByRole('button', { name: message('en', 'qrm_create_code') })).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});

test('a whitelisted director creates a QR code, shown large with its countdown, which turns paid once paid', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  await openQrScreen(page);
  const merchant = page.getByTestId('qr-merchant').filter({ hasText: 'Minh Anh Store' });
  await expect(merchant).toBeVisible();
  await expect(page.getByText(message('en', 'qrm_not_whitelisted_title'))).toHaveCount(0);
  await merchant.getByRole('button', { name: message('en', 'qrm_create_code') }).click();

  const amount = uniqueQrAmount();
  const amountBox = page.getByRole('textbox', { name: message('en', 'qrm_amount') });
  await interactive(amountBox);
  await amountBox.fill(amount);
  await page.getByRole('textbox', { name: message('en', 'qrm_description') }).fill(`Table ${amount}`);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/virtual-accounts/qr') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: message('en', 'qrm_create_submit') }).click();
  const code = ((await (await created).json()) as { data: { id: number; payload: string } }).data;

  const shown = page.locator('[data-qr-print]');
  const picture = shown.getByRole('img', { name: /QR/ });
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())?.width).toBeGreaterThanOrEqual(240);
  await expect(shown).toContainText(new Intl.NumberFormat('en').format(Number(amount)));
  await expect(shown).toContainText(`Table ${amount}`);
  await expect(shown.getByText(/Expires in (29|30):\d\d/)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/qr-shown-en-360.png', fullPage: true });
  // Printed, the card stands alone: the page's heading and menu are not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: heading(QR_PATH, 'en') })).toBeHidden();
  await expect(picture).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Paid from the director's main wallet, as a customer's app would; the provider settles it after its delay.
  const paid = await apiCall(
    root,
    'POST',
    '/virtual-accounts/transactions/qr/top-up/qr-pay',
    { payload: code.payload, source: 'MAIN' },
    token,
    { 'idempotency-key': `e2e-qr-${code.id}` },
  );
  expect(paid.status).toBe(200);
  const reads = page.waitForRequest((request) => request.url().includes(`/virtual-accounts/qr/codes/${code.id}`));
  await reads;
  // Settlement (5 s) plus one 3 s poll, with room for a loaded machine.
  await expect(shown.getByText(message('en', 'qrm_paid')).first()).toBeVisible({ timeout: 20_000 });
  await expect(picture).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in Vietnamese the merchants and the QR form read in Vietnamese', async ({ page, context, root, errors }) => {
  await signIn(context, root);
  await chooseLanguage(context, root, 'vi');
  await openQrScreen(page, 'vi');
  await expect(page.getByRole('heading', { name: message('vi', 'qrm_merchants') })).toBeVisible();
  const merchant = page.getByTestId('qr-merchant').filter({ hasText: 'Minh Anh Store' });
  await expect(merchant.getByText(message('vi', 'qrm_this_month'))).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectAccessibleInBothThemes(page);
  await page.screenshot({ path: 'test-results/qr-list-vi-360.png', fullPage: true });
  await merchant.getByRole('button', { name: message('vi', 'qrm_create_code') }).click();
  await expect(
    page.getByRole('heading', { name: message('vi', 'qrm_create_title', { name: 'Minh Anh Store' }) }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  // A code without an amount: the payer chooses it, and the screen says so under the picture.
  const description = page.getByRole('textbox', { name: message('vi', 'qrm_description') });
  await interactive(description);
  await description.fill('Bàn số 7');
  await page.getByRole('button', { name: message('vi', 'qrm_create_submit') }).click();
  const shown = page.locator('[data-qr-print]');
  await expect(shown.getByRole('img', { name: /QR/ })).toBeVisible();
  await expect(shown).toContainText(message('vi', 'qrm_amount_open'));
  await expect(shown.getByText(/Hết hạn sau|(29|30):\d\d/)).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.screenshot({ path: 'test-results/qr-shown-vi-dark-360.png', fullPage: true });
  await page.getByRole('button', { name: message('vi', 'qrm_back') }).click();
  await expect(page.getByRole('heading', { name: message('vi', 'qrm_stats_title') })).toBeVisible();
  await page.screenshot({ path: 'test-results/qr-list-vi-dark-360.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the statistics chart shows, and the period picker changes the address and the totals', async ({
  page,
  context,
  root,
  errors,
}) => {
  await signIn(context, root);
  await openQrScreen(page);
  const stats = page.getByRole('region', { name: message('en', 'qrm_stats_title') });
  await expect(stats.getByTestId('qr-chart')).toBeVisible();
  const count = stats.getByTestId('qr-stats-count');

  await stats.getByRole('button', { name: message('en', 'qrm_period_7d') }).click();
  await expect(page).toHaveURL(/[?&]period=7d\b/);
  await expect(stats.getByRole('button', { name: message('en', 'qrm_period_7d') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(stats.locator('[aria-busy="false"]')).toBeVisible();
  const week = Number(await count.textContent());

  await stats.getByRole('button', { name: message('en', 'qrm_period_90d') }).click();
  await expect(page).toHaveURL(/[?&]period=90d\b/);
  // The demo's QR payments reach back ten days: ninety days hold more than seven.
  await expect.poll(async () => Number(await count.textContent())).toBeGreaterThan(week);
  await expect(stats.getByTestId('qr-chart').locator('rect').first()).toBeVisible();

  // The address keeps the period: a reload shows the same one.
  await page.reload();
  await hydrated(page);
  await expect(stats.getByRole('button', { name: message('en', 'qrm_period_90d') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessibleInBothThemes(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/qr-stats-en-360.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('paying a QR code through the screen with a double click makes exactly one payment', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  const shop = await demoQrShop(root, token);
  const amount = uniqueQrAmount();
  const code = await makeQrCode(root, token, shop.id, amount, `Pay ${amount}`);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/qr/top-up/qr-pay')) sent.push(request.headers()['idempotency-key'] ?? '');
  });

  await openQrScreen(page);
  const dialog = await pasteQrPayload(page, code.payload);
  await expect(dialog.getByTestId('qr-pay-fixed')).toContainText(new Intl.NumberFormat('en').format(Number(amount)));
  await dialog.getByRole('button', { name: message('en', 'qrm_pay_continue') }).click();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: /^Pay / }).dblclick();
  await expect(dialog.getByTestId('qr-pay-done')).toBeVisible();

  const payments = await vaTransactions(root, token, `qr_code_id=${code.id}`);
  expect(payments.total).toBe(1);
  expect(payments.items[0]?.amount).toBe(amount);
  expect(new Set(sent).size).toBe(1);
  expect(errors).toEqual([]);
});

test('a director creates a QR merchant: PENDING with no codes until the operator approves it, then codes are made', async ({
  page,
  context,
  root,
  errors,
}) => {
  await signIn(context, root);
  await openQrScreen(page);
  await page.getByRole('button', { name: message('en', 'qrm_merchant_open') }).click();
  const dialog = page.getByRole('dialog', { name: message('en', 'qrm_merchant_title') });
  const name = dialog.getByRole('textbox', { name: message('en', 'qrm_merchant_name') });
  await interactive(name);
  await expect(dialog.getByRole('combobox', { name: message('en', 'qrm_merchant_bank') })).toHaveValue('BIDV');
  await expectAccessibleInBothThemes(page);
  // The contract's name rule, said beside the field; what was typed stays.
  await name.fill('Q');
  await dialog.getByRole('button', { name: message('en', 'qrm_merchant_submit') }).click();
  await expect(dialog.getByText(message('en', 'field_name_too_short'))).toBeVisible();
  await expect(name).toHaveValue('Q');
  await page.screenshot({ path: 'test-results/qr-merchant-dialog-en.png' });

  const shopName = `E2E Shop ${Date.now().toString(36)}`;
  await name.fill(shopName);
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/virtual-accounts/qr/merchants') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: message('en', 'qrm_merchant_submit') }).click();
  const merchant = ((await (await created).json()) as { data: { virtual_account: { id: number } } }).data;
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('qr-merchant').filter({ hasText: shopName });
  await expect(page.getByTestId('qr-merchant').first()).toContainText(shopName);
  await expect(card.getByText(message('en', 'ui_status_pending'))).toBeVisible();
  await expect(card.getByTestId('qr-merchant-review')).toHaveText(message('en', 'qrm_merchant_reviewing'));
  await expect(card.getByRole('button', { name: message('en', 'qrm_create_code') })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/qr-merchant-pending-en.png' });

  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const approved = await fetch(`${root}/api/warehouse/v1/admin/va/${merchant.virtual_account.id}/approve`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey },
  });
  expect(approved.status).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(card.getByText(message('en', 'ui_status_active'))).toBeVisible();
  await expect(card.getByTestId('qr-merchant-review')).toHaveCount(0);
  await card.getByRole('button', { name: message('en', 'qrm_create_code') }).click();
  const description = page.getByRole('textbox', { name: message('en', 'qrm_description') });
  await interactive(description);
  await description.fill('First order');
  await page.getByRole('button', { name: message('en', 'qrm_create_submit') }).click();
  await expect(page.locator('[data-qr-print]').getByRole('img', { name: /QR/ })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Steps the QR specs share (e2e/qr.spec.ts, e2e/faults.spec.ts): the QR merchants' screen opened, the demo
 * director's merchant ("Minh Anh Store") and a code of its own made through the API, and the screen's pay dialog
 * given a code's payload.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../src/lib/locale.ts';
import { apiCall } from './auth-api.ts';
import { heading, hydrated, message } from './fixtures.ts';

export const QR_PATH = '/va/list/qr-merchant-list';

export interface QrCode {
  readonly id: number;
  readonly payload: string;
}

/** Opens the QR merchants' screen and waits until its heading shows and its islands have hydrated. */
export async function openQrScreen(page: Page, locale: Locale = 'en'): Promise<void> {
  await page.goto(QR_PATH);
  await expect(page.getByRole('heading', { level: 1, name: heading(QR_PATH, locale) })).toBeVisible();
  await hydrated(page);
}

/** An amount no other test's code has, so a code and its payments are one test's own; `ending` sets a journey's apart. */
export function uniqueQrAmount(ending = 0): string {
  return String(100_000 + Math.floor(Math.random() * 800) * 1000 + ending);
}

/** The demo QR merchant, which the demo director (`token`) owns. */
export async function demoQrShop(root: string, token: string): Promise<{ id: number; name: string }> {
  const merchants = await apiCall<{ items: { id: number; name: string }[] }>(
    root,
    'GET',
    '/virtual-accounts/qr',
    undefined,
    token,
  );
  const shop = merchants.body.data?.items.find((item) => item.name === 'Minh Anh Store');
  if (shop === undefined) throw new Error('the demo QR merchant is missing');
  return shop;
}

/** A code of the merchant `shopId` for `amount`, made through the API. */
export async function makeQrCode(
  root: string,
  token: string,
  shopId: number,
  amount: string,
  description: string,
): Promise<QrCode> {
  const made = await apiCall<QrCode>(
    root,
    'POST',
    '/virtual-accounts/qr',
    { qr_merchant_id: shopId, amount, description },
    token,
  );
  const code = made.body.data;
  if (code === undefined) throw new Error(`creating the code failed: ${made.status}`);
  return code;
}

/** The screen's pay dialog. */
export const qrPayDialog = (page: Page): Locator => page.getByRole('dialog', { name: message('en', 'qrm_pay_title') });

/** The screen's Pay pressed and `payload` pasted in its dialog, which is returned. */
export async function pasteQrPayload(page: Page, payload: string): Promise<Locator> {
  await page.getByRole('button', { name: message('en', 'qrm_pay_open') }).click();
  const dialog = qrPayDialog(page);
  await dialog.getByRole('textbox', { name: message('en', 'qrm_pay_payload') }).fill(payload);
  return dialog;
}

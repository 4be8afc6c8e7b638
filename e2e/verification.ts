/**
 * Shared by the identity (kyc.spec.ts) and business (kyb.spec.ts) verification journeys on /profile: new accounts
 * of either type, real pictures and files, the section and its steps, uploads and submissions through the API, and
 * the operator's decisions through the admin API.
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import type { Locale } from '../src/lib/locale.ts';
import { apiCall } from './auth-api.ts';
import { message, signedInNewAccount } from './fixtures.ts';

export const KYC_DOCUMENTS = /\/api\/v1\/kyc\/documents$/;

export interface Account {
  readonly email: string;
  readonly token: string;
}

/** A new account at level 0 (INDIVIDUAL unless asked), signed in in `context`. */
export function newAccount(
  context: BrowserContext,
  root: string,
  type: 'INDIVIDUAL' | 'BUSINESS' = 'INDIVIDUAL',
): Promise<Account> {
  return signedInNewAccount(context, root, type === 'BUSINESS' ? 'kyb' : 'kyc', type);
}

/** A picture drawn by the browser itself: a real PNG or JPEG of the size asked for. */
export async function drawnPicture(page: Page, width: number, height: number, type: 'image/png' | 'image/jpeg') {
  const dataUrl = await page.evaluate(
    ({ width, height, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#1e3a8a');
      gradient.addColorStop(1, '#f97316');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.font = `${Math.round(height / 8)}px sans-serif`;
      context.fillText('PASSPORT', width / 10, height / 2);
      return canvas.toDataURL(type, 0.9);
    },
    { width, height, type },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The smallest PDF a reader opens: enough for the server, which checks a file's first bytes. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The verification section, hydrated. */
export async function openVerification(page: Page, path = '/profile'): Promise<Locator> {
  await page.goto(path);
  const section = page.locator('#verification');
  await section.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('#verification astro-island[ssr]') === null);
  return section;
}

export const stepHeading = (section: Locator, locale: Locale, key: string) =>
  section.getByRole('heading', { level: 3, name: message(locale, key) });

/** A document slot of the step, by its draft path (`document_ids:<type>` for a business document). */
export const slot = (section: Locator, path: string) => section.locator(`[data-document="${path}"]`);

/** Choose a file for a slot, as the "Choose a file" button's dialog would. */
export async function pick(section: Locator, path: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await slot(section, path).locator('input[type="file"]:not([capture])').setInputFiles(file);
}

export async function uploaded(section: Locator, path: string, name: string | RegExp): Promise<void> {
  await expect(slot(section, path).locator('[data-file-name]')).toHaveText(name);
}

/** The slot shows the document's picture, drawn from its file (not a broken image). */
export async function pictureShown(section: Locator, path: string, name: string, locale: Locale = 'en') {
  const image = slot(section, path).getByRole('img', { name: message(locale, 'kyc_upload_preview', { name }) });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
}

export async function next(section: Locator, locale: Locale = 'en', key = 'kyc_next'): Promise<void> {
  await section.getByRole('button', { name: message(locale, key), exact: true }).click();
}

export async function saved(section: Locator): Promise<void> {
  await expect(section.locator('[data-save="saved"]')).toBeVisible();
}

/** Signed multipart upload of a PNG, as the app sends it; the document's id. */
export async function uploadThroughApi(root: string, token: string, type: string, side: string, file: Buffer) {
  const url = `${root}/api/v1/kyc/documents`;
  const form = new FormData();
  form.append('document_type', type);
  form.append('side', side);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), `${side}.png`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...signatureHeaders('POST', url, Date.now()), authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { id: number } };
  if (!body.data) throw new Error(`upload failed: ${response.status}`);
  return body.data.id;
}

/** A KYC sent through the API (a passport, front and selfie; the address with its proof when asked), PENDING. */
export async function submitKycThroughApi(root: string, account: Account, picture: Buffer, withAddress = false) {
  const front = await uploadThroughApi(root, account.token, 'PASSPORT', 'front', picture);
  const selfie = await uploadThroughApi(root, account.token, 'PASSPORT', 'selfie', picture);
  const proof = withAddress ? await uploadThroughApi(root, account.token, 'PROOF_OF_ADDRESS', 'front', picture) : 0;
  const body = {
    country_of_residence: 'VN',
    personal: { full_name: 'Tran Thi Binh', date_of_birth: '1991-02-03', nationality: 'VN' },
    identity: {
      document_type: 'PASSPORT',
      document_number: 'C7654321',
      expires_on: null,
      front_document_id: front,
      selfie_document_id: selfie,
    },
    ...(withAddress
      ? { address: { line1: '1 Hang Bai', city: 'Ha Noi', country: 'VN', proof_document_id: proof } }
      : {}),
  };
  const answer = await apiCall(root, 'POST', '/kyc', body, account.token);
  expect(answer.status).toBe(200);
}

/** The operator's decision on the account's pending KYC or KYB, through the admin API. */
export async function operatorDecides(
  root: string,
  kind: 'kyc' | 'kyb',
  email: string,
  decision: 'approve' | 'reject',
  body?: unknown,
) {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const admin = `${root}/api/warehouse/v1/admin/${kind}`;
  const headers = { 'x-admin-key': adminKey, 'content-type': 'application/json' };
  const pending = (await (await fetch(`${admin}?limit=100`, { headers })).json()) as {
    data: { items: { id: number; customer: { email: string } }[] };
  };
  const item = pending.data.items.find((candidate) => candidate.customer.email === email);
  expect(item).toBeDefined();
  const answer = await fetch(`${admin}/${item?.id}/${decision}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status).toBe(200);
}

/** Marks the open page, so a test can tell later that it was never reloaded. */
export async function markNotReloaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

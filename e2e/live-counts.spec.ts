/**
 * Counts that follow the live stream without a reload (docs/decisions/034-live-requests-and-referrals.md): an
 * operator's request raises the header's pending figure on the open page and in a second tab; answering it on
 * /pending-actions drops the figure at once, there and in the other tab. A friend who signs up with the referrer's
 * code appears on the referrer's open /referral, figures and list, in Vietnamese. A flag set on each document before
 * proves it was never reloaded. Each test makes its own accounts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import type { ReferralStatsType } from '../src/contract/calls/referral.ts';
import type { Locale } from '../src/lib/locale.ts';
import { apiCall, latestMessageTo, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import {
  chooseLanguage,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  message,
  signedInNewAccount,
  test,
} from './fixtures.ts';

/** The operator asks the account a question through the admin API (POST /admin/customers/{id}/requests). */
async function ask(root: string, accountId: number, title: string): Promise<number> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const answer = await fetch(`${root}/api/warehouse/v1/admin/customers/${accountId}/requests`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'INFORMATION',
      title: { en: title, vi: `${title} (vi)` },
      description: { en: 'Where does the money come from?', vi: 'Tiền đến từ đâu?' },
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** Marks the document, so a later check proves it is still the same one (no reload, no navigation). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { stayed: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
}

const pendingLink = (page: Page) => page.getByTestId('pending-actions-link');

/** The header's figure: the link's name says it, its badge shows it (none at zero). */
async function expectPending(link: Locator, locale: Locale, count: number): Promise<void> {
  await expect(link).toHaveAttribute('aria-label', message(locale, 'notif_pending', { count: String(count) }));
  if (count === 0) await expect(link.getByTestId('badge')).toHaveCount(0);
  else await expect(link.getByTestId('badge')).toHaveText(String(count));
}

test('an operator’s request raises the header’s figure live in two tabs; answering it drops it at once', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { token } = await signedInNewAccount(context, root, 'live-requests');
  const me = await apiCall<{ id: number }>(root, 'GET', '/accounts/me', undefined, token);
  const accountId = me.body.data?.id ?? 0;
  await chooseLanguage(context, root, 'en');
  await page.goto('/pending-actions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/pending-actions', 'en') })).toBeVisible();
  await hydrated(page);
  await expectPending(pendingLink(page), 'en', 0);
  const other = await context.newPage();
  await other.goto('/');
  await hydrated(other);
  await expectPending(pendingLink(other), 'en', 0);
  await markDocument(page);
  await markDocument(other);

  const title = `Source of funds ${Date.now().toString(36)}`;
  await ask(root, accountId, title);
  await expectPending(pendingLink(page), 'en', 1);
  await expectPending(pendingLink(other), 'en', 1);
  const answer = page.getByRole('button', { name: message('en', 'pa_answer_named', { title }) });
  await expect(answer).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await answer.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: message('en', 'pa_message_label') }).fill('Sales on Shopee.');
  await dialog.getByRole('button', { name: message('en', 'pa_send') }).click();
  await expect(dialog).toBeHidden();
  await expectPending(pendingLink(page), 'en', 0);
  await expect(page.getByRole('button', { name: message('en', 'pa_answer_named', { title }) })).toHaveCount(0);
  await expectPending(pendingLink(other), 'en', 0);
  await expectSameDocument(page);
  await expectSameDocument(other);
  expect(errors).toEqual([]);
});

test('a second request and its withdrawal reach an open /pending-actions list without a reload', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { token } = await signedInNewAccount(context, root, 'live-withdrawn');
  const me = await apiCall<{ id: number }>(root, 'GET', '/accounts/me', undefined, token);
  const accountId = me.body.data?.id ?? 0;
  await chooseLanguage(context, root, 'vi');
  await page.goto('/pending-actions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/pending-actions', 'vi') })).toBeVisible();
  await hydrated(page);
  await expectPending(pendingLink(page), 'vi', 0);
  await markDocument(page);

  const title = `Hợp đồng ${Date.now().toString(36)}`;
  const id = await ask(root, accountId, title);
  const row = page.getByRole('button', { name: message('vi', 'pa_answer_named', { title: `${title} (vi)` }) });
  await expect(row).toBeVisible();
  await expectPending(pendingLink(page), 'vi', 1);

  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const cancelled = await fetch(`${root}/api/warehouse/v1/admin/requests/${id}/cancel`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey },
  });
  expect(cancelled.status).toBe(200);
  await expect(row).toHaveCount(0);
  await expectPending(pendingLink(page), 'vi', 0);
  await expectSameDocument(page);
  expect(errors).toEqual([]);
});

test.describe('in Vietnamese', () => {
  test.beforeEach(async ({ context, root }) => chooseLanguage(context, root, 'vi'));

  test('a friend who signs up with the code appears on the referrer’s open /referral, figures and list', async ({
    page,
    context,
    root,
    errors,
  }) => {
    const referrer = await signedInNewAccount(context, root, 'live-referrer');
    const stats = await apiCall<ReferralStatsType>(root, 'GET', '/referrals/stats', undefined, referrer.token);
    const code = stats.body.data?.referral_code ?? '';
    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1, name: heading('/referral', 'vi') })).toBeVisible();
    await hydrated(page);
    await expect(page.getByTestId('referral-referred')).toContainText('0');
    await markDocument(page);

    // The friend signs up elsewhere (the API the sign-up page calls), with the referrer's code.
    const email = uniqueEmail('live-friend');
    expect((await apiCall(root, 'POST', '/otp/send-mail', { email })).status).toBe(200);
    const { code: emailCode } = await latestMessageTo(root, email, (sent) => sent.code !== null);
    expect((await apiCall(root, 'POST', '/otp/verify-mail', { email, code: emailCode })).status).toBe(200);
    const registered = await apiCall(root, 'POST', '/register', {
      account_type: 'INDIVIDUAL',
      email,
      password: TEST_PASSWORD,
      calling_code: '+84',
      phone_number: '912345678',
      country: 'VN',
      referral_code: code,
    });
    expect(registered.status).toBe(200);

    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `${email[0]}***@example.test` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(message('vi', 'ref_status_registered'));
    await expect(page.getByTestId('referral-referred')).toContainText('1');
    await expectSameDocument(page);
    await expectAccessibleInBothThemes(page);
    expect(errors).toEqual([]);
  });
});

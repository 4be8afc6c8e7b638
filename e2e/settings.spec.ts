/**
 * /setting and /setting/general against the real server (issue 13). The menu offers each role what the route
 * table lets it open (FINANCE sees payment methods as view only). The language chosen in the settings switches
 * the page at once and follows the user: a new browser context signing in to the same account gets it. The
 * colour mode applies at once and stays. A notification choice is saved, still there after a reload, and
 * honoured: with MONEY's in-app notice off, an approved top-up brings no new notification. Axe in both themes and
 * languages. Every journey that changes something uses a new account: the demo ones are only read.
 */
import { expect, type Page } from '@playwright/test';
import type { NotificationType } from '../src/contract/calls/notifications.ts';
import type { TopUpType } from '../src/contract/calls/top-ups.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import type { Role } from '../src/lib/roles.ts';
import { apiCall, TEST_PASSWORD } from './auth-api.ts';
import {
  chooseLanguage,
  collectErrors,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  message,
  signedInNewAccount,
  signIn,
  test,
} from './fixtures.ts';

async function open(page: Page, path: '/setting' | '/setting/general', locale: Locale): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading(path, locale) })).toBeVisible();
  await hydrated(page);
}

const menuLink = (page: Page, locale: Locale, path: string) =>
  page.getByRole('navigation', { name: message(locale, 'settings_menu') }).getByRole('link', {
    name: new RegExp(heading(path, locale)),
  });

const MENU: readonly string[] = ['/setting/general', '/setting/security', '/setting/payment', '/setting/developers'];

/** What each role is offered on /setting (the route table's roles). */
const OFFERED: Readonly<Record<Role, readonly string[]>> = {
  director: MENU,
  financial: ['/setting/general', '/setting/security', '/setting/payment'],
  seller: ['/setting/general', '/setting/security'],
};

for (const role of ['director', 'financial', 'seller'] as const) {
  test(`the settings menu offers a ${role} what the route table lets them open`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL ?? '', 'en');
    await signIn(context, baseURL ?? '', role);
    await open(page, '/setting', 'en');
    for (const path of MENU) {
      const link = menuLink(page, 'en', path);
      if (OFFERED[role].includes(path)) await expect(link).toBeVisible();
      else await expect(link).toBeHidden();
    }
    const viewOnly = menuLink(page, 'en', '/setting/payment').getByText(message('en', 'settings_view_only'));
    if (role === 'financial') await expect(viewOnly).toBeVisible();
    else await expect(viewOnly).toBeHidden();
    await menuLink(page, 'en', '/setting/general').click();
    await expect(page).toHaveURL('/setting/general');
  });
}

test('a page says its longer intro under its heading, and the settings menu keeps the short lead', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL ?? '', 'vi');
  await signIn(context, baseURL ?? '', 'director');
  await open(page, '/setting', 'vi');
  const item = menuLink(page, 'vi', '/setting/payment');
  await expect(item).toContainText(message('vi', 'page_setting_payment_lead'));
  await expect(item).not.toContainText(message('vi', 'page_setting_payment_intro'));
  await item.click();
  // Prerendered: the intro is the page's largest text before the list arrives (its LCP, docs/PERFORMANCE.md).
  await expect(page.locator('main header p')).toHaveText(message('vi', 'page_setting_payment_intro'));
});

for (const locale of LOCALES) {
  test(`/setting and /setting/general have no axe violations in ${locale}, light and dark`, async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = await collectErrors(page);
    await chooseLanguage(context, baseURL ?? '', locale);
    await signIn(context, baseURL ?? '');
    await open(page, '/setting', locale);
    await expectAccessibleInBothThemes(page);
    await open(page, '/setting/general', locale);
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    expect(errors).toEqual([]);
  });
}

test('the language chosen in the settings switches the page at once and follows the user into a new browser context', async ({
  page,
  context,
  browser,
  root,
}) => {
  const { email } = await signedInNewAccount(context, root, 'language-follows');
  await chooseLanguage(context, root, 'en');
  await open(page, '/setting/general', 'en');

  await page
    .getByRole('main')
    .getByRole('button', { name: message('en', 'pref_language_vi') })
    .click();
  // At once: the page is the Vietnamese one, and this device keeps the choice.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: heading('/setting/general', 'vi') })).toBeVisible();
  await expect(page).toHaveURL('/setting/general');
  expect((await context.cookies()).find((cookie) => cookie.name === 'nf_lang')?.value).toBe('vi');
  await expect(page.getByRole('main').getByRole('button', { name: message('vi', 'pref_language_vi') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another device: a browser in English that never chose a language signs in to the same account.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await other.goto('/signin');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await hydrated(other);
  await other.getByLabel(message('en', 'form_email')).fill(email);
  await other.getByRole('textbox', { name: message('en', 'form_password'), exact: true }).fill(TEST_PASSWORD);
  await other.getByRole('button', { name: message('en', 'signin_submit') }).click();
  await expect(other).toHaveURL('/');
  await expect(other.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(other.getByRole('heading', { level: 1, name: heading('/', 'vi') })).toBeVisible();
  // Followed once: the next page stays Vietnamese.
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: heading('/profile', 'vi') })).toBeVisible();
  await elsewhere.close();
});

test('the colour mode applies at once, stays after a reload, and System follows the device', async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL ?? '', 'en');
  await signIn(context, baseURL ?? '', 'seller');
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/setting/general', 'en');
  const appearance = page.getByRole('main').getByRole('group', { name: message('en', 'pref_color_mode') });

  await appearance.getByRole('button', { name: message('en', 'pref_color_mode_dark') }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(appearance.getByRole('button', { name: message('en', 'pref_color_mode_dark') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await appearance.getByRole('button', { name: message('en', 'pref_color_mode_system') }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await appearance.getByRole('button', { name: message('en', 'pref_color_mode_light') }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

/** A top-up of the main wallet paid and approved (the simulated provider settles it); its transaction id. */
async function approvedTopUp(baseURL: string, token: string, amount: string): Promise<number> {
  const url = `${baseURL}/api/v1/top-ups`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...signatureHeaders('POST', url, Date.now()),
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ method: 'LOCAL_BANK_TRANSFER', amount, currency: 'VND' }),
  });
  const topUp = ((await response.json()) as { data: TopUpType }).data;
  expect(response.status).toBe(200);
  const paid = await fetch(`${baseURL}/__dev/top-up-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: topUp.reference, amount }),
  });
  expect(paid.status).toBe(201);
  await expect
    .poll(
      async () =>
        (await apiCall<TopUpType>(baseURL, 'GET', `/top-ups/${topUp.id}`, undefined, token)).body.data?.transaction
          .status,
      { timeout: 30_000 },
    )
    .toBe('APPROVED');
  return topUp.id;
}

/** The account's in-app notifications about top-ups approved. */
async function topUpNotices(baseURL: string, token: string): Promise<NotificationType[]> {
  const answer = await apiCall<{ items: NotificationType[] }>(
    baseURL,
    'GET',
    '/notifications?notification_group=important&limit=100',
    undefined,
    token,
  );
  return (answer.body.data?.items ?? []).filter((item) => item.kind === 'TOP_UP_APPROVED');
}

test('a notification choice is saved at once, kept after a reload, and honoured; Security stays on in the app', async ({
  page,
  context,
  root,
  errors,
}) => {
  await chooseLanguage(context, root, 'en');
  const { token } = await signedInNewAccount(context, root, 'notification-choice');

  // With the defaults, an approved top-up is told in the app.
  await approvedTopUp(root, token, '2468000');
  await expect.poll(async () => (await topUpNotices(root, token)).length).toBe(1);

  await open(page, '/setting/general', 'en');
  const money = page.getByRole('group', { name: message('en', 'settings_topic_money') });
  const moneyInApp = money.getByRole('switch', { name: message('en', 'settings_channel_in_app') });
  await expect(moneyInApp).toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/notification-preferences') && response.request().method() === 'PUT',
  );
  // Keyboard only: Space flips a switch.
  await moneyInApp.press('Space');
  await expect(moneyInApp).not.toBeChecked();
  expect((await saved).status()).toBe(200);

  // Security's in-app notice cannot be turned off, and says why.
  const security = page.getByRole('group', { name: message('en', 'settings_topic_security') });
  const securityInApp = security.getByRole('switch', { name: message('en', 'settings_channel_in_app') });
  await expect(securityInApp).toBeChecked();
  await expect(securityInApp).toHaveAttribute('aria-disabled', 'true');
  await expect(securityInApp).toHaveAccessibleDescription(message('en', 'settings_security_locked'));
  await securityInApp.press('Space');
  await expect(securityInApp).toBeChecked();

  await page.reload();
  await hydrated(page);
  await expect(
    page
      .getByRole('group', { name: message('en', 'settings_topic_money') })
      .getByRole('switch', { name: message('en', 'settings_channel_in_app') }),
  ).not.toBeChecked();
  await expect(
    page
      .getByRole('group', { name: message('en', 'settings_topic_money') })
      .getByRole('switch', { name: message('en', 'settings_channel_email') }),
  ).toBeChecked();

  // Honoured: the next approved top-up brings no in-app notification.
  await approvedTopUp(root, token, '1357900');
  expect(await topUpNotices(root, token)).toHaveLength(1);
  expect(errors).toEqual([]);
});

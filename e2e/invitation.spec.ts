/**
 * Invitations (issue 4): the director invites a new team member through the API, the member opens the
 * mailed /set-password link, chooses a password and lands signed in with the FINANCE role's navigation.
 * The expired path: the server's refusal (INVITATION_EXPIRED after 7 days) is covered by
 * tests/server/handlers/delegation.test.ts with a moved clock; here the browser's answer to it (going to
 * /invitation-expired) is driven by a routed response, and /invitation-expired's resend runs against the
 * real server with a live token (a new link is mailed and the old one stops working) and with a used one
 * (INVITATION_INVALID).
 */
import { expect, type Page, test } from '@playwright/test';
import { CATALOGUE } from '../server/errors/catalogue.ts';
import { LOCALES, type Locale } from '../src/app/locale.ts';
import { apiCall, latestMessageTo, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import { chooseLanguage, DEMO_PASSWORD, heading, hydrated, message } from './fixtures.ts';

/** Invite a new FINANCE member as the director; the token of the mailed link. */
async function invite(baseURL: string, email: string): Promise<string> {
  const director = await login(baseURL, 'director@demo.test', DEMO_PASSWORD);
  const token = director.body.data?.access_token;
  expect(token).toBeTruthy();
  const invited = await apiCall(
    baseURL,
    'POST',
    '/delegation/accounts',
    { email, full_name: 'Lê Văn Thành', role: 'FINANCE' },
    token,
  );
  expect(invited.status).toBe(200);
  const { link } = await latestMessageTo(baseURL, email, (sent) => sent.link !== null);
  const linkToken = new URL(link ?? '').searchParams.get('token');
  expect(new URL(link ?? '').pathname).toBe('/set-password');
  return linkToken ?? '';
}

async function setPassword(page: Page, locale: Locale, password: string): Promise<void> {
  await page.getByRole('textbox', { name: message(locale, 'form_new_password'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: message(locale, 'form_confirm_password'), exact: true }).fill(password);
  await page.getByRole('button', { name: message(locale, 'set_password_submit') }).click();
}

for (const locale of LOCALES) {
  test.describe(`invitations in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL ?? '', locale));

    test('accepting an invitation signs the member in with the FINANCE role; the link then is invalid', async ({
      page,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const email = uniqueEmail(`member-${locale}`);
      const token = await invite(base, email);

      await page.goto(`/set-password?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: heading('/set-password', locale) })).toBeVisible();
      await hydrated(page);
      // The server's own rules too: the email is no password.
      await setPassword(page, locale, email);
      const password = page.getByRole('textbox', { name: message(locale, 'form_new_password'), exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveValue(email);

      await setPassword(page, locale, TEST_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(page.locator('html')).toHaveAttribute('data-role', 'financial');
      await expect(page.getByRole('heading', { level: 1, name: heading('/', locale) })).toBeVisible();
      // A director-only item (team management) is not in the member's navigation; a money one is.
      await expect(page.locator('a[href="/user"]')).toBeHidden();
      await expect(page.locator('a[href="/transactions"]').first()).toBeVisible();
      expect((await login(base, email, TEST_PASSWORD, true)).status).toBe(200);

      // The link was used up: opening it again (signed out) says so, with the way to sign in.
      // Off the signed-in page first: its session watcher would sign out (and navigate) once the cookies go.
      await page.goto('/test');
      await page.context().clearCookies();
      await chooseLanguage(page.context(), base, locale);
      await page.goto(`/set-password?token=${token}`);
      await hydrated(page);
      await setPassword(page, locale, 'Another-lantern-2026');
      await expect(page.getByRole('heading', { name: message(locale, 'invitation_invalid_title') })).toBeFocused();
      await page.getByRole('link', { name: message(locale, 'auth_go_sign_in') }).click();
      await expect(page).toHaveURL('/signin');
    });

    test('without a token the link is invalid at once', async ({ page }) => {
      await page.goto('/set-password');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: message(locale, 'invitation_invalid_title') })).toBeVisible();
    });

    test('an expired invitation goes to /invitation-expired, which mails a new one', async ({ page, baseURL }) => {
      const base = baseURL ?? '';
      const email = uniqueEmail(`late-${locale}`);
      const token = await invite(base, email);
      // The server answers INVITATION_EXPIRED only 7 days on (its handler test moves the clock); here the
      // browser gets that answer as the server words it.
      await page.route('**/api/v1/delegation/accounts/invitation/accept', (route) =>
        route.fulfill({
          status: 410,
          contentType: 'application/json',
          body: JSON.stringify({
            status: false,
            code: 'INVITATION_EXPIRED',
            message: CATALOGUE.INVITATION_EXPIRED[locale],
          }),
        }),
      );
      await page.goto(`/set-password?token=${token}`);
      await hydrated(page);
      await setPassword(page, locale, TEST_PASSWORD);
      await expect(page).toHaveURL(`/invitation-expired?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: heading('/invitation-expired', locale) })).toBeVisible();
      await hydrated(page);

      const before = await latestMessageTo(base, email, (sent) => sent.link !== null);
      await page.getByRole('button', { name: message(locale, 'invitation_resend_submit') }).click();
      await expect(page.getByText(message(locale, 'invitation_resent_title'))).toBeVisible();
      const after = await latestMessageTo(base, email, (sent) => sent.link !== null && sent.link !== before.link);
      expect(new URL(after.link ?? '').searchParams.get('token')).not.toBe(token);
      // The old link stopped working; the new one is the member's way in.
      const old = await apiCall(base, 'POST', '/delegation/accounts/invitation/accept', {
        token,
        password: TEST_PASSWORD,
      });
      expect(old.body.code).toBe('INVITATION_INVALID');
    });

    test('/invitation-expired with a link that can no longer be renewed says so', async ({ page }) => {
      await page.goto('/invitation-expired?token=a-token-the-server-never-issued');
      await hydrated(page);
      await page.getByRole('button', { name: message(locale, 'invitation_resend_submit') }).click();
      await expect(page.getByText(message(locale, 'invitation_resend_invalid'))).toBeVisible();
      await expect(page.getByRole('link', { name: message(locale, 'page_signin') })).toBeVisible();
    });

    test('/invitation-expired without a token offers no resend', async ({ page }) => {
      await page.goto('/invitation-expired');
      await hydrated(page);
      await expect(page.getByRole('button', { name: message(locale, 'invitation_resend_submit') })).toHaveCount(0);
    });
  });
}

/**
 * Invitations (issue 4): the director invites a new team member through the API, the member opens the
 * mailed /set-password link, chooses a password and lands signed in with the FINANCE role's navigation.
 * The expired path runs against the real server too: the demo-only `POST /__dev/invitation-expiry` makes the
 * mailed link expired now (invitations last 7 days of server time), the server then refuses it with
 * INVITATION_EXPIRED, the page goes to /invitation-expired, whose resend mails a new link (the old one stops
 * working) that signs the member in. /invitation-expired's resend with a token the server never issued says
 * the link can no longer be renewed (INVITATION_INVALID).
 */
import { expect, type Page, test } from '@playwright/test';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import { apiCall, latestMessageTo, login, type OutboxMessage, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
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

/** Make the member's mailed link expired now, as 7 days of server time would (demo-only dev route). */
async function expire(baseURL: string, email: string): Promise<void> {
  const response = await fetch(`${baseURL}/__dev/invitation-expiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

/** The links mailed to `email`, newest first. */
async function linksTo(baseURL: string, email: string): Promise<OutboxMessage[]> {
  const messages = (await (await fetch(`${baseURL}/__dev/outbox`)).json()) as OutboxMessage[];
  return messages.filter((sent) => sent.to === email && sent.link !== null);
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
      await expire(base, email);

      await page.goto(`/set-password?token=${token}`);
      await hydrated(page);
      await setPassword(page, locale, TEST_PASSWORD);
      await expect(page).toHaveURL(`/invitation-expired?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: heading('/invitation-expired', locale) })).toBeVisible();
      await hydrated(page);

      const mailed = (await linksTo(base, email)).length;
      await page.getByRole('button', { name: message(locale, 'invitation_resend_submit') }).click();
      await expect(page.getByText(message(locale, 'invitation_resent_title'))).toBeVisible();
      await expect.poll(async () => (await linksTo(base, email)).length).toBe(mailed + 1);
      const [newest] = await linksTo(base, email);
      const link = new URL(newest?.link ?? '');
      const fresh = link.searchParams.get('token');
      expect(link.pathname).toBe('/set-password');
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(token);
      // The old link stopped working; the new one is the member's way in.
      const old = await apiCall(base, 'POST', '/delegation/accounts/invitation/accept', {
        token,
        password: TEST_PASSWORD,
      });
      expect(old.body.code).toBe('INVITATION_INVALID');

      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: heading('/set-password', locale) })).toBeVisible();
      await hydrated(page);
      await setPassword(page, locale, TEST_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(page.locator('html')).toHaveAttribute('data-role', 'financial');
      await expect(page.getByRole('heading', { level: 1, name: heading('/', locale) })).toBeVisible();
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
      await expect(page.getByRole('heading', { level: 1, name: heading('/invitation-expired', locale) })).toBeVisible();
      await expect(page.getByRole('button', { name: message(locale, 'invitation_resend_submit') })).toHaveCount(0);
    });
  });
}

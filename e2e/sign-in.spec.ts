/**
 * Sign-in against the reference API, in both languages (issue 4). Accounts that collect failures have their
 * own addresses: sign-in failures are counted per email, and other tests sign in as the director.
 */
import { expect, type Page } from '@playwright/test';
import { CATALOGUE } from '../server/errors/catalogue.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import {
  chooseLanguage,
  DEMO_PASSWORD,
  ENGINE_SCRIPT,
  heading,
  holdRequest,
  hydrated,
  message,
  test,
} from './fixtures.ts';
import { nextVipCode, VIP_AUTHENTICATOR } from './vip.ts';

/** The server's wording of its error codes, as the user reads it. */
const SERVER_TEXT = CATALOGUE;

async function openSignIn(page: Page, path = '/signin'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function fillCredentials(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  await page.getByLabel(message(locale, 'form_email')).fill(email);
  await page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true }).fill(password);
  await page.getByRole('button', { name: message(locale, 'signin_submit') }).click();
}

for (const locale of LOCALES) {
  test.describe(`sign-in in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL ?? '', locale));

    test('the director signs in and lands home with the session kept', async ({ page, context }) => {
      await openSignIn(page);
      await fillCredentials(page, locale, 'director@demo.test', DEMO_PASSWORD);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: heading('/', locale) })).toBeVisible();
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'role']));
    });

    test('Enter before the page script arrived sends nothing natively, keeps the typing and signs in once ready', async ({
      page,
    }) => {
      const island = await holdRequest(page, /\/_astro\/sign-in-island\.[\w-]+\.js$/);
      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/login')) logins.push(request.method());
      });
      await page.goto('/signin', { waitUntil: 'domcontentloaded' });
      await page.getByLabel(message(locale, 'form_email')).fill('director@demo.test');
      const password = page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true });
      await password.fill(DEMO_PASSWORD);
      await password.press('Enter');
      // Held by the boot script: no native GET with the password in the address.
      await expect(page.locator('form#sign-in')).toHaveAttribute('data-held-submit', '');
      expect(new URL(page.url()).search).toBe('');
      expect(logins).toEqual([]);

      island.release();
      await expect(page).toHaveURL('/');
      expect(logins).toEqual(['POST']);
    });

    test('the form engine loads on first touch; a field left before it arrived is checked then, nothing typed is lost', async ({
      page,
    }) => {
      const engine = await holdRequest(page, ENGINE_SCRIPT);
      await openSignIn(page);
      await page.waitForLoadState('networkidle');
      expect(engine.requested()).toBe(false);

      const email = page.getByLabel(message(locale, 'form_email'));
      await email.fill('not-an-email');
      await expect.poll(() => engine.requested()).toBe(true);
      const password = page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true });
      await password.focus();
      await password.pressSequentially('typed');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');

      engine.release();
      await expect(page.getByText(message(locale, 'field_email_format'))).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('not-an-email');
      await expect(password).toHaveValue('typed');
      await expect(password).toBeFocused();
    });

    test('sent before the form engine arrived, the form is sent once it is up', async ({ page }) => {
      const engine = await holdRequest(page, ENGINE_SCRIPT);
      await openSignIn(page);
      await page.getByLabel(message(locale, 'form_email')).fill('director@demo.test');
      const password = page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true });
      await password.fill(DEMO_PASSWORD);
      await password.press('Enter');
      await expect(page.locator('form#sign-in')).toHaveAttribute('data-held-submit', '');
      engine.release();
      await expect(page).toHaveURL('/');
    });

    test('offline when the form engine is wanted: the form says so, keeps the typing, and works once back online', async ({
      page,
      context,
    }) => {
      await openSignIn(page);
      await context.setOffline(true);
      const email = page.getByLabel(message(locale, 'form_email'));
      await email.fill('director@demo.test');
      const password = page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true });
      await password.fill(DEMO_PASSWORD);
      const submit = page.getByRole('button', { name: message(locale, 'signin_submit') });
      await submit.click();
      await expect(page.getByText(message(locale, 'error_network'))).toBeVisible();
      // Nothing stays held or spinning: the next press is a new send.
      await expect(submit).not.toHaveAttribute('aria-busy');
      await expect(page.locator('form#sign-in')).not.toHaveAttribute('data-held-submit');
      await expect(email).toHaveValue('director@demo.test');
      await expect(password).toHaveValue(DEMO_PASSWORD);

      await context.setOffline(false);
      await page.waitForFunction(() => navigator.onLine);
      // Pressed: the engine loads on the pointerdown. The message stays until the form is sent, so the button
      // does not move from under the pointer before the click lands.
      const pressedAt = await submit.boundingBox();
      await submit.hover();
      await page.mouse.down();
      await expect(page.locator('form#sign-in')).toHaveAttribute('data-form-engine', 'on');
      await expect(page.getByText(message(locale, 'error_network'))).toBeVisible();
      expect(await submit.boundingBox()).toEqual(pressedAt);
      await page.mouse.up();
      await expect(page).toHaveURL('/');
    });

    test('empty fields are refused beside them before anything is sent', async ({ page }) => {
      await openSignIn(page);
      let sent = false;
      page.on('request', (request) => {
        if (request.url().includes('/login')) sent = true;
      });
      await page.getByRole('button', { name: message(locale, 'signin_submit') }).click();
      const email = page.getByLabel(message(locale, 'form_email'));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await expect(page.getByText(message(locale, 'field_required'))).toHaveCount(2);
      await email.fill('not-an-email');
      await email.blur();
      await expect(page.getByText(message(locale, 'field_email_format'))).toBeVisible();
      expect(sent).toBe(false);
    });

    test('a wrong password is refused beside the field and keeps what was typed', async ({ page }) => {
      await openSignIn(page);
      await fillCredentials(page, locale, 'newbie@demo.test', 'not-the-password');
      const password = page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true });
      await expect(page.getByText(SERVER_TEXT.INVALID_CREDENTIALS[locale])).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      await expect(password).toHaveValue('not-the-password');
      await expect(page.getByLabel(message(locale, 'form_email'))).toHaveValue('newbie@demo.test');
      await expect(page).toHaveURL('/signin');
    });

    test('too many failures say when to try again', async ({ page }) => {
      await openSignIn(page);
      const email = `locked-${locale}@demo.test`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await fillCredentials(page, locale, email, `wrong-${attempt}`);
        await expect(page.getByText(SERVER_TEXT.INVALID_CREDENTIALS[locale])).toBeVisible();
      }
      await page.getByRole('button', { name: message(locale, 'signin_submit') }).click();
      const [before] = message(locale, 'error_rate_limited').split('{time}');
      await expect(page.getByRole('alert')).toContainText(new RegExp(`${before}\\d{1,2}:\\d{2}`));
    });

    test('a deep link opened while signed out is reached after signing in', async ({ page }) => {
      await page.goto('/transactions?status=PENDING');
      await expect(page).toHaveURL(/\/signin\?redirect=%2Ftransactions%3Fstatus%3DPENDING$/);
      await hydrated(page);
      await fillCredentials(page, locale, 'finance@demo.test', DEMO_PASSWORD);
      await expect(page).toHaveURL('/transactions?status=PENDING');
      await expect(page.getByRole('heading', { level: 1, name: heading('/transactions', locale) })).toBeVisible();
    });

    test('a team member signs in as an employee', async ({ page }) => {
      await openSignIn(page);
      await page.getByLabel(message(locale, 'signin_as_team_member')).check();
      await fillCredentials(page, locale, 'seller@demo.test', DEMO_PASSWORD);
      await expect(page).toHaveURL('/');
      // The seller's navigation leaves out what only money roles may open.
      await expect(page.locator('html')).toHaveAttribute('data-role', 'seller');
    });

    test('after the session ran out, sign-in says so', async ({ page }) => {
      await openSignIn(page, '/signin?isSessionExpired=true&redirect=%2Fprofile');
      await expect(page.getByText(message(locale, 'signin_session_expired'))).toBeVisible();
      await fillCredentials(page, locale, 'director@demo.test', DEMO_PASSWORD);
      await expect(page).toHaveURL('/profile');
    });
  });
}

// In turn with every journey typing the VIP's codes: the server takes each step's code once, none older than the last.
test.describe('sign-in with an authenticator app', () => {
  for (const locale of LOCALES) {
    test(`asks the VIP for a code, refuses a wrong one beside the field, then signs in (${locale})`, async ({
      page,
      context,
      root,
      takeTurn,
    }) => {
      await takeTurn(VIP_AUTHENTICATOR);
      await chooseLanguage(context, root, locale);
      await openSignIn(page);
      await fillCredentials(page, locale, 'vip@demo.test', DEMO_PASSWORD);
      await expect(page.getByRole('heading', { name: message(locale, 'signin_verify_heading') })).toBeFocused();
      await expect(page.getByText(message(locale, 'signin_verify_app'))).toBeVisible();
      // No resend for an authenticator: there is nothing to send.
      await expect(page.getByRole('button', { name: message(locale, 'signin_resend') })).toHaveCount(0);

      const code = page.getByRole('textbox', { name: message(locale, 'signin_code'), exact: true });
      const valid = await nextVipCode(root);
      const wrong = valid === '000000' ? '111111' : '000000';
      await code.fill(wrong);
      await page.getByRole('button', { name: message(locale, 'signin_verify_submit') }).click();
      await expect(page.getByText(SERVER_TEXT.INVALID_OTP[locale])).toBeVisible();
      await expect(code).toHaveValue(wrong);
      await expect(code).toBeFocused();

      await code.fill(valid);
      await page.getByRole('button', { name: message(locale, 'signin_verify_submit') }).click();
      await expect(page).toHaveURL('/');
    });
  }
});

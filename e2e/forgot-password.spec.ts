/**
 * Forgot password (issue 4), in both languages, each test on its own new account: the email, the code from
 * the outbox, the new password on /forgot/<w-token>, sign-in's success toast, signing in with the new
 * password; the same reset link then shows the expired-or-used state, as does a link opened where the
 * email is not known.
 */
import { expect, type Page, test } from '@playwright/test';
import { CATALOGUE } from '../server/errors/catalogue.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import { createAccount, latestMessageTo, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import { chooseLanguage, heading, hydrated, message } from './fixtures.ts';

const NEW_PASSWORD = 'Brand-new-pass-2026';

async function askForCode(page: Page, locale: Locale, email: string): Promise<void> {
  await page.goto('/forgot');
  await hydrated(page);
  await page.getByLabel(message(locale, 'form_email')).fill(email);
  await page.getByRole('button', { name: message(locale, 'forgot_send_code') }).click();
  await expect(page.getByRole('heading', { name: message(locale, 'forgot_code_heading') })).toBeFocused();
  await expect(page.getByText(message(locale, 'forgot_code_sent', { email }))).toBeVisible();
}

async function enterCode(page: Page, locale: Locale, code: string): Promise<void> {
  await page.getByRole('textbox', { name: message(locale, 'signin_code'), exact: true }).fill(code);
  await page.getByRole('button', { name: message(locale, 'forgot_verify_code') }).click();
}

function passwordBox(page: Page, locale: Locale, key: string) {
  return page.getByRole('textbox', { name: message(locale, key), exact: true });
}

for (const locale of LOCALES) {
  test.describe(`forgot password in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL ?? '', locale));

    test('code → new password → sign-in with a toast → the new password works; the link then fails', async ({
      page,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const email = uniqueEmail(`reset-${locale}`);
      await createAccount(base, email);

      await askForCode(page, locale, email);
      const { code } = await latestMessageTo(base, email, (sent) => sent.code !== null);
      await enterCode(page, locale, code ?? '');
      await expect(page).toHaveURL(/\/forgot\/[A-Za-z0-9_-]+$/);
      const resetPath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1, name: heading('/forgot/:token', locale) })).toBeVisible();
      await hydrated(page);
      await expect(page.getByText(message(locale, 'reset_for_email', { email }))).toBeVisible();
      // The email waits in this tab's sessionStorage only, and the token nowhere but the address.
      expect(await page.evaluate(() => localStorage.length)).toBe(0);

      // Two passwords that differ are refused beside the second, before anything is sent.
      await passwordBox(page, locale, 'form_new_password').fill(NEW_PASSWORD);
      await passwordBox(page, locale, 'form_confirm_password').fill(`${NEW_PASSWORD}x`);
      await page.getByRole('button', { name: message(locale, 'reset_save') }).click();
      await expect(page.getByText(message(locale, 'field_password_mismatch'))).toBeVisible();
      await expect(passwordBox(page, locale, 'form_confirm_password')).toBeFocused();

      await passwordBox(page, locale, 'form_confirm_password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: message(locale, 'reset_save') }).click();
      await expect(page).toHaveURL('/signin');
      await expect(page.getByText(message(locale, 'reset_done_toast'))).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      await page.getByLabel(message(locale, 'form_email')).fill(email);
      await page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: message(locale, 'signin_submit') }).click();
      await expect(page).toHaveURL('/');
      expect((await login(base, email, TEST_PASSWORD)).body.code).toBe('INVALID_CREDENTIALS');

      // The same link again, even with the email back in this tab: the server no longer takes its token.
      // Off the signed-in page first: its session watcher would sign out (and navigate) once the cookies go.
      await page.goto('/test');
      await page.context().clearCookies();
      await chooseLanguage(page.context(), base, locale);
      const token = resetPath.split('/')[2] ?? '';
      await page.goto('/forgot');
      await page.evaluate((entry) => sessionStorage.setItem(entry.key, entry.email), {
        key: `reset-email:${token}`,
        email,
      });
      await page.goto(resetPath);
      await hydrated(page);
      await passwordBox(page, locale, 'form_new_password').fill('Another-pass-2026');
      await passwordBox(page, locale, 'form_confirm_password').fill('Another-pass-2026');
      await page.getByRole('button', { name: message(locale, 'reset_save') }).click();
      await expect(page.getByRole('heading', { name: message(locale, 'reset_link_invalid_title') })).toBeFocused();
      await page.getByRole('link', { name: message(locale, 'reset_start_again') }).click();
      await expect(page).toHaveURL('/forgot');
    });

    test('a reset link opened where the email is not known shows the expired-or-used state', async ({ page }) => {
      await page.goto('/forgot/opened-in-another-browser');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: message(locale, 'reset_link_invalid_title') })).toBeVisible();
      await expect(page.getByRole('link', { name: message(locale, 'reset_start_again') })).toHaveAttribute(
        'href',
        '/forgot',
      );
    });

    test('a wrong code is refused beside the field and an unknown email gets the same answer', async ({ page }) => {
      const email = uniqueEmail(`nobody-${locale}`);
      await askForCode(page, locale, email);
      await enterCode(page, locale, '000000');
      const code = page.getByRole('textbox', { name: message(locale, 'signin_code'), exact: true });
      await expect(page.getByText(CATALOGUE.INVALID_OTP[locale])).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveValue('000000');
      await expect(page.getByRole('button', { name: /\d:\d{2}/ })).toBeDisabled();
      await page.getByRole('button', { name: message(locale, 'forgot_other_email') }).click();
      await expect(page.getByLabel(message(locale, 'form_email'))).toHaveValue(email);
      // The same email again within the minute: the code already sent still works, so on to it.
      await page.getByRole('button', { name: message(locale, 'forgot_send_code') }).click();
      await expect(page.getByRole('heading', { name: message(locale, 'forgot_code_heading') })).toBeFocused();
      await expect(page.getByRole('button', { name: /\d:\d{2}/ })).toBeDisabled();
    });
  });
}

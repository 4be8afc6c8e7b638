/**
 * Sign-up against the reference API, in both languages (issue 4): every test signs up a new address of its
 * own, and reads the code the server "sent" from the development outbox.
 */
import { expect, type Page } from '@playwright/test';
import { CATALOGUE } from '../server/errors/catalogue.ts';
import { FIELD_MESSAGES } from '../server/errors/field-messages.ts';
import { INTL_LOCALE, LOCALES, type Locale } from '../src/lib/locale.ts';
import {
  chooseLanguage,
  collectErrors,
  ENGINE_SCRIPT,
  expectAccessible,
  heading,
  holdRequest,
  hydrated,
  longCopy,
  message,
  test,
} from './fixtures.ts';

const PASSWORD = 'Sign-up-pass-2026';

/** A new address per test and run, so each test starts from a fresh account. */
function newEmail(locale: Locale, what: string): string {
  return `signup-${what}-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The latest code the server sent to an address (GET /__dev/outbox is newest first). */
async function codeSentTo(baseURL: string, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = await latestCode(baseURL, email);
      return code;
    })
    .not.toBeNull();
  return code ?? '';
}

/** The newest code the dev outbox holds for an address, if any. */
async function latestCode(baseURL: string, email: string): Promise<string | null> {
  const sent = (await (await fetch(`${baseURL}/__dev/outbox`)).json()) as { to: string; code: string | null }[];
  return sent.find((entry) => entry.to === email && entry.code !== null)?.code ?? null;
}

async function openSignUp(page: Page, path = '/signup'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

const emailField = (page: Page, locale: Locale) => page.getByLabel(message(locale, 'form_email'));
const passwordField = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true });
const phoneField = (page: Page, locale: Locale) => page.getByRole('textbox', { name: message(locale, 'signup_phone') });
const codeField = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: message(locale, 'signin_code'), exact: true });
/** A country's name as a page in `locale` shows it, from Node's Intl like the page's (so no message wording). */
const countryName = (locale: Locale, iso: string) =>
  new Intl.DisplayNames(INTL_LOCALE[locale], { type: 'region' }).of(iso) ?? iso;
/** The country option of that name and nothing more ("Hoa Kỳ", not "… thuộc Hoa Kỳ"); its flag is a picture. */
const countryOption = (page: Page, name: string) => page.getByRole('option', { name, exact: true });
const countrySelect = (page: Page, locale: Locale) =>
  page.getByRole('combobox', { name: message(locale, 'signup_country'), exact: true });
const stepHeading = (page: Page, locale: Locale, key: string) =>
  page.getByRole('heading', { level: 2, name: message(locale, key) });

/** Fills the details step and goes on to the code. */
async function fillDetails(page: Page, locale: Locale, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('radio', { name: message(locale, 'signup_type_business') }).check();
  await emailField(page, locale).fill(email);
  await passwordField(page, locale).fill(password);
  // Vietnam ("Việt Nam" in Vietnamese) and +84 are chosen once the countries have loaded.
  await expect(countrySelect(page, locale)).toContainText(countryName(locale, 'VN'));
  await phoneField(page, locale).fill('912345678');
  await page.getByRole('button', { name: message(locale, 'signup_continue') }).click();
  await expect(stepHeading(page, locale, 'signup_verify_heading')).toBeFocused();
}

for (const locale of LOCALES) {
  test.describe(`sign-up in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL ?? '', locale));

    test('a new business signs up with the emailed code and lands home signed in', async ({
      page,
      context,
      baseURL,
    }) => {
      const errors = await collectErrors(page);
      const email = newEmail(locale, 'full');
      await openSignUp(page, '/signup?ref=');
      // The brand panel's words come from copy/<locale>/auth-panel.md, not from the code.
      const panel = longCopy(locale, 'auth-panel');
      const aside = page.getByRole('complementary');
      for (const line of [panel.title, ...panel.lines])
        await expect(aside.getByText(line, { exact: true })).toBeVisible();
      await fillDetails(page, locale, email);
      await expect(page.getByText(message(locale, 'signup_verify_instructions', { email }))).toBeVisible();
      await expectAccessible(page);
      const code = await codeSentTo(baseURL ?? '', email);

      // The browser's Back walks the wizard: to the details with everything kept, and Forward returns.
      await page.goBack();
      await expect(stepHeading(page, locale, 'signup_details_heading')).toBeFocused();
      await expect(emailField(page, locale)).toHaveValue(email);
      await expect(passwordField(page, locale)).toHaveValue(PASSWORD);
      await page.goForward();
      await expect(stepHeading(page, locale, 'signup_verify_heading')).toBeFocused();
      await expect(page).toHaveURL(/[?&]step=verify/);

      await codeField(page, locale).fill(code);
      await page.getByRole('button', { name: message(locale, 'signup_verify_submit') }).click();
      await expect(stepHeading(page, locale, 'signup_create_heading')).toBeFocused();
      // Back from the last step: the code step says the email is verified and goes on without a new code.
      await page.goBack();
      await expect(page.getByText(message(locale, 'signup_verify_done', { email }))).toBeVisible();
      await page.getByRole('button', { name: message(locale, 'signup_continue') }).click();
      await expect(stepHeading(page, locale, 'signup_create_heading')).toBeFocused();
      expect(await latestCode(baseURL ?? '', email)).toBe(code);
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('+84 912345678')).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await page.getByRole('button', { name: message(locale, 'signup_create_submit') }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: heading('/', locale) })).toBeVisible();
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    });

    test('a common password refused at the end comes back beside the password, the rest kept and verified', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail(locale, 'weak');
      await openSignUp(page);
      await fillDetails(page, locale, email, 'password123');
      await codeField(page, locale).fill(await codeSentTo(baseURL ?? '', email));
      await page.getByRole('button', { name: message(locale, 'signup_verify_submit') }).click();
      await page.getByRole('button', { name: message(locale, 'signup_create_submit') }).click();

      await expect(stepHeading(page, locale, 'signup_details_heading')).toBeFocused();
      const password = passwordField(page, locale);
      await expect(page.getByText(FIELD_MESSAGES.password_common[locale])).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveValue('password123');
      await expect(emailField(page, locale)).toHaveValue(email);
      await expect(phoneField(page, locale)).toHaveValue('912345678');

      // The email stays verified (30 minutes): a better password goes straight to the last step.
      await password.fill(PASSWORD);
      await expect(page.getByText(FIELD_MESSAGES.password_common[locale])).toHaveCount(0);
      await page.getByRole('button', { name: message(locale, 'signup_continue') }).click();
      await expect(stepHeading(page, locale, 'signup_create_heading')).toBeFocused();
      await page.getByRole('button', { name: message(locale, 'signup_create_submit') }).click();
      await expect(page).toHaveURL('/');
    });

    test('a verification that lapsed before the account was created asks for a new code, then creates it', async ({
      page,
      root,
    }) => {
      const email = newEmail(locale, 'lapsed');
      await openSignUp(page);
      await fillDetails(page, locale, email);
      const first = await codeSentTo(root, email);
      await codeField(page, locale).fill(first);
      await page.getByRole('button', { name: message(locale, 'signup_verify_submit') }).click();
      await expect(stepHeading(page, locale, 'signup_create_heading')).toBeFocused();

      // Half an hour passes on the server before "Create account" is pressed.
      const lapsed = await fetch(`${root}/__dev/email-verification-expiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(lapsed.status).toBe(200);
      await page.getByRole('button', { name: message(locale, 'signup_create_submit') }).click();
      await expect(stepHeading(page, locale, 'signup_verify_heading')).toBeFocused();
      await expect(page.getByText(message(locale, 'signup_verify_lapsed'))).toBeVisible();

      // The first code was used up: a new one is sent at once.
      await expect.poll(() => latestCode(root, email)).not.toBe(first);
      await expect(page.getByText(message(locale, 'signup_verify_instructions', { email }))).toBeVisible();
      await codeField(page, locale).fill((await latestCode(root, email)) ?? '');
      await page.getByRole('button', { name: message(locale, 'signup_verify_submit') }).click();
      await expect(stepHeading(page, locale, 'signup_create_heading')).toBeFocused();
      await page.getByRole('button', { name: message(locale, 'signup_create_submit') }).click();
      await expect(page).toHaveURL('/');
    });

    test('an email already registered is flagged beside the field while typing', async ({ page }) => {
      await openSignUp(page);
      const email = emailField(page, locale);
      await email.fill('director@demo.test');
      await expect(page.getByText(message(locale, 'signup_email_registered'))).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('link', { name: message(locale, 'signup_email_signin_link') })).toHaveAttribute(
        'href',
        '/signin',
      );
      await expectAccessible(page);
      // A free address clears it, and the server's answer about it does not bring it back.
      const answered = page.waitForResponse((response) => response.url().includes('/is-registered'));
      await email.fill(newEmail(locale, 'free'));
      await answered;
      await expect(page.getByText(message(locale, 'signup_email_registered'))).toHaveCount(0);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('a wrong code is refused beside the field, keeps it, and changing the email keeps the details', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail(locale, 'wrong-code');
      await openSignUp(page);
      await fillDetails(page, locale, email);
      const right = await codeSentTo(baseURL ?? '', email);
      const wrong = right.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
      const code = codeField(page, locale);
      await code.fill(wrong);
      await page.getByRole('button', { name: message(locale, 'signup_verify_submit') }).click();
      await expect(page.getByText(CATALOGUE.INVALID_OTP[locale])).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toHaveValue(wrong);

      await page.getByRole('button', { name: message(locale, 'signup_change_email') }).click();
      await expect(stepHeading(page, locale, 'signup_details_heading')).toBeFocused();
      await expect(emailField(page, locale)).toHaveValue(email);
      await expect(passwordField(page, locale)).toHaveValue(PASSWORD);
      await expect(phoneField(page, locale)).toHaveValue('912345678');
      await expect(page.getByRole('radio', { name: message(locale, 'signup_type_business') })).toBeChecked();
    });

    test('while the countries are on their way the country field is already an accessible select', async ({ page }) => {
      const countries = await holdRequest(page, /\/countries(\?|$)/);
      await openSignUp(page);
      const waiting = page.locator('#sign-up-country');
      await expect(waiting).toBeDisabled();
      await expect(waiting).toContainText(message(locale, 'signup_countries_loading'));
      await expectAccessible(page, 'form#sign-up');
      countries.release();
      await expect(countrySelect(page, locale)).toContainText(countryName(locale, 'VN'));
    });

    test('countries are named in the page language and found by typing without tone marks', async ({ page }) => {
      const engine = await holdRequest(page, ENGINE_SCRIPT);
      await openSignUp(page);
      const select = countrySelect(page, locale);
      await expect(select).toContainText(countryName(locale, 'VN'));
      // The select is the form's first touch: the list it opens stays open when the form engine takes over.
      await select.click();
      const search = page.getByPlaceholder(message(locale, 'ui_select_search'));
      await expect(search).toBeFocused();
      engine.release();
      await expect(page.locator('form#sign-up')).toHaveAttribute('data-form-engine', 'on');
      await expect(search).toBeFocused();
      await search.fill('hoa ky');
      // Only Vietnamese names the United States "Hoa Kỳ".
      await expect(countryOption(page, countryName(locale, 'US'))).toHaveCount(locale === 'vi' ? 1 : 0);
      await search.fill('viet');
      await expect(countryOption(page, countryName(locale, 'VN'))).toBeVisible();
      // Flags are pictures (no flag glyphs on Windows and many Linux and Android builds), loaded and shown.
      await expect(
        countryOption(page, countryName(locale, 'VN')).locator('img[src="/images/flags/vn.svg"]'),
      ).toHaveJSProperty('complete', true);
      expect(
        await countryOption(page, countryName(locale, 'VN'))
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await search.fill(locale === 'vi' ? 'hoa ky' : 'united st');
      await countryOption(page, countryName(locale, 'US')).click();
      await expect(select).toContainText(countryName(locale, 'US'));
      await expect(select.locator('img')).toHaveAttribute('src', '/images/flags/us.svg');
      await expect(page.getByRole('combobox', { name: message(locale, 'form_calling_code') })).toContainText('+1');
    });

    test('a too-short password is refused beside the field before anything is sent', async ({ page }) => {
      await openSignUp(page);
      await emailField(page, locale).fill(newEmail(locale, 'short'));
      const password = passwordField(page, locale);
      await password.fill('short');
      await expect(
        page.getByText(message(locale, 'form_strength', { level: message(locale, 'form_strength_weak') })),
      ).toBeVisible();
      await phoneField(page, locale).fill('912345678');
      await page.getByRole('button', { name: message(locale, 'signup_continue') }).click();
      await expect(page.getByText(message(locale, 'field_password_too_short', { minimum: '10' }))).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      await expect(password).toHaveValue('short');
      await expect(stepHeading(page, locale, 'signup_details_heading')).toBeVisible();
    });
  });
}

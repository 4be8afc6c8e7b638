/**
 * Sign-in with a second factor that is SENT (SPEC section 7: EMAIL, SMS), in both languages. Every test makes
 * its own account and switches its LOGIN second factor on through the API, as the security page would: a
 * demo account's codes would be shared by parallel tests, and the server allows one new code a minute and
 * five sends an hour per address and purpose. Codes are read from the development outbox.
 *
 * The server keeps its own 60-second resend cooldown on the real clock, which Playwright's clock cannot
 * move: fast-forwarding the page alone enables the button, and the server then says how long to wait. For a
 * new code the demo-only `POST /__dev/code-resend-ready` passes the server's minute too.
 */
import { expect, type Page } from '@playwright/test';
import { CATALOGUE } from '../server/errors/catalogue.ts';
import { LOCALES, type Locale } from '../src/lib/locale.ts';
import { apiCall, latestMessageTo, type OutboxMessage, provePhone, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import { chooseLanguage, heading, hydrated, message, test } from './fixtures.ts';

type SentMessage = OutboxMessage & { readonly channel: 'email' | 'sms' };

/** Every message the server "sent" to `to`, newest first. */
async function sentTo(baseURL: string, to: string): Promise<SentMessage[]> {
  const messages = (await (await fetch(`${baseURL}/__dev/outbox`)).json()) as SentMessage[];
  return messages.filter((sent) => sent.to === to);
}

/** The code of the newest message to `to` once more than `before` messages went there. */
async function newCodeTo(baseURL: string, to: string, before: number): Promise<string> {
  const found = { code: '' };
  await expect
    .poll(async () => {
      const messages = await sentTo(baseURL, to);
      found.code = messages.length > before ? (messages[0]?.code ?? '') : '';
      return found.code;
    })
    .toMatch(/^\d{6}$/);
  return found.code;
}

/** A national number nobody else's SMS codes go to. */
function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A new account whose sign-in asks for a code by `method`: sign-up as the app does it, then the 2FA settings
 * change, proved by the emailed `two_factor_settings` code (2FA is off, so the code goes by email).
 */
async function accountWithLoginCode(baseURL: string, method: 'EMAIL' | 'SMS', phone = uniquePhone()) {
  const email = uniqueEmail(`2fa-${method.toLowerCase()}`);
  expect((await apiCall(baseURL, 'POST', '/otp/send-mail', { email })).status).toBe(200);
  const verification = await latestMessageTo(baseURL, email, (sent) => sent.code !== null);
  expect((await apiCall(baseURL, 'POST', '/otp/verify-mail', { email, code: verification.code })).status).toBe(200);
  const registered = await apiCall<{ access_token: string }>(baseURL, 'POST', '/register', {
    account_type: 'INDIVIDUAL',
    email,
    password: TEST_PASSWORD,
    calling_code: '+84',
    phone_number: phone,
    country: 'VN',
  });
  expect(registered.status).toBe(200);
  const token = registered.body.data?.access_token as string;
  if (method === 'SMS') await provePhone(baseURL, { token, email }, { calling_code: '+84', phone_number: phone });

  const before = (await sentTo(baseURL, email)).length;
  const challenge = await apiCall(baseURL, 'POST', '/two-factor/challenge', { purpose: 'two_factor_settings' }, token);
  expect(challenge.status).toBe(200);
  const code = await newCodeTo(baseURL, email, before);
  const settings = { method, status: 'ACTIVE', enable_for: ['LOGIN'], code };
  expect((await apiCall(baseURL, 'PUT', '/two-factor/settings', settings, token)).status).toBe(200);
  return { email, phone: `+84${phone}` };
}

async function submitCredentials(page: Page, locale: Locale, email: string): Promise<void> {
  await page.goto('/signin');
  await hydrated(page);
  await page.getByLabel(message(locale, 'form_email')).fill(email);
  await page.getByRole('textbox', { name: message(locale, 'form_password'), exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: message(locale, 'signin_submit') }).click();
  await expect(page.getByRole('heading', { name: message(locale, 'signin_verify_heading') })).toBeFocused();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A message with a placeholder as a pattern: the placeholder reads as `filler`. */
function pattern(text: string, placeholder: string, filler: string): RegExp {
  const [before = '', after = ''] = text.split(`{${placeholder}}`);
  return new RegExp(`^${escapeRegExp(before)}${filler}${escapeRegExp(after)}$`);
}

function codeField(page: Page, locale: Locale) {
  return page.getByRole('textbox', { name: message(locale, 'signin_code'), exact: true });
}

async function verify(page: Page, locale: Locale, code: string): Promise<void> {
  await codeField(page, locale).fill(code);
  await page.getByRole('button', { name: message(locale, 'signin_verify_submit') }).click();
}

/** The resend button while it counts down ("Send a new code in 0:59"). */
function resendCountingDown(page: Page, locale: Locale) {
  return page.getByRole('button', { name: pattern(message(locale, 'signin_resend_in'), 'time', '[01]:\\d{2}') });
}

function resendReady(page: Page, locale: Locale) {
  return page.getByRole('button', { name: message(locale, 'signin_resend'), exact: true });
}

/**
 * A new account asking for an emailed code at sign-in, signed in up to the code step on Playwright's clock;
 * the code it was sent, and the resend button counting down its minute.
 */
async function atEmailedCodeStep(page: Page, locale: Locale, root: string): Promise<{ email: string; code: string }> {
  const { email } = await accountWithLoginCode(root, 'EMAIL');
  await page.clock.install();
  const before = (await sentTo(root, email)).length;
  await submitCredentials(page, locale, email);
  const code = await newCodeTo(root, email, before);
  await expect(resendCountingDown(page, locale)).toBeDisabled();
  return { email, code };
}

async function landsHome(page: Page, locale: Locale): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: heading('/', locale) })).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`sign-in with an emailed code in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL ?? '', locale));

    test('says the code was emailed, refuses a wrong one beside the field and keeps it, then signs in', async ({
      page,
      root,
    }) => {
      const { email } = await accountWithLoginCode(root, 'EMAIL');
      const before = (await sentTo(root, email)).length;
      await submitCredentials(page, locale, email);
      await expect(page.getByText(message(locale, 'signin_verify_email', { email }))).toBeVisible();
      const code = await newCodeTo(root, email, before);

      const wrong = code === '000000' ? '111111' : '000000';
      await verify(page, locale, wrong);
      const field = codeField(page, locale);
      await expect(page.getByText(CATALOGUE.INVALID_OTP[locale])).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(wrong);
      await expect(field).toBeFocused();

      await verify(page, locale, code);
      await landsHome(page, locale);
    });

    test('resend waits a minute; asked early, the server says how long and the first code still works', async ({
      page,
      root,
    }) => {
      // Right after the code went out, the button counts down from a minute.
      const { email, code } = await atEmailedCodeStep(page, locale, root);
      await page.clock.fastForward(60_000);
      await expect(resendReady(page, locale)).toBeEnabled();

      // The page's minute is up, the server's is not (its clock is real): it refuses, saying how long, and
      // the button counts that down (the text beside it says so without a number that would stand still).
      const sent = (await sentTo(root, email)).length;
      await resendReady(page, locale).click();
      await expect(
        page.getByRole('status').filter({ hasText: message(locale, 'signin_resend_too_soon') }),
      ).toBeVisible();
      // The countdown follows the server's answer again.
      await expect(resendCountingDown(page, locale)).toBeDisabled();
      expect((await sentTo(root, email)).length).toBe(sent);

      await verify(page, locale, code);
      await landsHome(page, locale);
    });

    test('after the minute, resend sends a new code: the first one is refused, the new one signs in', async ({
      page,
      root,
    }) => {
      const { email, code: first } = await atEmailedCodeStep(page, locale, root);

      // The minute passes for the page (its clock) and for the server (the demo route ages the code's minute).
      await page.clock.fastForward(60_000);
      const aged = await fetch(`${root}/__dev/code-resend-ready`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(aged.status).toBe(200);
      await expect(resendReady(page, locale)).toBeEnabled();
      const sent = (await sentTo(root, email)).length;
      await resendReady(page, locale).click();
      await expect(page.getByRole('status').filter({ hasText: message(locale, 'signin_code_sent') })).toBeVisible();
      await expect(resendCountingDown(page, locale)).toBeDisabled();
      const second = await newCodeTo(root, email, sent);
      expect(second).not.toBe(first);

      // A new code replaces the old one (server/auth/otp.ts).
      await verify(page, locale, first);
      await expect(page.getByText(CATALOGUE.INVALID_OTP[locale])).toBeVisible();
      await expect(codeField(page, locale)).toHaveValue(first);

      await verify(page, locale, second);
      await landsHome(page, locale);
    });
  });
}

test('sign-in with a texted code: the step says so and the code goes to the phone, not the email', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'en');
  const { email, phone } = await accountWithLoginCode(root, 'SMS');
  const emails = (await sentTo(root, email)).length;
  const texts = (await sentTo(root, phone)).length;
  await submitCredentials(page, 'en', email);
  await expect(page.getByText(message('en', 'signin_verify_sms'))).toBeVisible();
  const code = await newCodeTo(root, phone, texts);
  const [text] = await sentTo(root, phone);
  expect(text?.channel).toBe('sms');
  expect((await sentTo(root, email)).length).toBe(emails);
  await expect(resendCountingDown(page, 'en')).toBeDisabled();

  await verify(page, 'en', code);
  await landsHome(page, 'en');
});

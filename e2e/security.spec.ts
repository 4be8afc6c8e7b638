/**
 * /setting/security against the real server (issue 13), each journey on a new account of its own: an authenticator
 * app set up with the code computed from the key shown on screen, 2FA turned on for withdrawals, the recovery codes
 * shown once and downloaded; the next withdrawal asks for the app's code and a recovery code works once and only once;
 * 2FA switched to text messages after adding and verifying a phone with the texted code; a password change signs a
 * second browser out with the session-expired notice; recent sign-ins lists the other browser and "sign out
 * everywhere else" ends it; the app set up by keyboard alone; a new app in place of the one in use, vouched for by a
 * recovery code (not by itself); axe in both languages and themes.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { totpCode } from '../server/auth/totp.ts';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import type { Locale } from '../src/lib/locale.ts';
import { formatMoney } from '../src/lib/money.ts';
import { apiCall, codeSentTo, createAccount, login, TEST_PASSWORD, uniqueEmail } from './auth-api.ts';
import {
  chooseLanguage,
  collectErrors,
  countLayoutShifts,
  expectAccessibleInBothThemes,
  expectActiveElement,
  heading,
  holdRequest,
  hydrated,
  keepSession,
  largestPaintText,
  layoutShiftTotal,
  message,
  signedInNewAccount,
  test,
} from './fixtures.ts';

/** The money to withdraw and a bank it may go to: a paid top-up, and a bank account the operator approved. */
async function fundWithBank(root: string, email: string, token: string): Promise<{ lastFour: string }> {
  const amount = '5000000';
  const topUp = await apiCall<{ reference: string }>(
    root,
    'POST',
    '/top-ups',
    { method: 'LOCAL_BANK_TRANSFER', amount, currency: 'VND' },
    token,
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(topUp.status).toBe(200);
  const paid = await fetch(`${root}/__dev/top-up-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: topUp.body.data?.reference, amount }),
  });
  expect(paid.status).toBe(201);

  // The bank list is the warehouse client's (unsigned, no session).
  const banks = (await (await fetch(`${root}/api/warehouse/v1/payments/banks/vietnam`)).json()) as {
    data: { bin: string; short_name: string }[];
  };
  const bank = banks.data.find((each) => each.short_name === 'Vietcombank');
  const accountNumber = `9${Date.now()}${Math.floor(Math.random() * 90 + 10)}`.slice(0, 16);
  const holder = await apiCall<{ account_name: string }>(
    root,
    'GET',
    `/payments/banks/vn-bank-account-name?bank_bin=${bank?.bin}&account_number=${accountNumber}`,
    undefined,
    token,
  );
  const since = Date.now();
  expect((await apiCall(root, 'POST', '/two-factor/challenge', { purpose: 'add_bank' }, token)).status).toBe(200);
  const code = await codeSentTo(root, email, since);
  const verified = await apiCall<{ w_token: string }>(
    root,
    'POST',
    '/two-factor/verify',
    { purpose: 'add_bank', code },
    token,
  );
  const added = await apiCall<{ id: number }>(
    root,
    'POST',
    '/payments/banks',
    {
      currency: 'VND',
      bank_bin: bank?.bin,
      account_number: accountNumber,
      account_name: holder.body.data?.account_name,
      is_default: true,
    },
    token,
    { 'w-token': verified.body.data?.w_token ?? '', 'idempotency-key': crypto.randomUUID() },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const approved = await fetch(`${root}/api/warehouse/v1/admin/payment/${added.body.data?.id}/approve`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey },
  });
  expect(approved.status).toBe(200);
  // The provider credits the paid top-up after its delay.
  await expect
    .poll(
      async () =>
        (await apiCall<{ validate_balance: string }>(root, 'GET', '/wallets/MAIN', undefined, token)).body.data
          ?.validate_balance,
      {
        timeout: 30_000,
      },
    )
    .toBe(amount);
  return { lastFour: accountNumber.slice(-4) };
}

const radio = (page: Page, key: string) =>
  page.getByRole('radio', { name: new RegExp(`^${message('en', key).replace(/[()]/g, '\\$&')}`) });
const checkbox = (page: Page, key: string, locale: Locale = 'en') =>
  page.getByRole('checkbox', { name: message(locale, key), exact: true });
const button = (page: Page, key: string, params: Record<string, string> = {}) =>
  page.getByRole('button', { name: message('en', key, params), exact: true });
const textbox = (page: Page, key: string) => page.getByRole('textbox', { name: message('en', key) });

async function openSecurity(page: Page): Promise<void> {
  await page.goto('/setting/security');
  await expect(page.getByRole('heading', { level: 1, name: heading('/setting/security', 'en') })).toBeVisible();
  await hydrated(page);
  await expect(checkbox(page, 'security_switch')).toBeVisible();
}

/** The key on the QR step, as a person would type it. */
async function keyOnScreen(page: Page): Promise<string> {
  const key = page.getByTestId('authenticator-key');
  await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  return ((await key.textContent()) ?? '').replace(/\s+/g, '');
}

/**
 * The recovery codes shown once, after 2FA was turned on: the list, the downloaded file (codes, date, account), then
 * "I saved them".
 */
async function takeRecoveryCodes(page: Page, email: string): Promise<string[]> {
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const downloading = page.waitForEvent('download');
  await button(page, 'security_fresh_download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^campay-recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text).toContain(message('en', 'security_codes_file_account', { email }));
  expect(text.trim().split('\n').slice(-10)).toEqual(codes);
  await button(page, 'security_fresh_saved').click();
  await expect(list).toHaveCount(0);
  return codes;
}

/** /withdraw/bank to the approved bank, `amount` ₫ typed, at the confirm step. */
async function withdrawalAtConfirm(page: Page, lastFour: string, amount: string): Promise<Locator> {
  await page.goto('/withdraw/bank');
  await hydrated(page);
  await page.getByRole('button', { name: new RegExp(`•••• ${lastFour}`) }).click();
  const field = page.getByRole('textbox', { name: message('en', 'withdraw_amount_label') });
  await field.fill('');
  await field.pressSequentially(amount);
  await button(page, 'withdraw_continue').click();
  const submit = button(page, 'withdraw_submit_amount', { amount: formatMoney(amount, 'VND', 'en') });
  await expect(submit).toBeVisible();
  return submit;
}

test('an authenticator app set up from the key on screen guards withdrawals; a recovery code works once and only once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const root = baseURL ?? '';
  const errors = await collectErrors(page);
  const { email, token } = await signedInNewAccount(context, root, 'app');
  const { lastFour } = await fundWithBank(root, email, token);

  await openSecurity(page);
  await checkbox(page, 'security_switch').check();
  // Turning it on protects withdrawals and bank changes until chosen otherwise.
  await expect(checkbox(page, 'security_scope_withdrawal')).toBeChecked();
  await expect(checkbox(page, 'security_scope_add_bank')).toBeChecked();
  await expect(checkbox(page, 'security_scope_login')).not.toBeChecked();
  await checkbox(page, 'security_scope_add_bank').uncheck();
  await radio(page, 'security_method_app').check();
  await button(page, 'security_save_set_up_app').click();

  await expect(page).toHaveURL(/step=security-qr/);
  await expect(page.getByRole('img', { name: /CamPay/ })).toBeVisible();
  const secret = await keyOnScreen(page);
  await expectAccessibleInBothThemes(page);
  await button(page, 'security_qr_next').click();
  await expect(page).toHaveURL(/step=security-verify/);

  // A wrong code is refused beside the field; the app's code goes on.
  await textbox(page, 'security_verify_code').fill('000000');
  await button(page, 'security_verify_submit').click();
  await expect(textbox(page, 'security_verify_code')).toHaveAttribute('aria-invalid', 'true');
  const since = Date.now();
  await textbox(page, 'security_verify_code').fill(totpCode(secret, Date.now()));
  await button(page, 'security_verify_submit').click();
  await expect(page.getByText(message('en', 'security_app_connected'))).toBeVisible();
  // 2FA was off: the settings' own code comes by email.
  await textbox(page, 'kit_confirm_code').fill(await codeSentTo(root, email, since));
  await button(page, 'security_app_save').click();

  await expect(page.getByRole('heading', { name: message('en', 'security_fresh_heading') })).toBeFocused();
  await expectAccessibleInBothThemes(page);
  const [recovery] = await takeRecoveryCodes(page, email);
  await expect(page.getByText(message('en', 'security_status_on_title'))).toBeVisible();
  await expect(page.getByText(message('en', 'security_codes_left', { count: '10' }))).toBeVisible();
  const settings = await apiCall<{ method: string; status: string; enable_for: string[] }>(
    root,
    'GET',
    '/two-factor/settings',
    undefined,
    token,
  );
  expect(settings.body.data).toMatchObject({
    method: 'AUTHENTICATOR_APP',
    status: 'ACTIVE',
    enable_for: ['WITHDRAWAL'],
  });

  // The next withdrawal asks for the app's code; a recovery code stands in for it.
  const mailsBefore = Date.now();
  let submit = await withdrawalAtConfirm(page, lastFour, '1000000');
  await expect(page.getByText(message('en', 'kit_confirm_code_app'))).toBeVisible();
  await button(page, 'auth_recovery_use').click();
  await expect(textbox(page, 'auth_recovery_code')).toBeFocused();
  await textbox(page, 'auth_recovery_code').fill(recovery?.toUpperCase() ?? '');
  await submit.click();
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();

  // Used once, it is refused the second time, beside the field; the app's code still works.
  submit = await withdrawalAtConfirm(page, lastFour, '1000000');
  await button(page, 'auth_recovery_use').click();
  await textbox(page, 'auth_recovery_code').fill(recovery ?? '');
  await submit.click();
  await expect(textbox(page, 'auth_recovery_code')).toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'auth_recovery_code')).toBeFocused();
  await button(page, 'auth_recovery_back').click();
  await textbox(page, 'kit_confirm_code').fill(totpCode(secret, Date.now() + 30_000));
  await submit.click();
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();
  // No code went by email for the withdrawals: the app guards them.
  const mails = (await (await fetch(`${root}/__dev/outbox`)).json()) as { to: string; created_at: string }[];
  expect(mails.filter((mail) => mail.to === email && Date.parse(mail.created_at) >= mailsBefore)).toEqual([]);

  await openSecurity(page);
  await expect(page.getByText(message('en', 'security_codes_left', { count: '9' }))).toBeVisible();
  // The two refusals above (the wrong app code, the spent recovery code) are the only failed requests.
  const refused = 'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';
  expect(errors).toEqual([refused, refused]);
});

test('2FA switches to text messages once a phone is verified with the texted code (the sign-up number is not)', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { email } = await signedInNewAccount(context, root, 'sms');
  await openSecurity(page);
  await checkbox(page, 'security_switch').check();
  await radio(page, 'security_method_sms').check();
  // The number typed at sign-up was never proven: saving asks to verify a phone first, starting from that number.
  await expect(button(page, 'security_change_phone')).toHaveCount(0);
  await button(page, 'security_save_verify_phone').click();

  const dialog = page.getByRole('dialog', { name: message('en', 'security_phone_add_title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: message('en', 'security_phone_number') })).toHaveValue('912345678');
  const number = `9${String(Date.now()).slice(-8)}`;
  await dialog.getByRole('textbox', { name: message('en', 'security_phone_number') }).fill('12');
  await button(page, 'security_phone_send').click();
  await expect(dialog.getByText(message('en', 'field_phone_format'))).toBeVisible();
  await dialog.getByRole('textbox', { name: message('en', 'security_phone_number') }).fill(number);
  const since = Date.now();
  await button(page, 'security_phone_send').click();

  const verify = page.getByRole('dialog', { name: message('en', 'security_phone_verify_title') });
  await expect(verify.getByText(message('en', 'security_phone_code_sent', { phone: `+84 ${number}` }))).toBeVisible();
  // The resend waits its minute.
  await expect(verify.getByRole('button', { name: /^Text a new code in 0:5\d$/ })).toBeDisabled();
  await verify
    .getByRole('textbox', { name: message('en', 'security_phone_code') })
    .fill(await codeSentTo(root, `+84${number}`, since));
  // Saving the phone is a profile change: the account's email code confirms it is the user (2FA is still off).
  await verify
    .getByRole('textbox', { name: message('en', 'kit_confirm_code') })
    .fill(await codeSentTo(root, email, since));
  const settingsSince = Date.now();
  await button(page, 'security_phone_verify').click();
  await expect(page.getByText(message('en', 'security_phone_saved', { phone: `+84 ${number}` }))).toBeVisible();

  // The save goes on: the settings' code, then the recovery codes.
  const confirm = page.getByRole('dialog', { name: message('en', 'security_confirm_title') });
  await expect(confirm).toBeVisible();
  await confirm
    .getByRole('textbox', { name: message('en', 'kit_confirm_code') })
    .fill(await codeSentTo(root, email, settingsSince));
  await confirm.getByRole('button', { name: message('en', 'security_confirm_submit') }).click();
  await takeRecoveryCodes(page, email);
  await expect(page.getByText(message('en', 'security_method_sms_ready', { phone: `+84 ${number}` }))).toBeVisible();
  await expect(radio(page, 'security_method_sms')).toBeChecked();
  await expect(page.getByText(message('en', 'security_status_on_title'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('a password change signs the other browser out with the session-expired notice', async ({
  page,
  context,
  browser,
  root,
  errors,
}) => {
  const { email } = await signedInNewAccount(context, root, 'password');
  const other = await browser.newContext();
  await keepSession(other, root, (await login(root, email, TEST_PASSWORD)).body.data as AuthTokensType);
  const otherPage = await other.newPage();
  await otherPage.goto('/transactions');
  await expect(otherPage).toHaveURL(/\/transactions$/);

  await openSecurity(page);
  const card = page.getByRole('region', { name: message('en', 'security_password_heading') });
  await card.getByLabel(message('en', 'security_password_current')).fill(TEST_PASSWORD);
  await card.getByLabel(message('en', 'form_new_password')).fill('short');
  await expect(
    card.getByText(message('en', 'form_strength', { level: message('en', 'form_strength_weak') })),
  ).toBeVisible();
  await button(page, 'security_password_continue').click();
  await expect(card.getByText(message('en', 'field_password_too_short', { minimum: '10' }))).toBeVisible();
  const newPassword = 'Quiet-harbour-lantern-77';
  await card.getByLabel(message('en', 'form_new_password')).fill(newPassword);
  const since = Date.now();
  await button(page, 'security_password_continue').click();
  const confirm = page.getByRole('region', { name: message('en', 'security_password_confirm_heading') });
  await expect(confirm.getByRole('heading')).toBeFocused();
  await confirm
    .getByRole('textbox', { name: message('en', 'kit_confirm_code') })
    .fill(await codeSentTo(root, email, since));
  await button(page, 'security_password_submit').click();
  await expect(page.getByText(message('en', 'security_password_done_text'))).toBeVisible();

  // The other browser's next request ends its session, once, with the notice.
  await otherPage.goto('/transactions');
  await expect(otherPage).toHaveURL(/\/signin\?(.*&)?isSessionExpired=true/);
  await expect(otherPage.getByText(message('en', 'signin_session_expired'))).toBeVisible();
  await other.close();
  // This one stays signed in, and the new password signs in.
  await page.reload();
  await expect(page).toHaveURL(/\/setting\/security$/);
  expect((await login(root, email, newPassword)).status).toBe(200);
  expect(errors).toEqual([]);
});

test('recent sign-ins lists the other browser; signing out everywhere else ends it', async ({
  page,
  context,
  browser,
  root,
  errors,
}) => {
  const { email } = await signedInNewAccount(context, root, 'sessions');
  // The other browser signs in through the page, so the server reads its browser from the User-Agent.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/signin');
  await hydrated(otherPage);
  await otherPage.getByRole('textbox', { name: message('en', 'form_email') }).fill(email);
  await otherPage.getByRole('textbox', { name: message('en', 'form_password'), exact: true }).fill(TEST_PASSWORD);
  await otherPage.getByRole('button', { name: message('en', 'signin_submit') }).click();
  await expect(otherPage).toHaveURL(`${root}/`);

  await openSecurity(page);
  const rows = page.getByTestId('sign-in-row');
  // This device first, marked; the other browser named by what it said it is (headless Chromium reads as its
  // system); sign-up's own session is listed too.
  await expect(rows.first()).toContainText(message('en', 'security_sessions_this_device'));
  const others = await rows.count();
  expect(others).toBeGreaterThanOrEqual(2);
  const browserRow = rows.filter({ hasText: /Chrome|Linux/ });
  await expect(browserRow).toHaveCount(1);
  await expect(browserRow).not.toContainText(message('en', 'security_sessions_this_device'));
  await expect(browserRow).toContainText(/Last active a few seconds ago \(\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M\)/);

  await button(page, 'security_sessions_revoke').click();
  const dialog = page.getByRole('dialog', { name: message('en', 'security_sessions_revoke_title') });
  const count = String(others - 1);
  await expect(dialog).toContainText(message('en', 'security_sessions_revoke_text', { count }));
  await dialog.getByRole('button', { name: message('en', 'security_sessions_revoke_confirm') }).click();
  await expect(page.getByText(message('en', 'security_sessions_revoked', { count }))).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(button(page, 'security_sessions_revoke')).toBeDisabled();

  await otherPage.goto('/transactions');
  await expect(otherPage).toHaveURL(/\/signin\?(.*&)?isSessionExpired=true/);
  await other.close();
  expect(errors).toEqual([]);
});

/** Presses Tab until `target` has the focus (keyboard only: no clicks). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test('the security wizard by keyboard alone: an authenticator app set up and 2FA turned on', async ({
  page,
  context,
  root,
}) => {
  const { email } = await signedInNewAccount(context, root, 'keys');
  await openSecurity(page);

  await tabTo(page, checkbox(page, 'security_switch'));
  await page.keyboard.press('Space');
  await expect(checkbox(page, 'security_switch')).toBeChecked();
  // A radio group takes one Tab stop; its choices move with the arrow keys, as native radios do.
  await tabTo(page, radio(page, 'security_method_email'));
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, 'security_method_app')).toBeChecked();
  await tabTo(page, checkbox(page, 'security_scope_login'));
  await page.keyboard.press('Space');
  await tabTo(page, button(page, 'security_save_set_up_app'));
  await page.keyboard.press('Enter');

  // Each step's heading takes the focus on arrival.
  await expectActiveElement(page.getByRole('heading', { name: message('en', 'security_heading_qr') }));
  const secret = await keyOnScreen(page);
  await tabTo(page, button(page, 'security_qr_next'));
  await page.keyboard.press('Enter');
  await expectActiveElement(page.getByRole('heading', { name: message('en', 'security_heading_verify') }));
  await tabTo(page, textbox(page, 'security_verify_code'));
  const since = Date.now();
  await page.keyboard.type(totpCode(secret, Date.now()));
  await page.keyboard.press('Enter');
  await expect(page.getByText(message('en', 'security_app_connected'))).toBeVisible();
  await tabTo(page, textbox(page, 'kit_confirm_code'));
  await page.keyboard.type(await codeSentTo(root, email, since));
  await page.keyboard.press('Enter');

  await expectActiveElement(page.getByRole('heading', { name: message('en', 'security_fresh_heading') }));
  await tabTo(page, button(page, 'security_fresh_saved'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(message('en', 'security_status_on_title'))).toBeVisible();
  await expect(checkbox(page, 'security_scope_login')).toBeChecked();
});

/** 2FA by an authenticator app for signing in, set up through the API as the screen does; its recovery codes. */
async function appForSignIn(root: string, email: string, token: string): Promise<string[]> {
  const started = await apiCall<{ secret: string }>(root, 'POST', '/two-factor/authenticator', undefined, token);
  const secret = started.body.data?.secret ?? '';
  const code = totpCode(secret, Date.now());
  expect((await apiCall(root, 'POST', '/two-factor/authenticator/confirm', { code }, token)).status).toBe(200);
  const since = Date.now();
  expect((await apiCall(root, 'POST', '/two-factor/challenge', { purpose: 'two_factor_settings' }, token)).status).toBe(
    200,
  );
  const change = {
    method: 'AUTHENTICATOR_APP',
    status: 'ACTIVE',
    enable_for: ['LOGIN'],
    code: await codeSentTo(root, email, since),
  };
  const saved = await apiCall<{ recovery_codes: { codes: string[] } }>(
    root,
    'PUT',
    '/two-factor/settings',
    change,
    token,
  );
  expect(saved.status).toBe(200);
  return saved.body.data?.recovery_codes.codes ?? [];
}

/** /signin with the password, up to the LOGIN code step. */
async function atSignInCode(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await hydrated(page);
  await page.getByRole('textbox', { name: message('en', 'form_email') }).fill(email);
  await page.getByRole('textbox', { name: message('en', 'form_password'), exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: message('en', 'signin_submit') }).click();
  await expect(page.getByText(message('en', 'signin_verify_app'))).toBeVisible();
}

test('signing in takes a recovery code instead of the app code, once only', async ({ page, browser, root }) => {
  const email = uniqueEmail('sign-in-recovery');
  await createAccount(root, email);
  const token = (await login(root, email, TEST_PASSWORD)).body.data?.access_token ?? '';
  const [recovery] = await appForSignIn(root, email, token);

  await atSignInCode(page, email);
  await button(page, 'auth_recovery_use').click();
  const field = textbox(page, 'auth_recovery_code');
  await expect(field).toBeFocused();
  await field.fill('123456');
  await button(page, 'signin_verify_submit').click();
  await expect(page.getByText(message('en', 'field_recovery_code_format'))).toBeVisible();
  // Read off paper: capitals and a space for the dash.
  await field.fill(recovery?.toUpperCase().replace('-', ' ') ?? '');
  await button(page, 'signin_verify_submit').click();
  await expect(page).toHaveURL(`${root}/`);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await atSignInCode(otherPage, email);
  await button(otherPage, 'auth_recovery_use').click();
  await textbox(otherPage, 'auth_recovery_code').fill(recovery ?? '');
  await button(otherPage, 'signin_verify_submit').click();
  await expect(textbox(otherPage, 'auth_recovery_code')).toHaveAttribute('aria-invalid', 'true');
  await expect(otherPage).toHaveURL(/\/signin/);
  await other.close();
});

test('a lost phone: a new app takes the place of the one in use only once a recovery code vouches for it', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { email, token } = await signedInNewAccount(context, root, 'new-app');
  const [recovery] = await appForSignIn(root, email, token);
  await openSecurity(page);
  await button(page, 'security_new_app').click();
  await expect(page).toHaveURL(/step=security-qr/);
  const secret = await keyOnScreen(page);
  await button(page, 'security_qr_next').click();
  await textbox(page, 'security_verify_code').fill(totpCode(secret, Date.now()));
  await button(page, 'security_verify_submit').click();
  await expect(page.getByText(message('en', 'security_app_replace_text'))).toBeVisible();

  // The new app cannot vouch for itself: whoever holds only a session cannot swap the app that guards the money.
  await textbox(page, 'kit_confirm_code').fill(totpCode(secret, Date.now() + 30_000));
  await button(page, 'security_app_replace').click();
  await expect(textbox(page, 'kit_confirm_code')).toHaveAttribute('aria-invalid', 'true');
  await button(page, 'auth_recovery_use').click();
  await textbox(page, 'auth_recovery_code').fill(recovery ?? '');
  await button(page, 'security_app_replace').click();
  await expect(page.getByText(message('en', 'security_status_on_title'))).toBeVisible();
  await expect(page).not.toHaveURL(/step=/);

  // From now on the new app's codes are the ones taken.
  const verified = await apiCall(
    root,
    'POST',
    '/two-factor/verify',
    { purpose: 'change_password', code: totpCode(secret, Date.now() + 30_000) },
    token,
  );
  expect(verified.status).toBe(200);
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
});

for (const locale of ['en', 'vi'] as const) {
  test(`/setting/security has no axe violations in both themes (${locale})`, async ({ page, context, root }) => {
    await chooseLanguage(context, root, locale);
    await signedInNewAccount(context, root, `axe-${locale}`);
    await page.goto('/setting/security');
    await hydrated(page);
    await expect(checkbox(page, 'security_switch', locale)).toBeVisible();
    // The choices shown once 2FA is switched on, and the two cards below, hydrated.
    await checkbox(page, 'security_switch', locale).check();
    await page.getByTestId('sign-in-row').first().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('sign-in-row').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("/setting/security's largest text is its prerendered lead, not the status drawn after the read", async ({
    page,
    context,
    root,
  }) => {
    await signedInNewAccount(context, root, 'lcp');
    await page.goto('/setting/security');
    await expect(page.getByText(message('en', 'security_status_off_detail'))).toBeVisible();
    expect(await largestPaintText(page)).toBe(message('en', 'security_two_factor_lead'));
  });

  test('the two-factor card keeps the room of its settings while they are read: the cards below do not move', async ({
    page,
    context,
    root,
  }) => {
    await signedInNewAccount(context, root, 'shift');
    await countLayoutShifts(page);
    const settings = await holdRequest(page, /\/two-factor\/settings$/);
    await page.goto('/setting/security');
    await expect.poll(settings.requested).toBe(true);
    await expect(page.getByText(message('en', 'security_loading')).first()).toBeAttached();
    settings.release();
    await expect(page.getByText(message('en', 'security_status_off_detail'))).toBeVisible();
    // A 24 px spinner replaced by the step measured 0.17 here.
    expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  });
});

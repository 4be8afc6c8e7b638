/**
 * Withdraw journeys against the real server (issue 11): a director withdraws to a saved bank with the email code
 * and exactly one pending withdrawal results; the VIP (authenticator for WITHDRAWAL) double-clicks confirm while
 * the answer is dropped after the server took the request: one withdrawal, the balance down by exactly its amount;
 * a 502 and going offline at the confirm step each end in one withdrawal, the intent kept on screen; a bad amount
 * is refused beside the field in Vietnamese with the typed text kept; a seller gets the forbidden page. Axe on the
 * form in both themes.
 */
import { expect, type Page } from '@playwright/test';
import Big from 'big.js';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { formatMoney } from '../src/lib/money.ts';
import { latestMessageTo } from './auth-api.ts';
import {
  chooseColorMode,
  chooseLanguage,
  DIRECTOR_WITHDRAWAL_CODE,
  expectAccessibleInBothThemes,
  keepSession,
  longCopy,
  message,
  signIn,
  test,
  transactionsOf,
} from './fixtures.ts';
import { signInVip, VIP_AUTHENTICATOR, vipCodeAfter } from './vip.ts';
import {
  amountField,
  chooseBank,
  DIRECTOR_BANK,
  directorAtConfirm,
  loseAnswerAfterCommit,
  WITHDRAWAL,
} from './withdraw-journey.ts';

interface Wallet {
  readonly validate_balance: string;
  readonly currency: string;
}
interface Row {
  readonly id: number;
  readonly type: string;
  readonly amount: string;
  readonly status: string;
}

/** The reference API as a test reads it: GETs with the Bearer of a sign-in. */
function apiAs(baseURL: string, tokens: AuthTokensType) {
  async function get<T>(path: string, version: 'v1' | 'v2' = 'v1'): Promise<T> {
    const target = `${baseURL}/api/${version}${path}`;
    const headers = {
      authorization: `Bearer ${tokens.access_token}`,
      ...(version === 'v1' ? signatureHeaders('GET', target, Date.now()) : {}),
    };
    const answer = await fetch(target, { headers });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: T }).data;
  }
  return {
    wallet: () => get<Wallet>('/wallets/MAIN'),
    withdrawals: async () =>
      (await get<{ items: Row[] }>('/virtual-accounts/transactions?type=WITHDRAWAL&limit=100', 'v2')).items,
  };
}

const VIP_BANK = /^BIDV/;

test('a director withdraws to a bank: fee and amount received shown, Back and Forward walk the steps, email code, one pending withdrawal', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  await chooseColorMode(page, 'system');
  const director = apiAs(root, await signIn(context, root));
  const withdrawalsBefore = await director.withdrawals();

  await chooseBank(page, 'en', DIRECTOR_BANK);
  // How fees and limits work: a long text under the form, closed until asked for.
  const help = page.locator('details', { hasText: longCopy('en', 'withdraw-fees-limits').title });
  await expect(help).not.toHaveAttribute('open');
  await help.locator('summary').click();
  await expect(help).toHaveAttribute('open', '');

  await expectAccessibleInBothThemes(page);

  // 2,000,000 ₫ falls in the 50,000–10,000,000 range: fixed fee 11,000 ₫, 1,989,000 ₫ received.
  await amountField(page, 'en').pressSequentially('2000000');
  await expect(amountField(page, 'en')).toHaveValue('2,000,000');
  const preview = page.locator('form#withdraw-amount dl');
  await expect(preview).toContainText(formatMoney('11000', 'VND', 'en'));
  await expect(preview).toContainText(formatMoney('1989000', 'VND', 'en'));

  const sentAfter = new Date().toISOString();
  await page.getByRole('button', { name: message('en', 'withdraw_continue') }).click();
  const submit = page.getByRole('button', {
    name: message('en', 'withdraw_submit_amount', { amount: formatMoney('2000000', 'VND', 'en') }),
  });
  await expect(submit).toBeVisible();
  await expect(page).toHaveURL(/step=verify-2fa/);
  // The browser's Back walks the wizard: the amount step, as typed; Forward returns to the confirm step.
  await page.goBack();
  await expect(amountField(page, 'en')).toHaveValue('2,000,000');
  await page.goBack();
  await expect(page.getByRole('button', { name: DIRECTOR_BANK })).toBeVisible();
  await page.goForward();
  await expect(amountField(page, 'en')).toHaveValue('2,000,000');
  await page.goForward();
  await expect(submit).toBeVisible();
  // No 2FA for the director: the w-token's code comes by email (the dev outbox).
  const mail = await latestMessageTo(root, 'director@demo.test', (sent) => sent.created_at >= sentAfter && !!sent.code);
  await page.getByRole('textbox', { name: message('en', 'kit_confirm_code') }).fill(mail.code ?? '');
  await submit.click();

  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: message('en', 'ui_status_pending') })).toBeVisible();

  // Other journeys move the director's money at the same time: the balance is checked on the VIP's, below.
  const created = (await director.withdrawals()).filter((row) => !withdrawalsBefore.some((old) => old.id === row.id));
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ amount: '2000000', status: 'PENDING' });

  // The link leads to the transaction's detail; the list has it.
  await page.getByRole('link', { name: message('en', 'withdraw_view_transaction') }).click();
  await expect(page).toHaveURL(`/transactions/${created[0]?.id}`);
  await page.goto('/transactions?type=WITHDRAWAL');
  await expect(page.locator(`a[href="/transactions/${created[0]?.id}"]`).first()).toBeVisible();

  // Back into the finished flow shows its status; a fresh visit starts a new withdrawal, nothing of the last offered.
  await page.goBack();
  await page.goBack();
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();
  await page.goto('/withdraw/bank');
  await page.getByRole('button', { name: DIRECTOR_BANK }).click();
  await expect(amountField(page, 'en')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a double click and an answer dropped after the server took it end with one withdrawal, shown as pending, never failed, the balance down once', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  // The VIP's authenticator guards sign-in and withdrawals; each code is taken once and never an older one, so the
  // journeys typing its codes take turns, and the withdrawal's code is a step after the sign-in's (e2e/vip.ts).
  await takeTurn(VIP_AUTHENTICATOR);
  const signedIn = await signInVip(root);
  const vip = apiAs(root, signedIn.tokens);
  await keepSession(context, root, signedIn.tokens);
  const withdrawalsBefore = await vip.withdrawals();
  const before = await vip.wallet();

  await chooseBank(page, 'en', VIP_BANK);
  // The available balance shown is the API's validate_balance (nothing else moves the VIP's money).
  const available = formatMoney(before.validate_balance, before.currency, 'en');
  await expect(page.getByText(message('en', 'amount_available', { amount: available }))).toBeVisible();
  await amountField(page, 'en').pressSequentially('300000');
  await page.getByRole('button', { name: message('en', 'withdraw_continue') }).click();
  await expect(page.getByText(message('en', 'kit_confirm_code_app'))).toBeVisible();
  await page
    .getByRole('textbox', { name: message('en', 'kit_confirm_code') })
    .fill(await vipCodeAfter(root, signedIn.step));

  // The answer is lost after the server committed the withdrawal, until the screen has been seen saying "pending —
  // checking"; then the outcome rule's next check goes through.
  const network = await loseAnswerAfterCommit(page);
  const failed = page.getByText(message('en', 'kit_failed_title'));
  const submit = page.getByRole('button', {
    name: message('en', 'withdraw_submit_amount', { amount: formatMoney('300000', 'VND', 'en') }),
  });
  await submit.dblclick();
  await expect(page.getByText(message('en', 'kit_pending_title'))).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveCount(0);
  network.reconnect();

  // The replay with the same key answers the stored withdrawal: the verifying step shows it pending.
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(network.sent()).toBeGreaterThan(1);
  const created = (await vip.withdrawals()).filter((row) => !withdrawalsBefore.some((old) => old.id === row.id));
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ amount: '300000', status: 'PENDING' });
  const after = await vip.wallet();
  expect(new Big(before.validate_balance).minus(after.validate_balance).toFixed()).toBe('300000');
});

/** The director's withdrawals of exactly `amount` (an amount only one journey withdraws). */
async function withdrawalsOf(root: string, token: string, amount: string) {
  return (await transactionsOf(root, token, 'WITHDRAWAL', amount)).items;
}

/** The journey ends as one pending withdrawal of `amount`, said so on screen. */
async function expectOnePendingWithdrawal(page: Page, root: string, token: string, amount: string) {
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible({ timeout: 20_000 });
  const made = await withdrawalsOf(root, token, amount);
  expect(made.map((row) => row.status)).toEqual(['PENDING']);
}

test('a 502 at the confirm step is checked again with the same key: one withdrawal, the intent kept on screen', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  const { access_token: token } = await signIn(context, root);
  const submit = await directorAtConfirm(page, root, '2468000');

  // A gateway answers 502 without the server seeing the request, until the screen says it is checking.
  let passing = false;
  await page.route(WITHDRAWAL, (route) =>
    passing ? route.continue() : route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad gateway' }),
  );
  await submit.click();
  await expect(page.getByText(message('en', 'kit_pending_title'))).toBeVisible();
  await expect(page.locator('form dl')).toContainText(formatMoney('2468000', 'VND', 'en'));
  await expect(page.getByText(message('en', 'kit_failed_title'))).toHaveCount(0);
  passing = true;

  await expectOnePendingWithdrawal(page, root, token, '2468000');
});

test('offline at the confirm step: nothing is sent and the code is kept; offline mid-send, it waits and sends once', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  const { access_token: token } = await signIn(context, root);
  const submit = await directorAtConfirm(page, root, '2469000');
  const code = page.getByRole('textbox', { name: message('en', 'kit_confirm_code') });
  const typedCode = await code.inputValue();

  // Offline before confirming: the code cannot be checked; said beside it, with what was typed kept.
  await context.setOffline(true);
  await submit.click();
  await expect(page.getByText(message('en', 'error_network'))).toBeVisible();
  await expect(code).toHaveValue(typedCode);
  expect(await withdrawalsOf(root, token, '2469000')).toEqual([]);
  await context.setOffline(false);

  // The connection goes as the withdrawal leaves: the screen waits for it, then sends the same request once.
  let cut = false;
  await page.route(WITHDRAWAL, async (route) => {
    if (cut) return route.continue();
    cut = true;
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await submit.click();
  await expect(page.getByText(message('en', 'kit_pending_offline'))).toBeVisible();
  await expect(page.locator('form dl')).toContainText(formatMoney('2469000', 'VND', 'en'));
  await context.setOffline(false);

  await expectOnePendingWithdrawal(page, root, token, '2469000');
});

test('an amount above the balance or with decimals is refused beside the field in Vietnamese, the text kept', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'vi');
  await signIn(context, root);
  await chooseBank(page, 'vi', DIRECTOR_BANK);
  // The balance the form holds (other journeys move the director's money meanwhile, so not one read apart).
  const [prefix] = message('vi', 'amount_available').split('{amount}');
  const shown = (await page.getByText(prefix ?? '').textContent()) ?? '';
  const balance = shown.replace(/\D/g, '');
  expect(balance).not.toBe('');
  const currency = 'VND';
  const field = amountField(page, 'vi');
  const continueButton = page.getByRole('button', { name: message('vi', 'withdraw_continue') });
  const tooMuch = new Big(balance).plus(1).toFixed();
  await field.pressSequentially(tooMuch);
  const typed = await field.inputValue();
  await continueButton.click();
  const above = message('vi', 'field_amount_above_available', {
    amount: formatMoney(balance, currency, 'vi', { exact: true }),
  });
  await expect(page.getByText(above)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(typed);
  await expect(field).toBeFocused();

  await field.fill('');
  await field.pressSequentially('100000,5');
  await continueButton.click();
  await expect(page.getByText(message('vi', 'field_amount_whole', { currency: 'VND' }))).toBeVisible();
  await expect(field).toHaveValue('100.000,5');
  await expect(page).toHaveURL(/step=enter-info/);
});

test('a seller may not withdraw: the forbidden page', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL ?? '', 'seller');
  await page.goto('/withdraw/bank');
  await expect(page.getByRole('heading', { level: 1, name: longCopy('en', 'error-forbidden').title })).toBeVisible();
  await expect(page.getByText(message('en', 'error_status', { status: '403' }))).toBeVisible();
});

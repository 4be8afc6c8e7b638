/**
 * VA withdrawal journeys against the real server (issue 14): the VIP withdraws from the VA wallet with its
 * authenticator, the withdrawal stays pending until the operator approves it and the open detail turns approved by
 * itself, the VA balance down by exactly the amount; the director's answer dropped after the server took it ends in
 * one withdrawal shown pending, never failed; a seller is refused the page and offered no withdraw action; the form
 * in Vietnamese. Axe on the form in both themes.
 */
import { expect } from '@playwright/test';
import Big from 'big.js';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { formatMoney } from '../src/lib/money.ts';
import {
  chooseLanguage,
  DIRECTOR_WITHDRAWAL_CODE,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  keepSession,
  longCopy,
  message,
  signIn,
  test,
  vaTransactions,
} from './fixtures.ts';
import { signInVip, VIP_AUTHENTICATOR, vipCodeAfter } from './vip.ts';
import { amountField, chooseBank, directorAtConfirm, loseAnswerAfterCommit } from './withdraw-journey.ts';

/** An amount only this run withdraws, in the 50,000–10,000,000 ₫ band (whole thousands). */
function uniqueAmount(): string {
  return String(1_000_000 + Math.floor(Math.random() * 8_000) * 1_000 + 137_000);
}

/** A wallet's available balance (the VA one by default), as the API has it. */
async function vaAvailable(baseURL: string, token: string, type = 'VA'): Promise<string> {
  const url = `${baseURL}/api/v1/wallets/${type}`;
  const answer = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, ...signatureHeaders('GET', url, Date.now()) },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { validate_balance: string } }).data.validate_balance;
}

/** The account's VA withdrawals of exactly `amount`. */
async function vaWithdrawalsOf(baseURL: string, token: string, amount: string) {
  const query = `balance_type=VA&type=WITHDRAWAL&amount_min=${amount}&amount_max=${amount}`;
  return (await vaTransactions(baseURL, token, query)).items;
}

/** The operator pays out the pending withdrawal of `amount` (the admin-key API). */
async function operatorApproves(baseURL: string, amount: string): Promise<void> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(baseURL).port}`) ?? '';
  const admin = `${baseURL}/api/warehouse/v1/admin/withdrawal`;
  const headers = { 'x-admin-key': adminKey };
  const pending = (await (await fetch(`${admin}?limit=100`, { headers })).json()) as {
    data: { items: { id: number; amount: { amount: string } | null }[] };
  };
  const item = pending.data.items.find((candidate) => candidate.amount?.amount === amount);
  expect(item).toBeDefined();
  const approved = await fetch(`${admin}/${item?.id}/approve`, { method: 'POST', headers });
  expect(approved.status).toBe(200);
}

test('the VIP withdraws its VA balance with its authenticator: pending, approved by the operator on the open detail, the VA balance down by exactly the amount', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  test.setTimeout(150_000);
  await takeTurn(VIP_AUTHENTICATOR);
  const { tokens, step } = await signInVip(root);
  await keepSession(context, root, tokens);
  const token = tokens.access_token;
  const amount = uniqueAmount();
  const before = await vaAvailable(root, token);

  await chooseBank(page, 'en', /^BIDV/, '/va/withdraw/bank');
  // The balance shown and checked is the VA wallet's, said so.
  await expect(
    page.getByText(message('en', 'withdraw_available_from', { wallet: message('en', 'tx_wallet_va') })),
  ).toBeVisible();
  const available = formatMoney(before, 'VND', 'en');
  await expect(page.getByText(message('en', 'amount_available', { amount: available }))).toBeVisible();
  await amountField(page, 'en').pressSequentially(amount);
  // The ranges of rate in words, the typed amount's band marked.
  const band = page.locator('li[aria-current="true"]');
  await expect(band).toContainText(
    `From ${formatMoney('50000', 'VND', 'en')} to ${formatMoney('10000000', 'VND', 'en')}: fee ${formatMoney('11000', 'VND', 'en')}, you receive the rest`,
  );
  await expect(page.getByText(formatMoney(new Big(amount).minus(11000).toFixed(), 'VND', 'en'))).toBeVisible();
  await expectAccessibleInBothThemes(page, 'main');

  await page.getByRole('button', { name: message('en', 'withdraw_continue') }).click();
  await expect(page.getByText(message('en', 'kit_confirm_code_app'))).toBeVisible();
  await page.getByRole('textbox', { name: message('en', 'kit_confirm_code') }).fill(await vipCodeAfter(root, step));
  await page
    .getByRole('button', {
      name: message('en', 'withdraw_submit_amount', { amount: formatMoney(amount, 'VND', 'en') }),
    })
    .click();
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible({ timeout: 20_000 });

  const made = await vaWithdrawalsOf(root, token, amount);
  expect(made.map((row) => row.status)).toEqual(['PENDING']);
  expect(new Big(before).minus(await vaAvailable(root, token)).toFixed()).toBe(amount);

  // Its page is the VA transaction detail, which follows the status by itself.
  await page.getByRole('link', { name: message('en', 'withdraw_view_transaction') }).click();
  await expect(page).toHaveURL(`/va/transactions/${made[0]?.id}`);
  await expect(page.getByText(message('en', 'ui_status_pending')).first()).toBeVisible();
  await expect(page.getByText(message('en', 'ui_status_approved'))).toHaveCount(0);
  await operatorApproves(root, amount);
  await expect(page.getByText(message('en', 'ui_status_approved')).first()).toBeVisible({ timeout: 15_000 });
  // Paid out: the balance stays down by the amount, once.
  expect(new Big(before).minus(await vaAvailable(root, token)).toFixed()).toBe(amount);
  expect(errors).toEqual([]);
});

test("the director's answer dropped after the server took it: exactly one VA withdrawal, shown pending, never failed", async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  const { access_token: token } = await signIn(context, root);
  const amount = uniqueAmount();
  const submit = await directorAtConfirm(page, root, amount, '/va/withdraw/bank');

  // The answer is lost after the server committed the withdrawal, until the screen has said "pending — checking".
  const network = await loseAnswerAfterCommit(page);
  const failed = page.getByText(message('en', 'kit_failed_title'));
  await submit.click();
  await expect(page.getByText(message('en', 'kit_pending_title'))).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveCount(0);
  network.reconnect();

  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveCount(0);
  expect(network.sent()).toBeGreaterThan(1);
  const made = await vaWithdrawalsOf(root, token, amount);
  expect(made.map((row) => row.status)).toEqual(['PENDING']);
});

test('a seller is refused the VA withdrawal and offered no withdraw action on the VA list', async ({
  page,
  context,
  root,
}) => {
  await signIn(context, root, 'seller');
  await page.goto('/va/withdraw/bank');
  await expect(page.getByRole('heading', { level: 1, name: longCopy('en', 'error-forbidden').title })).toBeVisible();
  await expect(page.getByText(message('en', 'error_status', { status: '403' }))).toBeVisible();

  await page.goto('/va/transactions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/va/transactions', 'en') })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('table')).toBeVisible();
  for (const key of ['tx_withdraw_va_bank', 'tx_withdraw_va_ewallet']) {
    await expect(page.getByRole('link', { name: message('en', key) })).toBeHidden();
  }
});

test('the VA withdrawal in Vietnamese: labels, the ranges of rate and amounts written the Vietnamese way', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'vi');
  const { access_token: token } = await signIn(context, root);
  await chooseBank(page, 'vi', /^Vietcombank.*•••• 4567/, '/va/withdraw/bank');
  await expect(
    page.getByText(message('vi', 'withdraw_available_from', { wallet: message('vi', 'tx_wallet_va') })),
  ).toBeVisible();
  const available = formatMoney(await vaAvailable(root, token), 'VND', 'vi');
  await expect(page.getByText(message('vi', 'amount_available', { amount: available }))).toBeVisible();
  await amountField(page, 'vi').pressSequentially('2000000');
  await expect(amountField(page, 'vi')).toHaveValue('2.000.000');
  await expect(page.getByRole('heading', { name: message('vi', 'withdraw_bands_heading') })).toBeVisible();
  await expect(page.locator('li[aria-current="true"]')).toContainText(
    `Từ ${formatMoney('50000', 'VND', 'vi')} đến ${formatMoney('10000000', 'VND', 'vi')}: phí ${formatMoney('11000', 'VND', 'vi')}, bạn nhận phần còn lại`,
  );
  await expect(page.getByText(formatMoney('1989000', 'VND', 'vi'))).toBeVisible();
  await expect(page.getByRole('button', { name: message('vi', 'withdraw_continue') })).toBeVisible();
});

test('the QR-merchant balance goes to a bank or an e-wallet the user picks, its own balance shown', async ({
  page,
  context,
  root,
}) => {
  const { access_token: token } = await signIn(context, root);
  await page.goto('/va/list/withdraw_qr');
  await expect(page.getByRole('heading', { level: 1, name: heading('/va/list/withdraw_qr', 'en') })).toBeVisible();
  await hydrated(page);
  const choice = page.getByRole('navigation', { name: message('en', 'withdraw_kind_label') });
  await expect(choice.getByRole('link', { name: message('en', 'withdraw_to_bank') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await choice.getByRole('link', { name: message('en', 'withdraw_to_ewallet') }).click();
  await expect(page).toHaveURL(/\/va\/list\/withdraw_qr\?to=e-wallet$/);
  await expect(choice.getByRole('link', { name: message('en', 'withdraw_to_ewallet') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goBack();
  await expect(choice.getByRole('link', { name: message('en', 'withdraw_to_bank') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: /^Vietcombank.*•••• 4567/ }).click();
  await expect(page).toHaveURL(/step=enter-info/);
  await expect(
    page.getByText(message('en', 'withdraw_available_from', { wallet: message('en', 'tx_wallet_qr_merchant') })),
  ).toBeVisible();
  const available = formatMoney(await vaAvailable(root, token, 'QR_MERCHANT'), 'VND', 'en');
  await expect(page.getByText(message('en', 'amount_available', { amount: available }))).toBeVisible();
  await expectAccessibleInBothThemes(page, 'main');
});

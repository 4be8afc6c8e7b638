/**
 * Payment-methods journeys against the real server (issue 11): a director adds a Vietnamese bank account — the
 * holder's name looked up and confirmed, the emailed add_bank code — and it shows pending; the operator approves
 * it through the admin API and the list says approved; a withdrawal to it goes pending with the emailed code, and
 * when the operator pays it out the open detail page turns approved. A number nobody holds is refused beside the
 * field. FINANCE withdraws, but sees the methods read-only. Axe on the list and the form, light and dark. Each run
 * uses account numbers of its own, so parallel runs do not meet.
 */
import { expect, type Page } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import { formatMoney } from '../src/lib/money.ts';
import { latestMessageTo } from './auth-api.ts';
import {
  DIRECTOR_WITHDRAWAL_CODE,
  expectAccessibleInBothThemes,
  FINANCE_WITHDRAWAL_CODE,
  heading,
  hydrated,
  message,
  signIn,
  test,
  vaTransactions,
} from './fixtures.ts';

/** A 6–20 digit number no other run uses (never one repeated digit: that is nobody's account). */
function freshAccountNumber(): string {
  return `9${Date.now()}${Math.floor(Math.random() * 90 + 10)}`.slice(0, 16);
}

/** An amount no other journey withdraws, in the 50,000–10,000,000 ₫ range. */
const WITHDRAWN = '1357000';

/** The operator pays out the pending withdrawal of WITHDRAWN to the account ending in `lastFour`. */
async function operatorApprovesWithdrawal(baseURL: string, adminKey: string, lastFour: string): Promise<void> {
  const admin = `${baseURL}/api/warehouse/v1/admin/withdrawal`;
  const headers = { 'x-admin-key': adminKey };
  const pending = (await (await fetch(`${admin}?limit=100`, { headers })).json()) as {
    data: { items: { id: number; amount: { amount: string }; details: { destination: string | null } }[] };
  };
  const item = pending.data.items.find(
    (candidate) => candidate.details.destination?.endsWith(lastFour) && candidate.amount.amount === WITHDRAWN,
  );
  expect(item).toBeDefined();
  const approved = await fetch(`${admin}/${item?.id}/approve`, { method: 'POST', headers });
  expect(approved.status).toBe(200);
}

async function openAddBank(page: Page): Promise<void> {
  await page.goto('/setting/payment/bank');
  await expect(page.getByRole('heading', { level: 1, name: heading('/setting/payment/bank', 'en') })).toBeVisible();
  await hydrated(page);
}

async function chooseBank(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: message('en', 'payments_bank_label'), exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

const numberField = (page: Page) =>
  page.getByRole('textbox', { name: message('en', 'payments_account_number_label'), exact: true });

test('a director adds a bank with the holder-name lookup and the emailed code, withdraws to it once approved, and the operator pays it out', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  const tokens = await signIn(context, root);
  const accountNumber = freshAccountNumber();
  const lastFour = accountNumber.slice(-4);

  await page.goto('/setting/payment');
  await hydrated(page);
  await page.getByRole('link', { name: message('en', 'payments_add_bank') }).click();
  await expect(page).toHaveURL(/\/setting\/payment\/bank/);
  await hydrated(page);

  await chooseBank(page, 'Vietcombank');
  let lookups = 0;
  page.on('request', (request) => {
    if (request.url().includes('/vn-bank-account-name')) lookups += 1;
  });
  await numberField(page).pressSequentially(accountNumber);
  // Typing asks nothing; leaving the field asks once.
  expect(lookups).toBe(0);
  await numberField(page).press('Tab');
  const holder = page.getByText(message('en', 'payments_holder_confirm'));
  await expect(holder).toBeVisible();
  expect(lookups).toBe(1);
  const holderName = (await page.locator('[aria-live="polite"] .text-base.font-semibold').textContent()) ?? '';
  expect(holderName).toMatch(/^[A-Z ]{5,}$/);
  await expectAccessibleInBothThemes(page);

  const sentAfter = new Date().toISOString();
  await page.getByRole('button', { name: message('en', 'payments_confirm_holder') }).click();
  const save = page.getByRole('button', { name: message('en', 'payments_save_bank') });
  await expect(save).toBeVisible();
  await expect(page.getByText(holderName)).toBeVisible();
  const mail = await latestMessageTo(root, 'director@demo.test', (sent) => sent.created_at >= sentAfter && !!sent.code);
  await page.getByRole('textbox', { name: message('en', 'kit_confirm_code') }).fill(mail.code ?? '');
  const answer = page.waitForResponse((response) => /\/payments\/banks$/.test(new URL(response.url()).pathname));
  await save.click();
  const added = (await (await answer).json()) as { data: { id: number } };
  await expect(page.getByText(message('en', 'payments_saved_title'))).toBeVisible();
  await expect(page.getByText(message('en', 'payments_status_pending'), { exact: true })).toBeVisible();

  // The operator approves it.
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`);
  const approved = await fetch(`${root}/api/warehouse/v1/admin/payment/${added.data.id}/approve`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey ?? '' },
  });
  expect(approved.status).toBe(200);

  await page.goto('/setting/payment');
  await hydrated(page);
  const card = page.getByRole('listitem').filter({ hasText: `•••• ${lastFour}` });
  await expect(card).toContainText(message('en', 'payments_status_approved'));
  await expect(card).toContainText(holderName);
  await expectAccessibleInBothThemes(page);

  // A withdrawal to it: the emailed code, pending, the balance down by exactly the amount; the operator pays it
  // out and the open detail page turns approved by itself.
  await page.goto('/withdraw/bank');
  await hydrated(page);
  await page.getByRole('button', { name: new RegExp(`•••• ${lastFour}`) }).click();
  await page.getByRole('textbox', { name: message('en', 'withdraw_amount_label') }).pressSequentially(WITHDRAWN);
  const codeSentAfter = new Date().toISOString();
  await page.getByRole('button', { name: message('en', 'withdraw_continue') }).click();
  const submit = page.getByRole('button', {
    name: message('en', 'withdraw_submit_amount', { amount: formatMoney(WITHDRAWN, 'VND', 'en') }),
  });
  await expect(submit).toBeVisible();
  const code = await latestMessageTo(
    root,
    'director@demo.test',
    (sent) => sent.created_at >= codeSentAfter && !!sent.code,
  );
  await page.getByRole('textbox', { name: message('en', 'kit_confirm_code') }).fill(code.code ?? '');
  await submit.click();
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();
  // Other journeys move the director's money at the same time: the proof is the one withdrawal (the exact balance
  // is checked on the VIP's, in withdraw.spec.ts).
  const made = await vaTransactions(
    root,
    tokens.access_token,
    `type=WITHDRAWAL&amount_min=${WITHDRAWN}&amount_max=${WITHDRAWN}`,
  );
  expect(made.items.map((row) => [row.amount, row.status])).toEqual([[WITHDRAWN, 'PENDING']]);

  await page.getByRole('link', { name: message('en', 'withdraw_view_transaction') }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const detail = page.getByRole('main');
  const polling = detail.getByText(message('en', 'ui_detail_polling'));
  await expect(detail.getByText(message('en', 'ui_status_pending'), { exact: true }).first()).toBeVisible();
  await expect(polling).toBeVisible();
  await operatorApprovesWithdrawal(root, adminKey ?? '', lastFour);
  // Read again every 5 s while pending: approved without a reload, and then no longer polled.
  await expect(detail.getByText(message('en', 'ui_status_approved'), { exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(polling).toBeHidden();
  expect(errors).toEqual([]);
});

test('a number nobody holds is refused beside the field, the typed number kept, and nothing goes on', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL ?? '');
  await openAddBank(page);
  await chooseBank(page, 'Vietcombank');
  await numberField(page).fill('12345');
  await page.getByRole('button', { name: message('en', 'payments_look_up') }).click();
  await expect(page.getByText(message('en', 'field_account_number_format'))).toBeVisible();
  await numberField(page).fill('777777777');
  await numberField(page).press('Tab');
  await expect(numberField(page)).toHaveAttribute('aria-invalid', 'true');
  const error = page.locator(`#${await numberField(page).getAttribute('id')}-error`);
  await expect(error).toBeVisible();
  await expect(error).not.toBeEmpty();
  await page.getByRole('button', { name: message('en', 'payments_look_up') }).click();
  await expect(page.getByRole('heading', { level: 2, name: message('en', 'payments_step_account') })).toBeVisible();
  await expect(numberField(page)).toHaveValue('777777777');
});

test('FINANCE withdraws to a saved bank, sees the payment methods read-only and cannot open the add-bank page', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(FINANCE_WITHDRAWAL_CODE);
  await signIn(context, root, 'financial');
  await page.goto('/withdraw/bank');
  await hydrated(page);
  await page.getByRole('button', { name: /•••• 4567 · NGUYEN MINH ANH$/ }).click();
  await page.getByRole('textbox', { name: message('en', 'withdraw_amount_label') }).pressSequentially('777000');
  const sentAfter = new Date().toISOString();
  await page.getByRole('button', { name: message('en', 'withdraw_continue') }).click();
  const mail = await latestMessageTo(root, 'finance@demo.test', (sent) => sent.created_at >= sentAfter && !!sent.code);
  await page.getByRole('textbox', { name: message('en', 'kit_confirm_code') }).fill(mail.code ?? '');
  await page
    .getByRole('button', {
      name: message('en', 'withdraw_submit_amount', { amount: formatMoney('777000', 'VND', 'en') }),
    })
    .click();
  await expect(page.getByText(message('en', 'withdraw_outcome_pending'))).toBeVisible();

  await page.goto('/setting/payment');
  await hydrated(page);
  await expect(page.getByText(message('en', 'payments_view_only'))).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: message('en', 'payments_add_bank') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(message('en', 'payments_remove')) })).toHaveCount(0);
  await page.goto('/setting/payment/bank');
  await expect(page.getByRole('heading', { level: 1, name: heading('/setting/payment/bank', 'en') })).toHaveCount(0);
});

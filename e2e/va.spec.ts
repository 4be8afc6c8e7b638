/**
 * The virtual-account screens (issue 14): the director opens a VA that the operator approves and copies its number;
 * the bulk platform update; money arriving on an open /va without a reload; what a SELLER may not do; the list in
 * Vietnamese and axe in both themes; what a person whose KYC level is too low is told; and what a level-2 person
 * whose VAs the operator switched off is told, /va following the operator's switches without a reload.
 */
import { expect, type Page } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import type { ProfileType } from '../src/contract/calls/accounts.ts';
import type { VirtualAccountType } from '../src/contract/calls/va.ts';
import { apiCall } from './auth-api.ts';
import {
  chooseLanguage,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  interactive,
  message,
  shownBalance,
  signIn,
  signInAs,
  test,
} from './fixtures.ts';
import { payIntoVa } from './va-journey.ts';
import {
  drawnPicture,
  expectNotReloaded,
  markNotReloaded,
  newAccount,
  operatorDecides,
  submitKycThroughApi,
} from './verification.ts';

/** A holder name no other test uses: letters only, since the bank writes names in capitals without digits. */
function uniqueHolder(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `Va Test ${letters}`;
}

async function v2<T>(root: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${root}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { status: boolean; data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The operator approves a VA through the admin API. */
async function approve(root: string, id: number): Promise<void> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const answer = await fetch(`${root}/api/warehouse/v1/admin/va/${id}/approve`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey },
  });
  expect(answer.status).toBe(200);
}

/** The operator switches the customer's virtual accounts on or off through the admin API. */
async function switchVas(root: string, customerId: number, on: boolean): Promise<void> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`) ?? '';
  const answer = await fetch(`${root}/api/warehouse/v1/admin/customers/${customerId}/features`, {
    method: 'PUT',
    headers: { 'x-admin-key': adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({ va_enable: on }),
  });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { data: { va_enable: boolean } }).data.va_enable).toBe(on);
}

/** A new ACTIVE VA of the signed-in director, without a platform: this test's own, so parallel tests do not meet it. */
async function activeVa(root: string, token: string): Promise<VirtualAccountType> {
  const [bank] = await v2<{ short_name: string }[]>(root, token, 'GET', '/customers/available-banks');
  if (bank === undefined) throw new Error('the director has no VA bank');
  const va = await v2<VirtualAccountType>(root, token, 'POST', '/virtual-accounts', {
    bank_short_name: bank.short_name,
    account_name: uniqueHolder(),
  });
  await approve(root, va.id);
  return va;
}

function row(page: Page, accountNumber: string) {
  return page.getByRole('row').filter({ hasText: accountNumber });
}

async function openList(page: Page, search: string): Promise<void> {
  await page.goto(`/va/list?search=${encodeURIComponent(search)}`);
  await hydrated(page);
}

test.describe('virtual accounts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the director opens a VA; once approved it is ACTIVE and its number copies exactly', async ({
    page,
    context,
    root,
    errors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: root });
    await signIn(context, root, 'director');
    await page.goto('/va/list');
    const create = page.getByRole('button', { name: message('en', 'va_create') });
    await interactive(create);
    await create.click();
    const dialog = page.getByRole('dialog', { name: message('en', 'va_create_title') });
    const holder = uniqueHolder();
    const name = dialog.getByLabel(message('en', 'va_holder_label'));
    await interactive(name);
    // The contract's name rule, said before anything is sent.
    await name.fill('A');
    await dialog.getByRole('button', { name: message('en', 'va_create_submit') }).click();
    await expect(dialog.getByText(message('en', 'field_name_too_short'))).toBeVisible();
    await name.fill(holder);
    await dialog.getByRole('button', { name: message('en', 'va_create_submit') }).click();
    await expect(dialog).toBeHidden();

    const created = page.getByRole('row').filter({ hasText: holder.toUpperCase() });
    await expect(created.locator('[data-status]')).toHaveAttribute('data-status', 'PENDING');
    await expect(created).toContainText(message('en', 'va_status_pending_meaning'));
    const accountNumber = (await created.locator('[data-account-number]').textContent()) ?? '';
    expect(accountNumber).toMatch(/^\d{6,}$/);

    const { access_token: token } = await signIn(context, root, 'director');
    const [mine] = (
      await v2<{ items: VirtualAccountType[] }>(root, token, 'GET', `/virtual-accounts?search=${accountNumber}`)
    ).items;
    await approve(root, mine?.id ?? 0);

    await page.reload();
    const active = row(page, accountNumber);
    await expect(active.locator('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
    await active
      .getByRole('button', { name: message('en', 'copy_action_label', { what: message('en', 'va_account_number') }) })
      .click();
    await expect(active.getByRole('status')).toHaveText(
      message('en', 'copy_done_label', { what: message('en', 'va_account_number') }),
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber);
    expect(errors).toEqual([]);
  });

  test('the bulk update gives an ACTIVE VA without a platform one, through a review', async ({
    page,
    context,
    root,
  }) => {
    const { access_token: token } = await signIn(context, root, 'director');
    const va = await activeVa(root, token);
    const label = `${va.bank.short_name} ${va.account_number}`;

    await page.goto('/va/list/update-platform');
    const choice = page.getByLabel(message('en', 'va_bulk_choose_for', { account: label }));
    await interactive(choice);
    const options = await choice.locator('option').allTextContents();
    const platform = options.find((option) => option !== message('en', 'va_no_platform')) ?? '';
    expect(platform).not.toBe('');
    await choice.selectOption({ label: platform });
    await page.getByRole('button', { name: /^Review \d+ changes$/ }).click();

    const changes = page.getByRole('list', { name: message('en', 'va_bulk_changes_label') });
    await expect(changes.getByRole('listitem').filter({ hasText: label })).toContainText(platform);
    await page.getByRole('button', { name: /^Save \d+ changes$/ }).click();
    await expect(page.getByText(message('en', 'va_bulk_done_title'))).toBeVisible();

    await openList(page, va.account_number);
    await expect(row(page, va.account_number)).toContainText(platform);
  });

  test('a platform is set on an ACTIVE VA from its row, and removed after asking', async ({ page, context, root }) => {
    const { access_token: token } = await signIn(context, root, 'director');
    const va = await activeVa(root, token);
    await openList(page, va.account_number);
    const mine = row(page, va.account_number);
    await expect(mine).toContainText(message('en', 'va_no_platform'));
    const assign = mine.getByRole('button', { name: message('en', 'va_assign_for', { account: va.account_number }) });
    await interactive(assign);
    await assign.click();
    const dialog = page.getByRole('dialog', { name: message('en', 'va_assign_title') });
    const choice = dialog.getByLabel(message('en', 'va_col_platform'));
    await expect(choice).toBeEnabled();
    const platform = (await choice.locator('option').first().textContent()) ?? '';
    expect(platform).not.toBe('');
    await dialog.getByRole('button', { name: message('en', 'va_assign_submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(mine).toContainText(platform);

    await mine.getByRole('button', { name: message('en', 'va_unassign_for', { account: va.account_number }) }).click();
    const ask = page.getByRole('dialog', { name: message('en', 'va_unassign_title') });
    await ask.getByRole('button', { name: message('en', 'va_unassign') }).click();
    await expect(ask).toBeHidden();
    await expect(mine).toContainText(message('en', 'va_no_platform'));
    await page.reload();
    await expect(row(page, va.account_number)).toContainText(message('en', 'va_no_platform'));
  });

  test('money paid into a VA raises the balance on an open /va without a reload, and a toast says so', async ({
    page,
    context,
    root,
  }) => {
    test.slow();
    const { access_token: token } = await signIn(context, root, 'director');
    const va = await activeVa(root, token);
    await page.goto('/va');
    const balance = page.getByTestId('va-balance');
    await expect(balance).toHaveText(await shownBalance(root, token, 'VA'));
    await markNotReloaded(page);
    const before = await shownBalance(root, token, 'VA');

    await payIntoVa(root, va.account_number, '1357000');
    await expect.poll(() => shownBalance(root, token, 'VA'), { timeout: 30_000 }).not.toBe(before);
    await expect(page.getByText(message('en', 'va_money_arrived_title'))).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await balance.textContent()) === (await shownBalance(root, token, 'VA'))).toBe(true);
    await expectNotReloaded(page);
  });

  test('the actions column is in the page as served, so it does not push the table once the profile loads', async ({
    page,
    root,
  }) => {
    const served = await (await page.request.get(`${root}/va/list`)).text();
    const header = new RegExp(`<th[^>]*data-roles="director financial"[^>]*>${message('en', 'va_col_actions')}</th>`);
    expect(served).toMatch(header);
  });

  test('a seller sees the list without the create action, and the bulk update refuses them', async ({
    page,
    context,
    root,
  }) => {
    await signIn(context, root, 'seller');
    await page.goto('/va/list');
    await hydrated(page);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: message('en', 'va_create') })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: message('en', 'va_col_actions') })).toHaveCount(0);
    await page.goto('/va/list/update-platform');
    await expect(page.locator('html')).toHaveAttribute('data-fatal', '403');
  });

  test('the list in Vietnamese, and axe in both themes on /va and /va/list', async ({ page, context, root }) => {
    await signIn(context, root, 'director');
    await page.goto('/va');
    await hydrated(page);
    await expect(page.getByTestId('va-limit')).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await page.goto('/va/list');
    await hydrated(page);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await chooseLanguage(context, root, 'vi');
    await page.goto('/va/list?status=ACTIVE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading('/va/list', 'vi'));
    await expect(page.getByRole('columnheader', { name: message('vi', 'va_col_status') })).toBeVisible();
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first).toContainText(message('vi', 'ui_status_active'));
    await expect(first).toContainText(message('vi', 'va_status_active_meaning'));
  });

  test('a person below level 2 is told to finish verification, with the way there', async ({ page, context, root }) => {
    await signInAs(context, root, 'newbie@demo.test');
    await page.goto('/va');
    await expect(page.getByText(message('en', 'va_gate_verify_title'))).toBeVisible();
    const next = page.getByRole('link', { name: message('en', 'va_gate_verify_action') });
    await expect(next).toHaveAttribute('href', '/profile#verification');
    await expect(page.getByTestId('va-balance')).toHaveCount(0);
    // The limits and fees still say what verifying brings.
    await expect(page.getByRole('table', { name: message('en', 'va_fees_caption') })).toBeVisible();
  });

  test('VAs the operator switched off: /va says to contact support, and follows the switches without a reload', async ({
    page,
    context,
    root,
    errors,
  }) => {
    const account = await newAccount(context, root);
    await page.goto('/va');
    await expect(page.getByText(message('en', 'va_gate_verify_title'))).toBeVisible();
    await submitKycThroughApi(root, account, await drawnPicture(page, 600, 400, 'image/png'));
    await operatorDecides(root, 'kyc', account.email, 'approve');
    const profile = (await apiCall<ProfileType>(root, 'GET', '/accounts/me', undefined, account.token)).body.data;
    expect(profile?.ky_verification_status.account_level).toBe(2);
    await switchVas(root, profile?.id ?? 0, false);

    await page.goto('/va');
    await hydrated(page);
    const support = page.getByText(message('en', 'va_gate_support_title'));
    await expect(support).toBeVisible();
    await expect(page.getByText(message('en', 'va_gate_support_text'))).toBeVisible();
    await expect(page.getByTestId('va-balance')).toHaveCount(0);
    await expect(page.locator('a[href="/va/list"]')).toHaveCount(0);
    await markNotReloaded(page);

    await switchVas(root, profile?.id ?? 0, true);
    await expect(page.getByTestId('va-balance')).toBeVisible();
    await expect(page.locator('a[href="/va/list"]')).toBeVisible();
    await expect(support).toHaveCount(0);
    await switchVas(root, profile?.id ?? 0, false);
    await expect(support).toBeVisible();
    await expect(page.getByTestId('va-balance')).toHaveCount(0);
    await expectNotReloaded(page);
    expect(errors).toEqual([]);
  });
});

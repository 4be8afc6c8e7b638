/**
 * The VA and QR transaction screens against the real server (issue 14): /va/transactions lists the VA balance only
 * (each call fixed to it, outside the address) with a filter kept over a reload; a QR payment's detail names its QR
 * code; an operator's remark on a seeded row (server/seed/remarks.ts) shows only to someone with WHITELIST_SEE_REMARK
 * (the VIP), and never reaches someone without it (the director), neither in the API's answers nor on the page; the
 * list in Vietnamese. Axe on the list and a detail in both themes.
 */
import { expect, type Page } from '@playwright/test';
import { DIRECTOR_REMARKED, type RemarkedRow, VIP_REMARKED } from '../server/seed/remarks.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import {
  chooseLanguage,
  expectAccessibleInBothThemes,
  heading,
  hydrated,
  keepSession,
  message,
  signIn,
  test,
  vaTransactions,
} from './fixtures.ts';
import { signInVip, VIP_AUTHENTICATOR } from './vip.ts';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const LIST_CALL = /\/api\/v2\/virtual-accounts\/transactions\?/;

/** The seeded row of `row`'s amount (server/seed/remarks.ts) as the list answers it to `token`'s account. */
async function remarkedRow(root: string, token: string, type: string, row: RemarkedRow) {
  const query = `type=${type}&amount_min=${row.amount}&amount_max=${row.amount}`;
  const { items } = await vaTransactions(root, token, query);
  expect(items).toHaveLength(1);
  return items[0] as unknown as { id: number; code: string; remark: string | null };
}

/** The VA transaction detail call's remark, as the server answers it to `token`'s account (a signed v1 call). */
async function detailRemark(root: string, token: string, id: number): Promise<string | null> {
  const url = `${root}/api/v1/virtual-accounts/transactions/${id}`;
  const answer = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, ...signatureHeaders('GET', url, Date.now()) },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { remark: string | null } }).data.remark;
}

test('the VA list shows the VA balance only, and a filter in the address survives a reload', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  const [vaRow] = (await vaTransactions(root, token, 'balance_type=VA&limit=1')).items;
  const [mainRow] = (await vaTransactions(root, token, 'balance_type=MAIN&limit=1')).items;
  if (vaRow === undefined || mainRow === undefined) throw new Error('the director has VA and main transactions');

  const listed = page.waitForRequest(LIST_CALL);
  await page.goto('/va/transactions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/va/transactions', 'en') })).toBeVisible();
  expect(new URL((await listed).url()).searchParams.get('balance_type')).toBe('VA');
  await hydrated(page);
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  // Rows lead to the VA detail; the newest main-wallet row is not among them.
  await expect(page.locator(`a[href="/va/transactions/${vaRow.id}"]`).first()).toBeVisible();
  await expect(page.getByText(mainRow.code, { exact: true })).toHaveCount(0);
  await expect(page.locator('tbody a[href^="/transactions/"]')).toHaveCount(0);
  await expectAccessibleInBothThemes(page);

  await page.getByRole('combobox', { name: message('en', 'tx_filter_type'), exact: true }).selectOption('TOP_UP');
  await expect(page).toHaveURL(/\/va\/transactions\?type=TOP_UP$/);
  const reloaded = page.waitForRequest(LIST_CALL);
  await page.reload();
  const query = new URL((await reloaded).url()).searchParams;
  expect([query.get('type'), query.get('balance_type')]).toEqual(['TOP_UP', 'VA']);
  await hydrated(page);
  await expect(page).toHaveURL(/\/va\/transactions\?type=TOP_UP$/);
  await expect(page.getByRole('combobox', { name: message('en', 'tx_filter_type'), exact: true })).toHaveValue(
    'TOP_UP',
  );
  await expect(rows(page).first().getByRole('link')).toContainText(message('en', 'tx_type_top_up'));
  expect(errors).toEqual([]);
});

test("a QR payment's detail names its QR code", async ({ page, context, root }) => {
  const { access_token: token } = await signIn(context, root);
  const [payment] = (await vaTransactions(root, token, 'balance_type=QR_MERCHANT&type=TOP_UP&limit=1'))
    .items as unknown as {
    id: number;
    code: string;
    qr_code_id: number | null;
  }[];
  if (payment?.qr_code_id == null) throw new Error('the director has a QR payment');

  await page.goto('/va/qr-transaction');
  await hydrated(page);
  const row = page.locator(`tbody a[href="/va/qr-transaction/${payment.id}"]`);
  await expect(row).toContainText(message('en', 'tx_qr_code_value', { id: String(payment.qr_code_id) }));
  await row.click();
  await expect(page).toHaveURL(`/va/qr-transaction/${payment.id}`);
  await expect(page.getByText(payment.code, { exact: true })).toBeVisible();
  await expect(page.getByText(message('en', 'tx_detail_qr_code'), { exact: true })).toBeVisible();
  await expect(page.getByText(message('en', 'tx_qr_code_value', { id: String(payment.qr_code_id) }))).toBeVisible();
  await expect(page.getByRole('link', { name: message('en', 'tx_detail_back_qr') })).toHaveAttribute(
    'href',
    '/va/qr-transaction',
  );
  await expectAccessibleInBothThemes(page);
});

test('a remark the operator wrote on a director’s row reaches neither the API answers nor the page', async ({
  page,
  context,
  root,
}) => {
  const { access_token: token } = await signIn(context, root);
  const row = await remarkedRow(root, token, 'TOP_UP', DIRECTOR_REMARKED);
  expect([row.remark, await detailRemark(root, token, row.id)]).toEqual([null, null]);

  await page.goto(`/va/transactions/${row.id}`);
  await hydrated(page);
  await expect(page.getByText(row.code, { exact: true })).toBeVisible();
  await expect(page.getByText(message('en', 'tx_detail_remark'))).toHaveCount(0);
  await expect(page.getByText(DIRECTOR_REMARKED.remark)).toHaveCount(0);
});

test('the VIP, who may see remarks, sees a VA transaction remark', async ({ page, context, root, takeTurn }) => {
  await takeTurn(VIP_AUTHENTICATOR);
  const { tokens } = await signInVip(root);
  await keepSession(context, root, tokens);
  for (const seeded of VIP_REMARKED) {
    const row = await remarkedRow(root, tokens.access_token, 'INTERNAL', seeded);
    expect([row.remark, await detailRemark(root, tokens.access_token, row.id)]).toEqual([seeded.remark, seeded.remark]);
  }
  const [seeded] = VIP_REMARKED;
  const row = await remarkedRow(root, tokens.access_token, 'INTERNAL', seeded);
  await page.goto(`/va/transactions/${row.id}`);
  await expect(page.getByText(row.code, { exact: true })).toBeVisible();
  await expect(page.getByText(message('en', 'tx_detail_remark'))).toBeVisible();
  await expect(page.getByText(seeded.remark)).toBeVisible();
});

test('the VA list in Vietnamese: headings, labels and amounts written the Vietnamese way', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'vi');
  await signIn(context, root);
  await page.goto('/va/transactions');
  await expect(page.getByRole('heading', { level: 1, name: heading('/va/transactions', 'vi') })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('columnheader', { name: message('vi', 'tx_col_status') })).toBeVisible();
  await expect(page.getByRole('link', { name: message('vi', 'tx_withdraw_va_bank') })).toBeVisible();
  const amount = rows(page).first().locator('td').last();
  await expect(amount).toHaveText(/^[+−-]?\d{1,3}(\.\d{3})*\s₫$/);
});

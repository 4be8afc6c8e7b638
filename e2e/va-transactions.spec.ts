/**
 * The VA and QR transaction screens against the real server (issue 14): /va/transactions lists the VA balance only
 * (each call fixed to it, outside the address) with a filter kept over a reload; a QR payment's detail names its QR
 * code; a transaction's internal remark shows only to someone with WHITELIST_SEE_REMARK (the VIP), never to someone
 * without it, whatever the answer carries; the list in Vietnamese. Axe on the list and a detail in both themes.
 */
import { expect, type Page } from '@playwright/test';
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
const REMARK = 'Checked by the e2e operator';

/** The detail call of transaction `id`, its answer given `remark` (the server nulls it without the flag). */
async function answerWithRemark(page: Page, id: number): Promise<void> {
  await page.route(new RegExp(`/api/v1/virtual-accounts/transactions/${id}$`), async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { remark: string | null } };
    await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, remark: REMARK } } });
  });
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

test("a QR payment's detail names its QR code, and its remark stays hidden from someone without the flag", async ({
  page,
  context,
  root,
}) => {
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
  // Even an answer carrying a remark shows none to the director (no WHITELIST_SEE_REMARK).
  await answerWithRemark(page, payment.id);
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
  await expect(page.getByText(message('en', 'tx_detail_remark'))).toHaveCount(0);
  await expect(page.getByText(REMARK)).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
});

/** A VA transaction of the VIP's own: 1,000 ₫ moved from its VA wallet to its main one (settled at once). */
async function moveFromVa(baseURL: string, token: string): Promise<{ id: number; code: string }> {
  const url = `${baseURL}/api/v1/wallets/transfers`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...signatureHeaders('POST', url, Date.now()),
    },
    body: JSON.stringify({ from: 'VA', to: 'MAIN', amount: '1000', currency: 'VND' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { id: number; code: string } }).data;
}

test('the VIP, who may see remarks, sees a VA transaction remark', async ({ page, context, root, takeTurn }) => {
  await takeTurn(VIP_AUTHENTICATOR);
  const { tokens } = await signInVip(root);
  await keepSession(context, root, tokens);
  const row = await moveFromVa(root, tokens.access_token);
  await answerWithRemark(page, row.id);
  await page.goto(`/va/transactions/${row.id}`);
  await expect(page.getByText(row.code, { exact: true })).toBeVisible();
  await expect(page.getByText(message('en', 'tx_detail_remark'))).toBeVisible();
  await expect(page.getByText(REMARK)).toBeVisible();
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

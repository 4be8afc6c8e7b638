/**
 * The card overview and card transactions against the real server and the director's seeded card history
 * (server/seed/cards.ts: 90 days, every status, spends and refunds): a filter by type and card kept in the address
 * over a reload, a transaction's detail over the list (with its timeline) that Back closes onto the same filtered
 * list; the CSV export of a filter (every row, amounts exact and signed); /vc's balances and fees as the API says
 * them; both screens in Vietnamese in the dark theme; and someone without virtual cards sees the gate and makes no
 * card call. Axe on both screens in both themes.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { CardTransactionType } from '../src/contract/calls/card.ts';
import type { FeeRuleType } from '../src/contract/calls/va.ts';
import { CLIENTS } from '../src/contract/define.ts';
import { feeRuleText } from '../src/lib/fee-rule.ts';
import { exactDecimal, formatMoney } from '../src/lib/money.ts';
import { cardApi, directorOnCardWallet, expectCardGate, openCardPage, recordCardCalls } from './cards-journey.ts';
import {
  chooseColorMode,
  chooseLanguage,
  expectAccessibleInBothThemes,
  hydrated,
  message,
  signIn,
  signInAs,
  test,
} from './fixtures.ts';

const CARD_BASE = CLIENTS.card.base;
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const LIST_CALL = new RegExp(`${CARD_BASE}/transactions\\?`);

interface TxPage {
  readonly items: CardTransactionType[];
  readonly total: number;
}

/** Every card transaction of `query`, page by page. */
async function allTransactions(root: string, token: string, query: string): Promise<CardTransactionType[]> {
  const all: CardTransactionType[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await cardApi(root, token).get<TxPage>(`/transactions?${query}&limit=100&page=${page}`);
    all.push(...answer.items);
    if (all.length >= answer.total || answer.items.length === 0) return all;
  }
}

/** A spend's card that has several successful spends: the seeded history always has one. */
async function spendingCard(root: string, token: string): Promise<{ id: number; name: string }> {
  const spends = await allTransactions(root, token, 'type=PAYMENT');
  const counts = new Map<number, number>();
  for (const spend of spends) if (spend.card) counts.set(spend.card.id, (counts.get(spend.card.id) ?? 0) + 1);
  const [id] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const card = spends.find((spend) => spend.card?.id === id)?.card;
  if (card === undefined || card === null) throw new Error('the director has card spends');
  return card;
}

/** The amount as the export writes it: exact, negative for money going out. */
function signedExact({ type, amount }: CardTransactionType): string {
  const out = type === 'PAYMENT' || type === 'WITHDRAWAL';
  return exactDecimal(out ? `-${amount.amount}` : amount.amount, amount.currency);
}

function feeWords(rule: FeeRuleType): string {
  if (Number(rule.value) === 0) return message('en', 'vc_fee_free');
  const fee = feeRuleText(rule, 'en');
  return message('en', rule.type === 'PERCENT' ? 'vc_fee_percent' : 'vc_fee_fixed', { fee });
}

test('filter by Spend and a card, reload keeps it, a detail opens over the list and Back returns to it', async ({
  page,
  context,
  root,
  errors,
}) => {
  const { access_token: token } = await signIn(context, root);
  const card = await spendingCard(root, token);
  await openCardPage(page, '/vc/transactions');
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('combobox', { name: message('en', 'vct_filter_type'), exact: true }).selectOption('PAYMENT');
  await expect(page).toHaveURL(/\/vc\/transactions\?type=PAYMENT$/);
  await expect(page.getByRole('combobox', { name: message('en', 'vct_filter_card') })).toContainText(card.name);
  await page.getByRole('combobox', { name: message('en', 'vct_filter_card') }).selectOption(String(card.id));
  const filtered = new RegExp(`/vc/transactions\\?type=PAYMENT&card_id=${card.id}$`);
  await expect(page).toHaveURL(filtered);

  const reloaded = page.waitForRequest(LIST_CALL);
  await page.reload();
  const sent = new URL((await reloaded).url()).searchParams;
  expect([sent.get('type'), sent.get('card_id')]).toEqual(['PAYMENT', String(card.id)]);
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: message('en', 'vct_filter_type'), exact: true })).toHaveValue(
    'PAYMENT',
  );
  await expect(page.getByRole('combobox', { name: message('en', 'vct_filter_card') })).toHaveValue(String(card.id));
  const first = rows(page).first();
  await expect(first.getByRole('link')).toContainText(message('en', 'vct_type_payment'));
  for (const row of await rows(page).all()) {
    await expect(row).toContainText(message('en', 'vct_type_payment'));
    await expect(row).toContainText(card.name);
  }
  const code = (await first.getByRole('link').textContent())?.match(/VCT\d+/)?.[0] ?? '';
  expect(code).not.toBe('');

  await first.getByRole('link').click();
  const detail = page.getByRole('dialog', { name: message('en', 'vct_detail_title') });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${filtered.source.slice(0, -1)}&id=\\d+$`));
  await expect(detail.getByText(code, { exact: true })).toBeVisible();
  await expect(detail.getByRole('heading', { name: message('en', 'ui_timeline_title') })).toBeVisible();
  await expect(detail.getByRole('listitem').first()).toBeVisible();

  // A reload (or a shared link) opens the same detail.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: message('en', 'vct_detail_title') })).toBeVisible();
  await expect(page.getByRole('dialog').getByText(code, { exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: message('en', 'vct_filter_card') })).toHaveValue(String(card.id));
  await expect(rows(page).first()).toContainText(card.name);
  expect(errors).toEqual([]);
});

test('the CSV export of a filter holds every row of it, amounts exact and signed', async ({ page, context, root }) => {
  const { access_token: token } = await signIn(context, root);
  const card = await spendingCard(root, token);
  const query = `card_id=${card.id}&status=SUCCESS`;
  const expected = await allTransactions(root, token, query);
  expect(expected.length).toBeGreaterThan(0);
  await openCardPage(page, `/vc/transactions?${query}`);
  await expect(rows(page).first().getByRole('link')).toBeVisible();
  await page.getByRole('button', { name: message('en', 'export_button') }).click();
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: message('en', 'export_format_csv') }).click();
  const downloaded = await file;
  expect(downloaded.suggestedFilename()).toMatch(/^card-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const [head = '', ...lines] = new TextDecoder()
    .decode(new Uint8Array(readFileSync((await downloaded.path()) ?? '')))
    .trimEnd()
    .split('\r\n');
  expect(head).toContain(`${message('en', 'vct_col_date')},${message('en', 'vct_detail_code')}`);
  expect(lines).toHaveLength(expected.length);
  for (const transaction of expected) {
    const line = lines.find((text) => text.includes(`,${transaction.code},`));
    expect(line, transaction.code).toBeDefined();
    expect(line).toContain(`,${signedExact(transaction)},`);
    expect(line).toContain(`,${message('en', 'vct_status_success')},`);
  }
});

test('/vc shows the card wallet balances and the fees the API gives, in words', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  // The balances are compared with the API's: no other journey may move the card wallet meanwhile.
  const { api } = await directorOnCardWallet(context, root, takeTurn);
  const { balances, fees } = await api.wallet();
  await openCardPage(page, '/vc');
  for (const type of ['MAIN', 'VC'] as const) {
    await expect(page.getByTestId(`vc-balance-${type}`)).toHaveText(
      formatMoney(balances[type].amount, balances[type].currency, 'en'),
    );
  }
  const money = (amount: string) => formatMoney(amount, fees.currency, 'en');
  await expect(page.getByTestId('vc-fee-issue')).toHaveText(feeWords(fees.issue));
  await expect(page.getByTestId('vc-fee-top_up')).toHaveText(feeWords(fees.top_up));
  await expect(page.getByTestId('vc-fee-fx')).toHaveText(feeWords(fees.fx));
  await expect(page.getByTestId('vc-fee-min_issue')).toHaveText(
    message('en', 'vc_fee_at_least', { amount: money(fees.limits.min_issue_amount) }),
  );
  await expect(page.getByTestId('vc-fee-top_up_range')).toHaveText(
    message('en', 'vc_fee_between', { min: money(fees.limits.min_top_up), max: money(fees.limits.max_top_up) }),
  );
  await expect(page.getByRole('link', { name: message('en', 'vc_overview_issue') })).toHaveAttribute(
    'href',
    '/vc/issue',
  );
  await expect(page.getByRole('region', { name: message('en', 'vc_overview_cards_title') })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: message('en', 'vc_overview_recent_title') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  expect(errors).toEqual([]);
});

test('in Vietnamese and the dark theme, labels and amounts are written the Vietnamese way', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'vi');
  await chooseColorMode(page, 'dark');
  await signIn(context, root);
  await openCardPage(page, '/vc/transactions?type=PAYMENT', 'vi');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('columnheader', { name: message('vi', 'vct_col_status') })).toBeVisible();
  const first = rows(page).first();
  await expect(first.getByRole('link')).toContainText(message('vi', 'vct_type_payment'));
  await expect(first.locator('td').last()).toContainText(/^-\d{1,3}(\.\d{3})*,\d{2}\sUS\$/);

  await openCardPage(page, '/vc', 'vi');
  await expect(page.getByRole('heading', { level: 2, name: message('vi', 'vc_fee_title') })).toBeVisible();
  await expect(page.getByTestId('vc-balance-MAIN')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\sUS\$$/);
});

test('without virtual cards, /vc and /vc/transactions show the gate and make no card call', async ({
  page,
  context,
  root,
}) => {
  const cardCalls = recordCardCalls(page);
  await signInAs(context, root, 'newbie@demo.test');
  for (const path of ['/vc', '/vc/transactions']) {
    await expectCardGate(page, path);
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  // Leaving the page after it settled: whatever it read was asked for by then, and none of it went to the card API.
  await page.goto('/');
  await hydrated(page);
  expect(cardCalls).toEqual([]);
});

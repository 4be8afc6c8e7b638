/**
 * Issuing a virtual card against the real server (issue 15): the director issues a card from the card wallet with
 * the fee and total shown, Back walking the steps and a double click issuing ONE card, which shows PENDING and
 * turns ACTIVE without a reload once the operator approves it, MAIN falling by amount + fee exactly; an answer lost
 * after the server committed ends in one card, pending then reconciled; funding by crypto in Vietnamese and the dark
 * theme shows the system payment's address, its QR code and the wrong-network warning; an amount MAIN cannot pay
 * with the fee is refused beside the field with the text kept. Axe on every step in both themes.
 */
import { expect, type Page } from '@playwright/test';
import Big from 'big.js';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import type { CardFeesType, CardType, SystemPaymentType } from '../src/contract/calls/card.ts';
import { cardFeeFor } from '../src/contract/card-fee.ts';
import type { Locale } from '../src/lib/locale.ts';
import { formatMoney } from '../src/lib/money.ts';
import { CARD_WALLET_TURN } from './cards-journey.ts';
import { chooseColorMode, chooseLanguage, expectAccessibleInBothThemes, message, signIn, test } from './fixtures.ts';

const ISSUE = '**/api/card/v1/cards/issue';
/** The journeys that move the director's card wallet take turns, so each can check MAIN exactly. */

/** The card API as a test reads it: GETs with the Bearer of a sign-in, answering the body's `data`. */
async function cardApi<T>(root: string, token: string, path: string): Promise<T> {
  const answer = await fetch(`${root}/api/card/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

async function mainOf(root: string, token: string): Promise<Big> {
  const balances = await cardApi<Record<'MAIN' | 'VC', { amount: string }>>(root, token, '/users/balance');
  return new Big(balances.MAIN.amount);
}

async function cardsNamed(root: string, token: string, name: string): Promise<CardType[]> {
  const page = await cardApi<{ items: CardType[] }>(root, token, `/cards?limit=100&search=${encodeURIComponent(name)}`);
  return page.items.filter((card) => card.name === name);
}

async function approveCard(root: string, id: number): Promise<void> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`);
  const answer = await fetch(`${root}/api/warehouse/v1/admin/card/${id}/approve`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey ?? '' },
  });
  expect(answer.status).toBe(200);
}

/** A card name no other run or journey uses. */
function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function stepHeading(page: Page, locale: Locale, key: string) {
  return page.getByRole('heading', { level: 2, name: message(locale, key) });
}

/** The funding step, from the card wallet, continued: the card step is shown. */
async function fundFromWallet(page: Page, locale: Locale): Promise<void> {
  await page.goto('/vc/issue');
  await expect(stepHeading(page, locale, 'vci_step_funding')).toBeVisible();
  await page.getByRole('radio', { name: message(locale, 'vci_way_main') }).check();
  await page.getByRole('button', { name: message(locale, 'vci_continue') }).click();
  await expect(stepHeading(page, locale, 'vci_step_card')).toBeVisible();
}

function nameField(page: Page, locale: Locale) {
  return page.getByRole('textbox', { name: message(locale, 'vci_name_label') });
}

function amountField(page: Page, locale: Locale) {
  return page.getByRole('textbox', { name: message(locale, 'vci_amount_label') });
}

test('the director issues a card from the card wallet: fee and total shown, one card for a double click, PENDING then ACTIVE live', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(CARD_WALLET_TURN);
  const { access_token: token } = await signIn(context, root);
  const fees = await cardApi<CardFeesType>(root, token, '/fees');
  const before = await mainOf(root, token);
  const name = uniqueName('Ads');
  const amount = '12.34';
  const fee = cardFeeFor(fees.issue, amount);
  const total = new Big(amount).plus(fee);
  const usd = (value: Big | string) => formatMoney(value, 'USD', 'en');

  await page.goto('/vc/issue');
  await expect(stepHeading(page, 'en', 'vci_step_funding')).toBeVisible();
  await page.getByRole('radio', { name: message('en', 'vci_way_main') }).check();
  await expect(page.getByTestId('vci-main')).toHaveText(usd(before));
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: message('en', 'vci_continue') }).click();

  // The card step: the fee in plain words, then fee and total as they type.
  await expect(stepHeading(page, 'en', 'vci_step_card')).toBeVisible();
  await expect(page.getByText(message('en', 'vci_fee_fixed', { fee: usd(fees.issue.value) }))).toBeVisible();
  await nameField(page, 'en').fill(name);
  await amountField(page, 'en').pressSequentially(amount);
  const figures = page.getByTestId('vci-figures');
  await expect(figures).toContainText(usd(fee));
  await expect(figures).toContainText(usd(total));
  await expect(figures).toContainText(usd(before.minus(total)));
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: message('en', 'vci_continue') }).click();

  // Confirm, then Back walks the steps with what was typed kept, and forward again.
  await expect(stepHeading(page, 'en', 'vci_step_confirm')).toBeVisible();
  const summary = page.locator('form dl');
  await expect(summary).toContainText(name);
  await expect(summary).toContainText(usd(total));
  await page.goBack();
  await expect(stepHeading(page, 'en', 'vci_step_card')).toBeVisible();
  await expect(nameField(page, 'en')).toHaveValue(name);
  await expect(amountField(page, 'en')).toHaveValue(amount);
  await page.goBack();
  await expect(stepHeading(page, 'en', 'vci_step_funding')).toBeVisible();
  await page.goForward();
  await expect(stepHeading(page, 'en', 'vci_step_card')).toBeVisible();
  await page.getByRole('button', { name: message('en', 'vci_continue') }).click();
  await expect(stepHeading(page, 'en', 'vci_step_confirm')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await page.getByRole('button', { name: message('en', 'vci_submit') }).dblclick();
  await expect(page.getByText(message('en', 'vci_outcome_pending'))).toBeVisible();
  await expect(page.getByTestId('vci-outcome')).toContainText(message('en', 'vc_status_pending'));
  const issued = await cardsNamed(root, token, name);
  expect(issued).toHaveLength(1);
  expect(issued[0]?.status).toBe('PENDING');
  expect((await mainOf(root, token)).toFixed(2)).toBe(before.minus(total).toFixed(2));
  await expectAccessibleInBothThemes(page);

  // The operator approves it: the open page turns ACTIVE without a reload (live event, or the 5 s read).
  await approveCard(root, issued[0]?.id ?? 0);
  await expect(page.getByText(message('en', 'vci_outcome_active'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: message('en', 'vci_to_list') })).toHaveAttribute('href', '/vc/list');
  expect(await cardsNamed(root, token, name)).toHaveLength(1);
});

test('an answer lost after the server committed: one card, pending then reconciled', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(CARD_WALLET_TURN);
  const { access_token: token } = await signIn(context, root);
  const name = uniqueName('Travel');
  await fundFromWallet(page, 'en');
  await nameField(page, 'en').fill(name);
  await amountField(page, 'en').pressSequentially('10.5');
  await page.getByRole('button', { name: message('en', 'vci_continue') }).click();
  await expect(stepHeading(page, 'en', 'vci_step_confirm')).toBeVisible();

  // The first request reaches the server, then its answer is cut; the checks get through.
  let sent = 0;
  let connected = false;
  await page.route(ISSUE, async (route) => {
    sent += 1;
    if (connected) return route.continue();
    if (sent === 1) await route.fetch();
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: message('en', 'vci_submit') }).click();
  await expect(page.getByText(message('en', 'kit_pending_title'))).toBeVisible();
  expect(await cardsNamed(root, token, name)).toHaveLength(1);
  connected = true;

  await expect(page.getByText(message('en', 'vci_outcome_pending'))).toBeVisible({ timeout: 30_000 });
  expect(sent).toBeGreaterThan(1);
  expect(await cardsNamed(root, token, name)).toHaveLength(1);
});

test('funding by crypto in Vietnamese and dark: the system address, its QR code and the wrong-network warning', async ({
  page,
  context,
  root,
}) => {
  await chooseLanguage(context, root, 'vi');
  await chooseColorMode(page, 'dark');
  const { access_token: token } = await signIn(context, root);
  const payments = await cardApi<SystemPaymentType[]>(root, token, '/system-payments');
  const tron = payments.find((payment) => payment.network === 'TRX' && payment.currency === 'USDT');
  expect(tron).toBeDefined();

  await page.goto('/vc/issue');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(stepHeading(page, 'vi', 'vci_step_funding')).toBeVisible();
  await page.getByRole('radio', { name: message('vi', 'vci_way_crypto') }).check();
  await page.getByRole('radio', { name: 'Tron (TRX)', exact: true }).check();
  await page.getByRole('radio', { name: 'USDT', exact: true }).check();

  await expect(page.getByTestId('vci-address')).toHaveText(tron?.address ?? '');
  const description = message('vi', 'vci_qr_description', { coin: 'USDT', network: 'Tron (TRX)' });
  await expect(page.getByRole('img', { name: message('vi', 'qr_image_label', { description }) })).toBeVisible();
  await expect(page.getByText(message('vi', 'vci_warning_title', { coin: 'USDT', network: 'TRX' }))).toBeVisible();
  await expect(
    page.getByText(message('vi', 'vci_warning_text', { coin: 'USDT', network: 'Tron (TRX)' })),
  ).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: message('vi', 'copy_action_label', { what: message('vi', 'vci_address_label') }),
    }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test('an amount MAIN cannot pay with the fee is refused beside the field, the text kept', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  await takeTurn(CARD_WALLET_TURN);
  const { access_token: token } = await signIn(context, root);
  const fees = await cardApi<CardFeesType>(root, token, '/fees');
  const main = await mainOf(root, token);
  // The demo's issue fee is fixed: the most a card takes is MAIN less the fee.
  expect(fees.issue.type).toBe('FIXED');
  // MAIN itself: with the fee on top it is more than MAIN holds.
  const tooMuch = main.toFixed(2);
  await fundFromWallet(page, 'en');
  await nameField(page, 'en').fill(uniqueName('Too much'));
  const field = amountField(page, 'en');
  await field.pressSequentially(tooMuch);
  const typed = await field.inputValue();
  await page.getByRole('button', { name: message('en', 'vci_continue') }).click();

  const most = main.minus(cardFeeFor(fees.issue, main));
  const refusal = message('en', 'vci_over_main', { most: formatMoney(most, 'USD', 'en') });
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(typed);
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/step=card/);
  await expectAccessibleInBothThemes(page);
});

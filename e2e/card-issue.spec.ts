/**
 * Issuing a virtual card against the real server (issue 15): the director issues a card from the card wallet with
 * the fee and total shown, Back walking the steps and a double click issuing ONE card, which shows PENDING and
 * turns ACTIVE without a reload once the operator approves it, MAIN falling by amount + fee exactly; an answer lost
 * after the server committed ends in one card, pending then reconciled; funding by crypto in Vietnamese and the dark
 * theme shows the system payment's address, its QR code and the wrong-network warning; an amount MAIN cannot pay
 * with the fee is refused beside the field with the text kept. Axe on every step in both themes.
 */
import { expect } from '@playwright/test';
import Big from 'big.js';
import type { SystemPaymentType } from '../src/contract/calls/card.ts';
import { cardFeeFor } from '../src/contract/card-fee.ts';
import { formatMoney } from '../src/lib/money.ts';
import {
  amountField,
  approveCard,
  cardApi,
  cardsNamed,
  chooseMainFunding,
  directorOnCardWallet,
  fundFromWallet,
  ISSUE,
  issueToConfirm,
  nameField,
  stepHeading,
  uniqueCardName,
} from './cards-journey.ts';
import { chooseColorMode, chooseLanguage, expectAccessibleInBothThemes, message, signIn, test } from './fixtures.ts';
import { loseAnswerAfterCommit } from './withdraw-journey.ts';

test('the director issues a card from the card wallet: fee and total shown, one card for a double click, PENDING then ACTIVE live', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  const { token, api } = await directorOnCardWallet(context, root, takeTurn);
  const { fees, main: before } = await api.wallet();
  const name = uniqueCardName('Ads');
  const amount = '12.34';
  const fee = cardFeeFor(fees.issue, amount);
  const total = new Big(amount).plus(fee);
  const usd = (value: Big | string) => formatMoney(value, 'USD', 'en');

  await chooseMainFunding(page, 'en');
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
  expect(new Big(await api.main()).toFixed(2)).toBe(before.minus(total).toFixed(2));
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
  const { token } = await directorOnCardWallet(context, root, takeTurn);
  const name = uniqueCardName('Travel');
  await issueToConfirm(page, 'en', name, '10.5');

  // The first request reaches the server, then its answer is cut; the checks get through.
  const network = await loseAnswerAfterCommit(page, ISSUE);
  await page.getByRole('button', { name: message('en', 'vci_submit') }).click();
  await expect(page.getByText(message('en', 'kit_pending_title'))).toBeVisible();
  expect(await cardsNamed(root, token, name)).toHaveLength(1);
  network.reconnect();

  await expect(page.getByText(message('en', 'vci_outcome_pending'))).toBeVisible({ timeout: 30_000 });
  expect(network.sent()).toBeGreaterThan(1);
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
  const payments = await cardApi(root, token).get<SystemPaymentType[]>('/system-payments');
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
  const { api } = await directorOnCardWallet(context, root, takeTurn);
  const { fees, main } = await api.wallet();
  // The demo's issue fee is fixed: the most a card takes is MAIN less the fee.
  expect(fees.issue.type).toBe('FIXED');
  // MAIN itself: with the fee on top it is more than MAIN holds.
  const tooMuch = main.toFixed(2);
  await fundFromWallet(page, 'en');
  await nameField(page, 'en').fill(uniqueCardName('Too much'));
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

/**
 * /vc/list journeys (issue 15): topping up a card once whatever the clicks and the connection do, freezing and
 * unfreezing, revealing the details with a card OTP (keyboard only, gone after 60 s and when the tab is hidden, never
 * stored or put in a URL), cancelling for good, and a person without cards making no card call.
 *
 * The tests run one after another and each takes the director's card-wallet turn (CARD_WALLET_TURN, shared with the
 * issue spec): the top-up checks the MAIN balance falls by exactly its amount and fee, which an issue or cancel of
 * another test in between would move.
 */

import { expect, type Page } from '@playwright/test';
import Big from 'big.js';
import { cardFeeFor } from '../src/contract/card-fee.ts';
import type { Locale } from '../src/lib/locale.ts';
import { formatMoney } from '../src/lib/money.ts';
import { latestMessageTo } from './auth-api.ts';
import {
  type ApiCard,
  approveCard,
  cardApi,
  cardFace,
  chargeCard,
  closeTopUp,
  directorOnCardWallet,
  expectCardGate,
  issueCard,
  openCardPage,
  recordCardCalls,
  recordRequests,
  settleCharge,
  startTopUp,
  TOP_UP,
  topUpSubmit,
  uniqueCardName,
} from './cards-journey.ts';
import {
  chooseColorMode,
  chooseLanguage,
  DIRECTOR_WITHDRAWAL_CODE,
  expectAccessibleInBothThemes,
  expectActiveElement,
  heading,
  hydrated,
  interactive,
  largestPaintText,
  message,
  signIn,
  signInAs,
  test,
} from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { loseAnswerAfterCommit } from './withdraw-journey.ts';

test.describe.configure({ mode: 'default' });

/** /vc/list searched for `card`: its face, shown. */
async function openList(page: Page, card: ApiCard, locale: Locale = 'en') {
  await openCardPage(page, `/vc/list?search=${encodeURIComponent(card.name)}`, locale);
  const face = cardFace(page, card.name);
  await expect(face).toBeVisible();
  return face;
}

test('the director tops up an ACTIVE card once, through a double click and a lost answer', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  const { token, api } = await directorOnCardWallet(context, root, takeTurn);
  const card = await issueCard(root, token, uniqueCardName('top-up'));
  const { main: mainBefore, fees } = await api.wallet();
  const amount = '12.34';
  const fee = cardFeeFor(fees.top_up, amount);

  const face = await openList(page, card);
  await expect(face).toContainText(`•••• ${card.last4}`);
  await expect(face).toContainText(message('en', 'vc_status_active'));
  await expect(face.getByRole('button', { name: message('en', 'vc_action_unfreeze') })).toHaveCount(0);
  const dialog = await startTopUp(page, face, card.name, amount);
  await expect(dialog.getByTestId('top-up-fee')).toHaveText(formatMoney(fee, 'USD', 'en', { exact: true }));
  await expect(dialog.getByTestId('top-up-total')).toHaveText(
    formatMoney(new Big(amount).plus(fee), 'USD', 'en', { exact: true }),
  );
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: message('en', 'vc_topup_continue') }).click();

  const network = await loseAnswerAfterCommit(page, TOP_UP);
  await topUpSubmit(dialog, amount).dblclick();
  await expect(dialog.getByText(message('en', 'kit_pending_title'))).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(message('en', 'kit_failed_title'))).toHaveCount(0);
  network.reconnect();
  await expect(dialog.getByTestId('top-up-done')).toBeVisible({ timeout: 20_000 });

  // Once: the card rose by the amount, MAIN fell by the amount and its fee, whatever was sent.
  const after = await api.card(card.id);
  expect(after.balance.amount).toBe(new Big(card.balance.amount).plus(amount).toString());
  expect(await api.main()).toBe(mainBefore.minus(amount).minus(fee).toString());
  // And the screen reconciled: the card shows its new balance.
  await closeTopUp(dialog);
  await expect(face.getByTestId('card-balance')).toHaveText(formatMoney(after.balance.amount, 'USD', 'en'));
  await api.cancel(card.id);
});

test('frozen, a spend is declined; unfrozen, a spend goes through and is listed as Spend — in Vietnamese, dark', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  const { token } = await directorOnCardWallet(context, root, takeTurn);
  await chooseLanguage(context, root, 'vi');
  await chooseColorMode(page, 'dark');
  const card = await issueCard(root, token, uniqueCardName('freeze'));
  const face = await openList(page, card, 'vi');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(face.getByTestId('card-balance')).toHaveText(formatMoney(card.balance.amount, 'USD', 'vi'));
  await expect(face).toContainText(message('vi', 'vc_status_active_meaning'));

  await face.getByRole('button', { name: message('vi', 'vc_action_freeze') }).click();
  const freeze = page.getByRole('dialog', { name: message('vi', 'vc_freeze_title', { name: card.name }) });
  await freeze.getByRole('button', { name: message('vi', 'vc_action_freeze') }).click();
  await expect(freeze).toHaveCount(0);
  await expect(face).toContainText(message('vi', 'vc_status_frozen'));
  await expect(face.getByRole('button', { name: message('vi', 'vc_action_top_up') })).toHaveCount(0);
  expect((await cardApi(root, token).card(card.id)).status).toBe('FROZEN');
  const declined = await chargeCard(root, card.id, '3.25');
  expect(declined).toMatchObject({ status: 'FAILURE', failure_reason: 'CARD_NOT_ACTIVE' });
  expect((await cardApi(root, token).card(card.id)).balance.amount).toBe(card.balance.amount);

  await face.getByRole('button', { name: message('vi', 'vc_action_unfreeze') }).click();
  const unfreeze = page.getByRole('dialog', { name: message('vi', 'vc_unfreeze_title', { name: card.name }) });
  await unfreeze.getByRole('button', { name: message('vi', 'vc_action_unfreeze') }).click();
  await expect(face).toContainText(message('vi', 'vc_status_active'));
  await expect(face.getByRole('button', { name: message('vi', 'vc_action_freeze') })).toBeVisible();
  expect((await cardApi(root, token).card(card.id)).status).toBe('ACTIVE');

  const spent = await chargeCard(root, card.id, '4.75');
  expect(spent.status).toBe('PENDING');
  await settleCharge(root, spent.id);
  const left = new Big(card.balance.amount).minus('4.75').toFixed(2);
  // The open list follows the spend without a reload (card.updated).
  await expect(face.getByTestId('card-balance')).toHaveText(formatMoney(left, 'USD', 'vi'));
  await page.goto(`/vc/transactions?card_id=${card.id}`);
  await hydrated(page);
  const rows = page.getByRole('table').locator('tbody tr');
  const spend = rows.filter({ hasText: spent.code });
  await expect(spend).toContainText(message('vi', 'vct_type_payment'));
  await expect(spend).toContainText(message('vi', 'vct_status_success'));
  const declinedRow = rows.filter({ hasText: declined.code });
  await expect(declinedRow).toContainText(message('vi', 'vct_status_failure'));
  // The server sends a code; the row words it in the user's language.
  await expect(declinedRow).toContainText(message('vi', 'vct_reason_card_not_active'));
  await expect(declinedRow).not.toContainText('CARD_NOT_ACTIVE');
  await cardApi(root, token).call('PUT', `/cards/${card.id}/cancel`);
  expect(errors).toEqual([]);
});

/** Whether `text` is anywhere the browser keeps data for the page: web storage, IndexedDB, the Cache API. */
async function storedAnywhere(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const dump: string[] = [];
    for (const store of [localStorage, sessionStorage]) {
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index) ?? '';
        dump.push(key, store.getItem(key) ?? '');
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of [...db.objectStoreNames]) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        dump.push(JSON.stringify(rows));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        dump.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    return dump.some((entry) => entry.includes(needle));
  }, text);
}

async function revealWithKeyboard(page: Page, face: ReturnType<typeof cardFace>, email: string, since: number) {
  // Reached with Tab from the top of the page, as a keyboard user does: no click, no programmatic focus.
  const reveal = face.getByRole('button', { name: message('en', 'vc_action_reveal') });
  await interactive(reveal);
  await tabTo(page, new RegExp(`^${message('en', 'vc_action_reveal')}`));
  await expectActiveElement(reveal);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('reveal-dialog');
  const code = dialog.getByRole('textbox', { name: message('en', 'vc_reveal_code') });
  await expect(code).toBeVisible();
  await expectActiveElement(code);
  const sent = await latestMessageTo(
    root(page),
    email,
    (mail) => mail.code !== null && Date.parse(mail.created_at) >= since,
  );
  await page.keyboard.type(sent.code ?? '');
  await page.keyboard.press('Enter');
  const values = dialog.getByTestId('reveal-values');
  await expect(values).toBeVisible();
  await expectActiveElement(values);
  return { dialog, values };
}

const root = (page: Page) => new URL(page.url()).origin;

test('the details show after a code, keyboard only, and go after 60 seconds, stored nowhere', async ({
  page,
  context,
  root: base,
  takeTurn,
}) => {
  const { token, api } = await directorOnCardWallet(context, base, takeTurn);
  // The card code is a security code like a withdrawal's: one open at a time in the director's mailbox.
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  const card = await issueCard(base, token, uniqueCardName('reveal'));
  const requests = recordRequests(page);
  await page.clock.install();
  const face = await openList(page, card);
  const since = Date.now() - 1000;
  const { dialog, values } = await revealWithKeyboard(page, face, 'director@demo.test', since);

  const number = values.getByText(/^\d{4}( \d{1,4}){2,4}$/);
  await expect(number).toBeVisible();
  const grouped = (await number.textContent()) ?? '';
  const pan = grouped.replace(/\s/g, '');
  expect(pan.endsWith(card.last4)).toBe(true);
  await expect(values.getByText(/^\d{2}\/\d{2}$/)).toBeVisible();
  await expect(dialog.getByTestId('reveal-countdown')).toContainText('1:00');
  await expectAccessibleInBothThemes(page);

  await page.clock.fastForward(30_000);
  await expect(values).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(values).toHaveCount(0);
  await expect(dialog.getByText(message('en', 'vc_reveal_hidden'))).toBeVisible();
  await expect(page.getByText(grouped)).toHaveCount(0);

  expect(await storedAnywhere(page, pan)).toBe(false);
  expect(requests.filter((url) => url.includes(pan))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await api.cancel(card.id);
});

test('FINANCE sees no Cancel, and the details go at once when the tab is hidden', async ({
  page,
  context,
  root: base,
  takeTurn,
}) => {
  const director = await directorOnCardWallet(context, base, takeTurn);
  const card = await issueCard(base, director.token, uniqueCardName('finance'));
  await context.clearCookies();
  await signIn(context, base, 'financial');
  const face = await openList(page, card);
  await expect(face.getByRole('button', { name: message('en', 'vc_action_freeze') })).toBeVisible();
  await expect(face.getByRole('button', { name: message('en', 'vc_action_cancel') })).toHaveCount(0);

  const { values } = await revealWithKeyboard(page, face, 'finance@demo.test', Date.now() - 1000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(values).toHaveCount(0);
  await director.api.cancel(card.id);
});

test('the director cancels a card for good: no action is left, the API says CANCELLED', async ({
  page,
  context,
  root,
  errors,
  takeTurn,
}) => {
  const { token, api } = await directorOnCardWallet(context, root, takeTurn);
  const card = await issueCard(root, token, uniqueCardName('cancel'));
  const face = await openList(page, card);
  await face.getByRole('button', { name: message('en', 'vc_action_cancel') }).click();
  const dialog = page.getByRole('dialog', { name: message('en', 'vc_cancel_title', { name: card.name }) });
  await expect(dialog).toContainText(
    message('en', 'vc_cancel_text', { amount: formatMoney(card.balance.amount, 'USD', 'en') }),
  );
  await dialog.getByRole('button', { name: message('en', 'vc_action_cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(face).toContainText(message('en', 'vc_status_cancelled'));
  await expect(face.getByRole('button')).toHaveCount(0);
  expect((await api.card(card.id)).status).toBe('CANCELLED');
  expect(errors).toEqual([]);
});

// The server publishes card.updated when the operator decides a card: the open list follows it.
test('a PENDING card turns ACTIVE on screen when the issuer approves it, without a reload', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  const { token, api } = await directorOnCardWallet(context, root, takeTurn);
  const card = await issueCard(root, token, uniqueCardName('live'), { pending: true });
  const face = await openList(page, card);
  await expect(face).toContainText(message('en', 'vc_status_pending_meaning'));
  await expect(face.getByRole('button')).toHaveText([message('en', 'vc_action_cancel')]);
  await approveCard(root, card.id);
  await expect(face).toContainText(message('en', 'vc_status_active'));
  await api.cancel(card.id);
});

test('a person without cards sees why, and no card call is made', async ({ page, context, root }) => {
  await signInAs(context, root, 'newbie@demo.test');
  const cardCalls = recordCardCalls(page);
  await expectCardGate(page, '/vc/list');
  expect(cardCalls).toEqual([]);
});

test('a SELLER sees no cards: the card pages are refused, no card link is offered and no card call is made', async ({
  page,
  context,
  root,
}) => {
  await signIn(context, root, 'seller');
  const cardCalls = recordCardCalls(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: message('en', 'nav_main') });
  await expect(nav.getByRole('link', { name: heading('/va', 'en') })).toBeVisible();
  await expect(nav.getByRole('link', { name: heading('/vc', 'en') })).toBeHidden();
  for (const path of ['/vc', '/vc/list', '/vc/issue', '/vc/transactions']) {
    await page.goto(path);
    await expect(page.getByText(message('en', 'error_status', { status: '403' }))).toBeVisible();
  }
  expect(cardCalls).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("/vc/issue's and /vc/list's largest text is their prerendered lead, not what the reads draw", async ({
    page,
    context,
    root,
  }) => {
    await signIn(context, root, 'director');
    await openCardPage(page, '/vc/issue');
    await expect(page.getByText(message('en', 'vci_way_crypto_detail'))).toBeVisible();
    expect(await largestPaintText(page)).toBe(message('en', 'page_vc_issue_lead'));
    await openCardPage(page, '/vc/list');
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
    expect(await largestPaintText(page)).toBe(message('en', 'page_vc_list_lead'));
  });
});

/**
 * Faults on every money-moving flow (issue 17), against the real server. Each journey makes one intent after another
 * on one screen, each meeting one fault of e2e/faults.ts, and each ends with exactly ONE transaction on the server
 * (read through the API), the screen saying "checking" while the outcome is unknown — never "failed" — then the
 * reconciled result, and what was typed still on the confirm step while the fault held.
 *
 * The matrix (flow × fault) and where each cell is proved:
 *
 * | flow        | offline                  | stall 30 s | 500                        | 502                          | reset after commit   |
 * | ----------- | ------------------------ | ---------- | -------------------------- | ---------------------------- | -------------------- |
 * | withdraw    | withdraw.spec (confirm)  | here       | here (after commit)        | withdraw.spec (before) + here (after commit) | withdraw.spec (double click) |
 * | VA withdraw | here                     | here       | here (after commit)        | here (before the server)     | va-withdraw.spec     |
 * | card issue  | here                     | here       | here (before the server)   | here (after commit)          | card-issue.spec      |
 * | card top-up | here                     | here       | here (after commit)        | here (before the server)     | cards.spec           |
 * | QR pay      | here                     | here       | here (before the server)   | here (after commit)          | here                 |
 *
 * Both positions of a 5xx are walked: before the server (a proxy's error page, nothing committed: the checks send
 * the intent once) and after the commit (the server's answer replaced by the error: the checks find the stored
 * result). The stall runs on Playwright's clock: the app's own 30 s timeout fires without a real wait.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import Big from 'big.js';
import { formatMoney } from '../src/lib/money.ts';
import { apiCall } from './auth-api.ts';
import {
  cardApi,
  cardFace,
  cardsNamed,
  directorOnCardWallet,
  fundFromWallet,
  ISSUE,
  amountField as issueAmountField,
  issueCard,
  nameField,
  openCardPage,
  stepHeading,
  uniqueCardName,
} from './cards-journey.ts';
import { commits, describeFault, type Fault, injectFault, installClock, passTimeout, resumeClock } from './faults.ts';
import {
  DIRECTOR_WITHDRAWAL_CODE,
  hydrated,
  interactive,
  message,
  signIn,
  test,
  transactionsOf,
  vaTransactions,
} from './fixtures.ts';
import { directorAtConfirm, WITHDRAWAL } from './withdraw-journey.ts';

/** One intent at its confirm step, and how its outcome is read. */
interface Intent {
  /** The button that sends it. */
  readonly submit: Locator;
  /** Where the confirm step is drawn: the page's main, or the dialog. */
  readonly scope: Locator;
  /** What the user typed, as the confirm step's summary shows it (an amount, a card's name). */
  readonly typed: string;
  /** The code field when the call needs a w-token: offline, the code cannot be checked, so nothing is sent. */
  readonly code?: Locator;
  /** The server's transactions of this intent, through the API. */
  readonly count: () => Promise<number>;
  /** The screen's reconciled result. */
  readonly done: Locator;
}

const text = (key: string) => message('en', key);

/**
 * Sends `intent` through `fault` on `call`: checking (or offline) while unknown, never failed, the input kept, the
 * server holding the transaction already when it committed and none when it did not; healed, the screen reconciles
 * to one transaction.
 */
async function walkFault(page: Page, call: string | RegExp, fault: Fault, intent: Intent): Promise<void> {
  const { scope } = intent;
  const failed = scope.getByText(text('kit_failed_title'));
  const summary = scope.locator('form dl');
  const injected = await injectFault(page, call, fault);
  await intent.submit.click();

  if (fault.kind === 'stall30s') {
    await injected.committed();
    // Committed, the answer not back: still sending, nothing claimed yet.
    await expect(scope.getByText(text('kit_pending_title'))).toHaveCount(0);
    await passTimeout(page);
  }
  if (fault.kind === 'offline' && intent.code) {
    // The w-token's code cannot be checked offline: said beside it, the code kept.
    const typedCode = await intent.code.inputValue();
    await expect(scope.getByText(text('error_network'))).toBeVisible();
    await expect(intent.code).toHaveValue(typedCode);
  } else {
    const waiting = fault.kind === 'offline' ? 'kit_pending_offline' : 'kit_pending_checking';
    await expect(scope.getByText(text('kit_pending_title'))).toBeVisible({ timeout: 20_000 });
    await expect(scope.getByText(text(waiting))).toBeVisible();
  }
  await expect(failed).toHaveCount(0);
  await expect(summary).toContainText(intent.typed);
  if (commits(fault)) await injected.committed();
  expect(await intent.count(), 'transactions while the fault holds').toBe(commits(fault) ? 1 : 0);

  await injected.heal();
  if (fault.kind === 'stall30s') await resumeClock(page);
  if (fault.kind === 'offline' && intent.code) await intent.submit.click();
  await expect(intent.done).toBeVisible({ timeout: 30_000 });
  await expect(failed).toHaveCount(0);
  expect(await intent.count(), 'transactions once reconciled').toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** A VND amount ending in 417, which no other journey withdraws, so the API finds this intent's withdrawal only. */
function uniqueVnd(): string {
  return String(100_417 + Math.floor(Math.random() * 900) * 1000);
}

/** The withdrawal cases of one wallet's route, walked by the director with emailed codes. */
async function withdrawJourney(
  page: Page,
  root: string,
  route: '/withdraw/bank' | '/va/withdraw/bank',
  faults: readonly Fault[],
) {
  await installClock(page);
  const { access_token: token } = await signIn(page.context(), root);
  for (const fault of faults) {
    await test.step(describeFault(fault), async () => {
      const amount = uniqueVnd();
      const submit = await directorAtConfirm(page, root, amount, route);
      const balance = route === '/withdraw/bank' ? '' : 'balance_type=VA&';
      await walkFault(page, WITHDRAWAL, fault, {
        submit,
        scope: page.locator('main'),
        typed: formatMoney(amount, 'VND', 'en'),
        code: page.getByRole('textbox', { name: text('kit_confirm_code') }),
        count: async () => {
          const query = `${balance}type=WITHDRAWAL&amount_min=${amount}&amount_max=${amount}`;
          return route === '/withdraw/bank'
            ? (await transactionsOf(root, token, 'WITHDRAWAL', amount)).total
            : (await vaTransactions(root, token, query)).total;
        },
        done: page.getByText(text('withdraw_outcome_pending')),
      });
    });
  }
}

test('withdrawing from the main wallet through a stalled answer, a 500 and a 502 after the commit: one withdrawal each', async ({
  page,
  root,
  takeTurn,
}) => {
  test.setTimeout(120_000);
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  await withdrawJourney(page, root, '/withdraw/bank', [
    { kind: 'stall30s' },
    { kind: 'http500', at: 'afterCommit' },
    { kind: 'http502', at: 'afterCommit' },
  ]);
});

test('withdrawing from the VA offline, through a stalled answer, a committed 500 and a proxy 502: one withdrawal each', async ({
  page,
  root,
  takeTurn,
}) => {
  test.setTimeout(150_000);
  await takeTurn(DIRECTOR_WITHDRAWAL_CODE);
  await withdrawJourney(page, root, '/va/withdraw/bank', [
    { kind: 'offline' },
    { kind: 'stall30s' },
    { kind: 'http500', at: 'afterCommit' },
    { kind: 'http502', at: 'beforeServer' },
  ]);
});

test('issuing cards offline, through a stalled answer, a proxy 500 and a committed 502: one card each', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  test.setTimeout(120_000);
  await installClock(page);
  const { token } = await directorOnCardWallet(context, root, takeTurn);
  const faults: Fault[] = [
    { kind: 'offline' },
    { kind: 'stall30s' },
    { kind: 'http500', at: 'beforeServer' },
    { kind: 'http502', at: 'afterCommit' },
  ];
  for (const fault of faults) {
    await test.step(describeFault(fault), async () => {
      const name = uniqueCardName('Fault');
      await fundFromWallet(page, 'en');
      await nameField(page, 'en').fill(name);
      await issueAmountField(page, 'en').pressSequentially('10.25');
      await page.getByRole('button', { name: text('vci_continue') }).click();
      await expect(stepHeading(page, 'en', 'vci_step_confirm')).toBeVisible();
      await walkFault(page, ISSUE, fault, {
        submit: page.getByRole('button', { name: text('vci_submit') }),
        scope: page.locator('main'),
        typed: name,
        count: async () => (await cardsNamed(root, token, name)).length,
        done: page.getByText(text('vci_outcome_pending')),
      });
    });
  }
});

const TOP_UP = /\/api\/card\/v1\/cards\/\d+\/top-up$/;

test('topping up a card offline, through a stalled answer, a committed 500 and a proxy 502: the card up once each time', async ({
  page,
  context,
  root,
  takeTurn,
}) => {
  test.setTimeout(120_000);
  await installClock(page);
  const { token, api } = await directorOnCardWallet(context, root, takeTurn);
  const card = await issueCard(root, token, uniqueCardName('Fault top-up'));
  await openCardPage(page, `/vc/list?search=${encodeURIComponent(card.name)}`);
  const face = cardFace(page, card.name);
  const dialog = page.getByRole('dialog', { name: message('en', 'vc_topup_title', { name: card.name }) });
  const faults: Fault[] = [
    { kind: 'offline' },
    { kind: 'stall30s' },
    { kind: 'http500', at: 'afterCommit' },
    { kind: 'http502', at: 'beforeServer' },
  ];
  for (const [index, fault] of faults.entries()) {
    await test.step(describeFault(fault), async () => {
      const amount = `11.0${index + 1}`;
      const before = new Big((await api.card(card.id)).balance.amount);
      await face.getByRole('button', { name: text('vc_action_top_up') }).click();
      const field = dialog.getByRole('textbox', { name: text('vc_topup_amount') });
      await interactive(field);
      await field.fill(amount);
      await dialog.getByRole('button', { name: text('vc_topup_continue') }).click();
      const money = formatMoney(amount, 'USD', 'en');
      await walkFault(page, TOP_UP, fault, {
        submit: dialog.getByRole('button', { name: message('en', 'vc_topup_submit', { amount: money }) }),
        scope: dialog,
        typed: money,
        // One top-up of this amount: the card rose by it exactly once (it rises by nothing else meanwhile).
        count: async () => {
          const rise = new Big((await api.card(card.id)).balance.amount).minus(before);
          return rise.div(amount).toNumber();
        },
        done: dialog.getByTestId('top-up-done'),
      });
      await dialog
        .getByRole('button')
        .filter({ hasText: text('vc_topup_close') })
        .click();
      await expect(dialog).toBeHidden();
    });
  }
  await cardApi(root, token).cancel(card.id);
});

test('paying QR codes offline, through a stalled answer, a proxy 500, a committed 502 and a reset: one payment each', async ({
  page,
  context,
  root,
}) => {
  test.setTimeout(150_000);
  await installClock(page);
  const { access_token: token } = await signIn(context, root);
  const merchants = await apiCall<{ items: { id: number; name: string }[] }>(
    root,
    'GET',
    '/virtual-accounts/qr',
    undefined,
    token,
  );
  const shop = merchants.body.data?.items.find((item) => item.name === 'Minh Anh Store');
  if (shop === undefined) throw new Error('the demo QR merchant is missing');
  await page.goto('/va/list/qr-merchant-list');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: text('qrm_pay_title') });
  const faults: Fault[] = [
    { kind: 'offline' },
    { kind: 'stall30s' },
    { kind: 'http500', at: 'beforeServer' },
    { kind: 'http502', at: 'afterCommit' },
    { kind: 'resetAfterCommit' },
  ];
  for (const fault of faults) {
    await test.step(describeFault(fault), async () => {
      // A code of its own, for an amount no other journey's code has (payments are counted per code).
      const amount = String(100_000 + Math.floor(Math.random() * 800) * 1000 + 417);
      const made = await apiCall<{ id: number; payload: string }>(
        root,
        'POST',
        '/virtual-accounts/qr',
        { qr_merchant_id: shop.id, amount, description: `Fault ${amount}` },
        token,
      );
      const code = made.body.data;
      if (code === undefined) throw new Error(`creating the code failed: ${made.status}`);
      await page.getByRole('button', { name: text('qrm_pay_open') }).click();
      await dialog.getByRole('textbox', { name: text('qrm_pay_payload') }).fill(code.payload);
      await dialog.getByRole('button', { name: text('qrm_pay_continue') }).click();
      await walkFault(page, '**/qr/top-up/qr-pay', fault, {
        submit: dialog.getByRole('button', { name: /^Pay / }),
        scope: dialog,
        typed: new Intl.NumberFormat('en').format(Number(amount)),
        count: async () => (await vaTransactions(root, token, `qr_code_id=${code.id}`)).total,
        done: dialog.getByTestId('qr-pay-done'),
      });
      await dialog.getByRole('button', { name: text('qrm_pay_close') }).click();
      await expect(dialog).toBeHidden();
    });
  }
});

/**
 * Faults on every money-moving flow (issue 17), against the real server. Each journey makes one intent after another
 * on one screen, each meeting faults of e2e/faults.ts, and each ends with exactly ONE transaction on the server (read
 * through the API), the screen saying "checking" while the outcome is unknown — never "failed" — then the reconciled
 * result, and what was typed still on the confirm step while the fault held.
 *
 * The matrix (flow × fault), and the spec proving each cell ("here" is this file):
 *
 * | flow        | offline                       | stall 30 s     | 500                          | 502                        | reset after commit          |
 * | ----------- | ----------------------------- | -------------- | ---------------------------- | -------------------------- | --------------------------- |
 * | withdraw    | withdraw.spec (before, mid-send) | here        | here (after commit, on the check) | withdraw.spec (before the server) | withdraw.spec (+ double click) |
 * | VA withdraw | here (then a proxy 502)       | here           | here (after commit, on the check) | here (before the server) | va-withdraw.spec           |
 * | card issue  | here                          | here           | here (before the server)     | here (after commit)        | card-issue.spec             |
 * | card top-up | here                          | here           | here (after commit)          | here (before the server)   | cards.spec (+ double click) |
 * | QR pay      | here                          | here           | here (before the server)     | here (after commit)        | here                        |
 *
 * Both positions of a 5xx are walked: before the server (a proxy's error page, nothing committed: the checks send
 * the intent once) and after the commit (the server's answer replaced by the error: the checks find the stored
 * result). The stall runs on Playwright's clock: the app's own 30 s timeout fires without a real wait. The withdraw
 * journeys chain faults on one intent (one emailed code each: see `withdrawJourney`).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import Big from 'big.js';
import { formatMoney } from '../src/lib/money.ts';
import {
  cardApi,
  cardFace,
  cardsNamed,
  closeTopUp,
  directorOnCardWallet,
  ISSUE,
  issueCard,
  issueToConfirm,
  openCardPage,
  startTopUp,
  TOP_UP,
  topUpSubmit,
  uniqueCardName,
} from './cards-journey.ts';
import {
  commits,
  describeFault,
  type Fault,
  type InjectedFault,
  injectFault,
  installClock,
  passTimeout,
  resumeClock,
} from './faults.ts';
import { FINANCE_WITHDRAWAL_CODE, message, signIn, test, vaTransactions } from './fixtures.ts';
import { demoQrShop, makeQrCode, openQrScreen, pasteQrPayload, uniqueQrAmount } from './qr-journey.ts';
import { atConfirm, WITHDRAWAL } from './withdraw-journey.ts';

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
 * Sends `intent` through `faults`, one after another: the first meets the submit; each next one meets the outcome
 * rule's next check (after an offline code check, the user's next submit). While each holds: "checking" (or
 * "offline") and never "failed", the summary of what was typed still shown, the server holding one transaction once
 * a fault let the request through and none before. Healed, the screen reconciles to exactly one transaction.
 */
async function walkFaults(page: Page, call: string | RegExp, faults: readonly Fault[], intent: Intent): Promise<void> {
  const { scope } = intent;
  const failed = scope.getByText(text('kit_failed_title'));
  let previous: { fault: Fault; injected: InjectedFault } | null = null;
  let committed = false;
  for (const fault of faults) {
    const injected = await injectFault(page, call, fault);
    if (previous === null || (previous.fault.kind === 'offline' && intent.code)) {
      await previous?.injected.heal();
      await intent.submit.click();
    } else {
      // The next check (a timer; a stall paused the clock) meets this fault.
      await previous.injected.heal();
      if (previous.fault.kind === 'stall30s') await resumeClock(page);
      await expect.poll(injected.sent, { timeout: 20_000 }).toBeGreaterThan(0);
    }
    if (fault.kind === 'stall30s') {
      await injected.committed();
      // Committed, the answer not back: still sending; "checking" comes from the app's own timeout, below.
      await expect(scope.getByText(text('kit_pending_title'))).toHaveCount(0);
      await passTimeout(page);
    }
    if (fault.kind === 'offline' && intent.code) {
      // The w-token's code cannot be checked offline: said beside it, the code kept, nothing sent.
      const typedCode = await intent.code.inputValue();
      await expect(scope.getByText(text('error_network'))).toBeVisible();
      await expect(intent.code).toHaveValue(typedCode);
    } else {
      const waiting = fault.kind === 'offline' ? 'kit_pending_offline' : 'kit_pending_checking';
      await expect(scope.getByText(text('kit_pending_title'))).toBeVisible({ timeout: 20_000 });
      await expect(scope.getByText(text(waiting))).toBeVisible();
    }
    await expect(failed).toHaveCount(0);
    await expect(scope.locator('form dl')).toContainText(intent.typed);
    committed ||= commits(fault);
    if (commits(fault)) await injected.committed();
    expect(await intent.count(), `transactions during ${describeFault(fault)}`).toBe(committed ? 1 : 0);
    previous = { fault, injected };
  }

  if (previous !== null) {
    await previous.injected.heal();
    if (previous.fault.kind === 'stall30s') await resumeClock(page);
    if (previous.fault.kind === 'offline' && intent.code) await intent.submit.click();
  }
  await expect(intent.done).toBeVisible({ timeout: 30_000 });
  await expect(failed).toHaveCount(0);
  expect(await intent.count(), 'transactions once reconciled').toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** One fault on one intent. */
function walkFault(page: Page, call: string | RegExp, fault: Fault, intent: Intent): Promise<void> {
  return walkFaults(page, call, [fault], intent);
}

/** A VND amount ending in 417, which no other journey withdraws, so the API finds this intent's withdrawal only. */
function uniqueVnd(): string {
  return String(100_417 + Math.floor(Math.random() * 900) * 1000);
}

/**
 * FINANCE of the director's team withdraws from `route`'s wallet, one intent per entry of `intents`, each through its
 * faults. FINANCE, not the director: the server sends one address at most five withdrawal codes an hour
 * (server/auth/limits.ts), and the director's are the other withdraw journeys'; so each intent here walks several
 * faults on one code.
 */
async function withdrawJourney(
  page: Page,
  root: string,
  route: '/withdraw/bank' | '/va/withdraw/bank',
  intents: readonly (readonly Fault[])[],
) {
  await installClock(page);
  const { access_token: token } = await signIn(page.context(), root, 'financial');
  for (const faults of intents) {
    await test.step(faults.map(describeFault).join(', then '), async () => {
      const amount = uniqueVnd();
      const submit = await atConfirm(page, root, 'finance@demo.test', amount, route);
      const wallet = route === '/withdraw/bank' ? 'MAIN' : 'VA';
      await walkFaults(page, WITHDRAWAL, faults, {
        submit,
        scope: page.locator('main'),
        typed: formatMoney(amount, 'VND', 'en'),
        code: page.getByRole('textbox', { name: text('kit_confirm_code') }),
        count: async () => {
          const query = `balance_type=${wallet}&type=WITHDRAWAL&amount_min=${amount}&amount_max=${amount}`;
          return (await vaTransactions(root, token, query)).total;
        },
        done: page.getByText(text('withdraw_outcome_pending')),
      });
      await page.getByRole('button', { name: text('withdraw_again') }).click();
    });
  }
}

test('withdrawing from the main wallet through an answer stalled past the timeout, then a 500 on the check: one withdrawal', async ({
  page,
  root,
  takeTurn,
}) => {
  test.setTimeout(90_000);
  await takeTurn(FINANCE_WITHDRAWAL_CODE);
  await withdrawJourney(page, root, '/withdraw/bank', [[{ kind: 'stall30s' }, { kind: 'http500', at: 'afterCommit' }]]);
});

test('withdrawing from the VA offline then through a proxy 502, and through a stalled answer then a 500 replacing the committed one: one withdrawal each', async ({
  page,
  root,
  takeTurn,
}) => {
  test.setTimeout(120_000);
  await takeTurn(FINANCE_WITHDRAWAL_CODE);
  await withdrawJourney(page, root, '/va/withdraw/bank', [
    [{ kind: 'offline' }, { kind: 'http502', at: 'beforeServer' }],
    [{ kind: 'stall30s' }, { kind: 'http500', at: 'afterCommit' }],
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
      await issueToConfirm(page, 'en', name, '10.25');
      await walkFault(page, ISSUE, fault, {
        submit: page.getByRole('button', { name: text('vci_submit') }),
        scope: page.locator('main'),
        typed: name,
        count: async () => (await cardsNamed(root, token, name)).length,
        done: page.getByText(text('vci_outcome_pending')),
      });
      await page.getByRole('button', { name: text('vci_again') }).click();
    });
  }
});

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
      const dialog = await startTopUp(page, face, card.name, amount);
      await dialog.getByRole('button', { name: text('vc_topup_continue') }).click();
      await walkFault(page, TOP_UP, fault, {
        submit: topUpSubmit(dialog, amount),
        scope: dialog,
        typed: formatMoney(amount, 'USD', 'en'),
        // One top-up of this amount: the card rose by it exactly once (it rises by nothing else meanwhile).
        count: async () => {
          const rise = new Big((await api.card(card.id)).balance.amount).minus(before);
          return rise.div(amount).toNumber();
        },
        done: dialog.getByTestId('top-up-done'),
      });
      await closeTopUp(dialog);
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
  const shop = await demoQrShop(root, token);
  await openQrScreen(page);
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
      const amount = uniqueQrAmount(417);
      const code = await makeQrCode(root, token, shop.id, amount, `Fault ${amount}`);
      const dialog = await pasteQrPayload(page, code.payload);
      await dialog.getByRole('button', { name: text('qrm_pay_continue') }).click();
      await walkFault(page, '**/qr/top-up/qr-pay', fault, {
        submit: dialog.getByRole('button', { name: /^Pay / }),
        scope: dialog,
        typed: new Intl.NumberFormat('en').format(Number(amount)),
        count: async () => (await vaTransactions(root, token, `qr_code_id=${code.id}`)).total,
        done: dialog.getByTestId('qr-pay-done'),
      });
      await dialog
        .getByRole('button')
        .filter({ hasText: text('qrm_pay_close') })
        .click();
      await expect(dialog).toBeHidden();
    });
  }
});

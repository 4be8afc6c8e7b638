/**
 * What the withdraw journeys share (e2e/withdraw.spec.ts from the main wallet, e2e/va-withdraw.spec.ts from the VA);
 * the card journeys cut an answer after the commit with `loseAnswerAfterCommit` too.
 */
import { expect, type Page } from '@playwright/test';
import type { RoutePath } from '../src/app/routes.ts';
import type { Locale } from '../src/lib/locale.ts';
import { formatMoney } from '../src/lib/money.ts';
import { latestMessageTo } from './auth-api.ts';
import { heading, hydrated, message } from './fixtures.ts';

/** The withdrawal call, to hold or cut in the browser. */
export const WITHDRAWAL = /\/api\/v1\/virtual-accounts\/transactions\/withdrawal$/;

/** The director's seeded bank account (the payment-methods journey adds another Vietcombank one). */
export const DIRECTOR_BANK = /^Vietcombank.*•••• 4567 · NGUYEN MINH ANH$/;

/** The amount field of the enter-info step. */
export const amountField = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: message(locale, 'withdraw_amount_label') });

/** Opens a withdraw-to-bank route and picks the saved bank whose name matches `bank`. */
export async function chooseBank(
  page: Page,
  locale: Locale,
  bank: RegExp,
  route: RoutePath = '/withdraw/bank',
): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: heading(route, locale) })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: bank }).click();
  await expect(amountField(page, locale)).toBeVisible();
}

/**
 * The director at the confirm step of a withdrawal of `amount` ₫ to the seeded bank from `route`'s wallet, the
 * emailed code typed; answers the submit button.
 */
export function directorAtConfirm(page: Page, root: string, amount: string, route?: RoutePath) {
  return atConfirm(page, root, 'director@demo.test', amount, route);
}

/** `email`'s demo person (the director, or FINANCE of the director's team) at the confirm step, as above. */
export async function atConfirm(page: Page, root: string, email: string, amount: string, route?: RoutePath) {
  await chooseBank(page, 'en', DIRECTOR_BANK, route);
  await amountField(page, 'en').pressSequentially(amount);
  const sentAfter = new Date().toISOString();
  await page.getByRole('button', { name: message('en', 'withdraw_continue') }).click();
  const submit = page.getByRole('button', {
    name: message('en', 'withdraw_submit_amount', { amount: formatMoney(amount, 'VND', 'en') }),
  });
  await expect(submit).toBeVisible();
  const mail = await latestMessageTo(root, email, (sent) => sent.created_at >= sentAfter && !!sent.code);
  await page.getByRole('textbox', { name: message('en', 'kit_confirm_code') }).fill(mail.code ?? '');
  return submit;
}

/**
 * The first request to `call` (the withdrawal unless named; the card journeys cut a card issue or top-up) reaches the
 * server, which commits it; its answer is then cut off, and the connection stays down (the HTTP client's own retries
 * with the same key fail too) until `reconnect()`.
 */
export async function loseAnswerAfterCommit(page: Page, call: string | RegExp = WITHDRAWAL) {
  let sent = 0;
  let connected = false;
  await page.route(call, async (route) => {
    sent += 1;
    if (connected) return route.continue();
    if (sent === 1) await route.fetch();
    return route.abort('connectionreset');
  });
  return {
    /** How many times the request was sent. */
    sent: () => sent,
    reconnect: () => {
      connected = true;
    },
  };
}

/**
 * Steps the card e2e specs share: the director signed in on the card wallet's turn, the card client's API as a test
 * calls it (`/api/card/v1`, the Bearer of a sign-in, answers in an `ok` envelope), a card of the test's own issued
 * and approved by the operator, the card wallet read before and after, a card page opened, and the gate a person
 * without cards meets; the issue wizard's steps (e2e/card-issue.spec.ts, e2e/faults.spec.ts) and the top-up
 * dialog's (e2e/cards.spec.ts, e2e/faults.spec.ts).
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import Big from 'big.js';
import { readAdminKeyFile } from '../server/operator/key-file.ts';
import type { CardBalancesType, CardFeesType, CardType } from '../src/contract/calls/card.ts';
import type { Locale } from '../src/lib/locale.ts';
import { formatMoney } from '../src/lib/money.ts';
import { heading, hydrated, interactive, message, signIn } from './fixtures.ts';

export const CARD_BASE = '/api/card/v1';

/** The turn (`takeTurn`) of every journey that moves the director's card wallet, so exact MAIN checks hold. */
export const CARD_WALLET_TURN = 'director-card-wallet';

export interface ApiCard {
  readonly id: number;
  readonly name: string;
  readonly last4: string;
  readonly status: string;
  readonly balance: { readonly amount: string; readonly currency: string };
}

/** The card client of `token`'s person. */
export function cardApi(root: string, token: string) {
  async function call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const answer = await fetch(`${root}${CARD_BASE}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await answer.json()) as { data?: T; code?: string };
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${json.code}`);
    return json.data as T;
  }
  const balances = () => call<CardBalancesType>('GET', '/users/balance');
  const fees = () => call<CardFeesType>('GET', '/fees');
  return {
    call,
    get: <T>(path: string) => call<T>('GET', path),
    card: (id: number) => call<ApiCard>('GET', `/cards/${id}`),
    main: async () => (await balances()).MAIN.amount,
    fees,
    /** The card wallet read before a journey moves it: its balances, MAIN as a number, and the fees it charges. */
    wallet: async () => {
      const [balance, fee] = await Promise.all([balances(), fees()]);
      return { balances: balance, main: new Big(balance.MAIN.amount), fees: fee };
    },
    /** Cancels a card for good: how a journey leaves the director's card list as it found it. */
    cancel: (id: number) => call('PUT', `/cards/${id}/cancel`),
  };
}

/** What `takeTurn` of the e2e fixtures is: waits for, then holds until the test ends, a turn named `what`. */
type TakeTurn = (what: string) => Promise<void>;

/**
 * The director signed in on `context`, holding the card-wallet turn (taken first, so no other journey issues, tops
 * up or cancels between this test's reads of MAIN and the cards), with the card client of that sign-in. Every
 * journey that moves or compares the director's card wallet starts so.
 */
export async function directorOnCardWallet(context: BrowserContext, root: string, takeTurn: TakeTurn) {
  await takeTurn(CARD_WALLET_TURN);
  const { access_token: token } = await signIn(context, root, 'director');
  return { token, api: cardApi(root, token) };
}

/** A card name no other test uses (≤ 50 characters). */
export const uniqueCardName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Issues a card of `initial` from MAIN; approved by the operator unless `pending`. */
export async function issueCard(root: string, token: string, name: string, options: { pending?: boolean } = {}) {
  const api = cardApi(root, token);
  const { card } = await api.call<{ card: ApiCard }>(
    'POST',
    '/cards/issue',
    { name, initial_amount: '20', funding_source: 'MAIN' },
    { 'idempotency-key': crypto.randomUUID() },
  );
  if (!options.pending) await approveCard(root, card.id);
  return card;
}

/** An operator call with the e2e server's admin key; its answer's data. */
async function operator<T>(root: string, path: string, body?: unknown): Promise<T> {
  const adminKey = readAdminKeyFile(`.data/e2e-${new URL(root).port}`);
  const answer = await fetch(`${root}/api/warehouse/v1/admin${path}`, {
    method: 'POST',
    headers: { 'x-admin-key': adminKey ?? '', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, path).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** The operator (the issuer) approves a PENDING card: the step between issuing and an ACTIVE card. */
export async function approveCard(root: string, id: number): Promise<void> {
  await operator(root, `/card/${id}/approve`);
}

export interface SimulatedCharge {
  readonly id: number;
  readonly code: string;
  readonly status: string;
  readonly failure_reason: string | null;
}

/** The card network asks to charge `amount` on the card (the processor simulation): PENDING, or FAILURE if declined. */
export function chargeCard(root: string, cardId: number, amount: string): Promise<SimulatedCharge> {
  return operator(root, `/cards/${cardId}/charges`, { amount, merchant: { name: 'E2E Coffee', country: 'VN' } });
}

/** The network settles a charge it authorised. */
export function settleCharge(root: string, transactionId: number): Promise<SimulatedCharge> {
  return operator(root, `/cards/transactions/${transactionId}/settle`);
}

/** The card face of a card named `name` on /vc/list. */
export const cardFace = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Every request the page makes, to look for a value in a URL. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Every call the page makes to the card client, from now on: a person without cards must make none. */
export function recordCardCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(CARD_BASE)) urls.push(request.url());
  });
  return urls;
}

/** Opens a card page (`path` may carry a query) and waits until its heading shows and its islands have hydrated. */
export async function openCardPage(page: Page, path: string, locale: Locale = 'en'): Promise<void> {
  await page.goto(path);
  const route = new URL(path, 'http://card.test').pathname;
  await expect(page.getByRole('heading', { level: 1, name: heading(route, locale) })).toBeVisible();
  await hydrated(page);
}

/** Opens a card page as someone without virtual cards: the gate says why, in place of the page's content. */
export async function expectCardGate(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByText(message('en', 'vc_gate_title'))).toBeVisible();
  await expect(page.locator('[data-gate="off"]')).toBeVisible();
}

/** The card issue call, to cut in the browser. */
export const ISSUE = '**/api/card/v1/cards/issue';

/** The cards of the signed-in person named `name`: a double click or a retry must leave exactly one. */
export async function cardsNamed(root: string, token: string, name: string): Promise<CardType[]> {
  const search = `/cards?limit=100&search=${encodeURIComponent(name)}`;
  const page = await cardApi(root, token).get<{ items: CardType[] }>(search);
  return page.items.filter((card) => card.name === name);
}

/** A step of the issue wizard, by its heading. */
export function stepHeading(page: Page, locale: Locale, key: string) {
  return page.getByRole('heading', { level: 2, name: message(locale, key) });
}

/** The issue wizard opened at its funding step, funding from the card wallet's MAIN chosen. */
export async function chooseMainFunding(page: Page, locale: Locale): Promise<void> {
  await page.goto('/vc/issue');
  await expect(stepHeading(page, locale, 'vci_step_funding')).toBeVisible();
  await page.getByRole('radio', { name: message(locale, 'vci_way_main') }).check();
}

/** The funding step, from the card wallet, continued: the card step is shown. */
export async function fundFromWallet(page: Page, locale: Locale): Promise<void> {
  await chooseMainFunding(page, locale);
  await page.getByRole('button', { name: message(locale, 'vci_continue') }).click();
  await expect(stepHeading(page, locale, 'vci_step_card')).toBeVisible();
}

/** The issue wizard's card name field. */
export function nameField(page: Page, locale: Locale) {
  return page.getByRole('textbox', { name: message(locale, 'vci_name_label') });
}

/** The issue wizard's amount field. */
export function amountField(page: Page, locale: Locale) {
  return page.getByRole('textbox', { name: message(locale, 'vci_amount_label') });
}

/** The issue wizard walked from the card wallet to its confirm step, `name` and `amount` typed. */
export async function issueToConfirm(page: Page, locale: Locale, name: string, amount: string): Promise<void> {
  await fundFromWallet(page, locale);
  await nameField(page, locale).fill(name);
  await amountField(page, locale).pressSequentially(amount);
  await page.getByRole('button', { name: message(locale, 'vci_continue') }).click();
  await expect(stepHeading(page, locale, 'vci_step_confirm')).toBeVisible();
}

/** The card top-up call, to cut in the browser. */
export const TOP_UP = /\/api\/card\/v1\/cards\/\d+\/top-up$/;

/** The card face's Top up pressed and `amount` typed in the dialog of the card named `name`, which is returned. */
export async function startTopUp(page: Page, face: Locator, name: string, amount: string): Promise<Locator> {
  await face.getByRole('button', { name: message('en', 'vc_action_top_up') }).click();
  const dialog = page.getByRole('dialog', { name: message('en', 'vc_topup_title', { name }) });
  const field = dialog.getByRole('textbox', { name: message('en', 'vc_topup_amount') });
  await interactive(field);
  await field.fill(amount);
  return dialog;
}

/** The top-up dialog's submit, named with the amount it sends. */
export function topUpSubmit(dialog: Locator, amount: string): Locator {
  return dialog.getByRole('button', {
    name: message('en', 'vc_topup_submit', { amount: formatMoney(amount, 'USD', 'en') }),
  });
}

/** The done step's own Close (the dialog's corner button has the same name, but no text). */
export async function closeTopUp(dialog: Locator): Promise<void> {
  await dialog
    .getByRole('button')
    .filter({ hasText: message('en', 'vc_topup_close') })
    .click();
}

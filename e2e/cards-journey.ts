/**
 * Steps the card e2e specs share: the card client's API as a test calls it (`/api/card/v1`, the Bearer of a
 * sign-in, answers in an `ok` envelope), a card of the test's own issued and approved by the operator, and the
 * card wallet read before and after.
 */
import { expect, type Page } from '@playwright/test';
import { readAdminKeyFile } from '../server/operator/key-file.ts';

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
  return {
    call,
    card: (id: number) => call<ApiCard>('GET', `/cards/${id}`),
    main: async () => (await call<Record<string, { amount: string }>>('GET', '/users/balance')).MAIN?.amount ?? '0',
    fees: () => call<{ top_up: { type: 'FIXED' | 'PERCENT'; value: string; currency?: string } }>('GET', '/fees'),
  };
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

/** Every request the page makes, to look for the card client's paths or a value in a URL. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Signed calls to the reference API from Node, the way the app's client sends them (src/lib/http/signature.ts),
 * for the bench scripts. Tokens stay in memory: nothing here prints a value.
 */
import { signatureHeaders } from '../../src/lib/http/signature.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';
/** GOLD business with MAIN and VA wallets and 2FA off (docs in e2e/fixtures.ts). */
export const BENCH_PERSON = 'director@demo.test';

export interface Answer {
  readonly status: number;
  readonly body: { data?: unknown; code?: string };
  readonly headers: Headers;
}

/** Headers of one signed request; `token` adds the Bearer. */
export function signedHeaders(method: string, url: string, token?: string): Record<string, string> {
  const headers: Record<string, string> = { ...signatureHeaders(method, url, Date.now()) };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = `${base}${path}`;
  const headers = { ...signedHeaders(method, url, options.token), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Answer['body']),
    headers: response.headers,
  };
}

/** An access token of a demo person whose 2FA is off. */
export async function signIn(base: string, email = BENCH_PERSON): Promise<string> {
  const answer = await call(base, 'POST', '/api/v1/login', { body: { email, password: DEMO_PASSWORD } });
  const token = (answer.body.data as { access_token?: string } | undefined)?.access_token;
  if (answer.status !== 200 || token === undefined) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return token;
}

/** Available (validate_balance) VND of a wallet, as a decimal string. */
export async function availableVnd(base: string, token: string, wallet: 'MAIN' | 'VA'): Promise<string> {
  const answer = await call(base, 'GET', `/api/v2/customers/balances/${wallet}`, { token });
  const balances = (answer.body.data as { balances?: { currency: string; validate_balance: string }[] } | undefined)
    ?.balances;
  const vnd = balances?.find((balance) => balance.currency === 'VND');
  if (answer.status !== 200 || vnd === undefined) throw new Error(`balances of ${wallet} answered ${answer.status}`);
  return vnd.validate_balance;
}

export interface ListedTransfer {
  readonly code: string;
  readonly type: string;
  readonly status: string;
  readonly amount: string;
  readonly currency: string;
  readonly source: { balance_type?: string };
  readonly destination: { balance_type?: string };
  readonly created_at: string;
}

/** Every INTERNAL transaction created at or after `from`, read page by page through the list call. */
export async function internalTransfersSince(base: string, token: string, from: string): Promise<ListedTransfer[]> {
  const all: ListedTransfer[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ type: 'INTERNAL', from, page: String(page), limit: '100' });
    const answer = await call(base, 'GET', `/api/v2/virtual-accounts/transactions?${query}`, { token });
    if (answer.status !== 200) throw new Error(`transactions list answered ${answer.status}`);
    const items = (answer.body.data as { items: ListedTransfer[] }).items;
    all.push(...items);
    if (items.length < 100) return all;
  }
}

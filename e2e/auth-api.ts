/**
 * Signed calls to the reference API and the development outbox, for browser tests that prepare their own
 * accounts (so no test depends on, or disturbs, another's).
 */
import { expect } from '@playwright/test';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';

export const TEST_PASSWORD = 'Sturdy-lantern-2026';

export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly body: { status?: boolean; data?: T; code?: string; message?: string };
}

/** A signed request, as the browser client sends it; `token` adds the Bearer, `extra` a w-token or an idempotency key. */
export async function apiCall<T = unknown>(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  extra: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const url = `${baseURL}/api/v1${path}`;
  const headers: Record<string, string> = { ...signatureHeaders(method, url, Date.now()), ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer<T>['body'] };
}

export interface OutboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly code: string | null;
  readonly link: string | null;
  readonly created_at: string;
}

/** The newest message the server "sent" to `to` that `matches`, waiting for it to arrive. */
export async function latestMessageTo(
  baseURL: string,
  to: string,
  matches: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${baseURL}/__dev/outbox`)).json()) as OutboxMessage[];
        found = messages.find((message) => message.to === to && matches(message));
        return found !== undefined;
      },
      // The outbox is read whole, and on a loaded CI machine the wait has run past the default 10 s.
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** An address nobody else uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A new INDIVIDUAL account through the API as sign-up makes it: email verified by its code, then registered. */
export async function createAccount(baseURL: string, email: string, password = TEST_PASSWORD): Promise<void> {
  expect((await apiCall(baseURL, 'POST', '/otp/send-mail', { email })).status).toBe(200);
  const { code } = await latestMessageTo(baseURL, email, (message) => message.code !== null);
  expect((await apiCall(baseURL, 'POST', '/otp/verify-mail', { email, code })).status).toBe(200);
  const registered = await apiCall(baseURL, 'POST', '/register', {
    account_type: 'INDIVIDUAL',
    email,
    password,
    calling_code: '+84',
    phone_number: '912345678',
    country: 'VN',
  });
  expect(registered.status).toBe(200);
}

/** Sign in through POST /login (or the team members' login); the auth response. */
export async function login(
  baseURL: string,
  email: string,
  password: string,
  asTeamMember = false,
): Promise<ApiAnswer<AuthTokensType>> {
  return apiCall<AuthTokensType>(baseURL, 'POST', asTeamMember ? '/delegation/accounts/login' : '/login', {
    email,
    password,
  });
}

/** The newest code sent to `to` since `since` (epoch ms, taken before the action that sends it), waiting for it. */
export async function codeSentTo(baseURL: string, to: string, since: number): Promise<string> {
  const sent = await latestMessageTo(baseURL, to, (item) => item.code !== null && Date.parse(item.created_at) >= since);
  return sent.code ?? '';
}

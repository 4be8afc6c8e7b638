/**
 * Signed calls to the reference API and the development outbox, for browser tests that prepare their own
 * accounts (so no test depends on, or disturbs, another's).
 */
import { expect } from '@playwright/test';
import type { AuthTokensType } from '../src/contract/calls/auth.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';
import { sawAnswer, sawSecret } from './leak-watch.ts';

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
  const answer = (await response.json()) as ApiAnswer<T>['body'];
  sawAnswer(path, answer);
  return { status: response.status, body: answer };
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
  sawSecret('code', found?.code);
  return found as OutboxMessage;
}

/** An address nobody else uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A new INDIVIDUAL account through the API as sign-up makes it: email verified by its code, then registered. */
export async function createAccount(
  baseURL: string,
  email: string,
  accountType: 'INDIVIDUAL' | 'BUSINESS' = 'INDIVIDUAL',
): Promise<void> {
  expect((await apiCall(baseURL, 'POST', '/otp/send-mail', { email })).status).toBe(200);
  const { code } = await latestMessageTo(baseURL, email, (message) => message.code !== null);
  expect((await apiCall(baseURL, 'POST', '/otp/verify-mail', { email, code })).status).toBe(200);
  const registered = await apiCall(baseURL, 'POST', '/register', {
    account_type: accountType,
    email,
    password: TEST_PASSWORD,
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

/**
 * Prove the account's number with the code texted to it, as the security screen's phone dialog does (so SMS may be
 * the second factor): PUT /accounts/me with `phone_code`, behind an emailed `update_profile` code (2FA is off).
 */
export async function provePhone(
  baseURL: string,
  session: { readonly token: string; readonly email: string },
  phone: { readonly calling_code: string; readonly phone_number: string },
): Promise<void> {
  const { token, email } = session;
  const since = Date.now();
  expect((await apiCall(baseURL, 'POST', '/otp/send-sms', phone, token)).status).toBe(200);
  const phoneCode = await codeSentTo(baseURL, `${phone.calling_code}${phone.phone_number}`, since);
  expect((await apiCall(baseURL, 'POST', '/two-factor/challenge', { purpose: 'update_profile' }, token)).status).toBe(
    200,
  );
  const code = await codeSentTo(baseURL, email, since);
  const verified = await apiCall<{ w_token: string }>(
    baseURL,
    'POST',
    '/two-factor/verify',
    { purpose: 'update_profile', code },
    token,
  );
  const me = await apiCall<{ full_name: string; country: string }>(baseURL, 'GET', '/accounts/me', undefined, token);
  const { full_name, country } = me.body.data ?? { full_name: '', country: '' };
  const saved = await apiCall(
    baseURL,
    'PUT',
    '/accounts/me',
    { full_name, country, ...phone, phone_code: phoneCode },
    token,
    { 'w-token': verified.body.data?.w_token ?? '' },
  );
  expect(saved.status).toBe(200);
}

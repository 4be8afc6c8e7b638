/**
 * The auth handler tests' server: the real contract and handlers over one database per file (every test
 * uses its own emails) with a fresh clock per test, plus helpers for the flows a person goes through.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../../../server/db/client.ts';
import { outbox } from '../../../../server/db/schema/auth.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../../setup/test-db.ts';
import { createTestApi, json, type TestApi, type TestApiOptions } from '../harness.ts';

export const PASSWORD = 'Correct-horse-42';

export interface AuthContext {
  api: TestApi;
}

export function useAuthApi(options: TestApiOptions = {}): AuthContext {
  const context = {} as AuthContext;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    context.api = await createTestApi({ ...options, ...(handle ? { handle } : {}) });
  });
  return context;
}

let addresses = 0;

/** An email no other test uses. */
export function freshEmail(prefix = 'user'): string {
  addresses += 1;
  return `${prefix}.${addresses}.${Date.now()}@example.test`;
}

/** The code of the latest message sent to `to`. */
export async function latestCode(api: TestApi, to: string): Promise<string> {
  const [message] = await api.handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!message?.code) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

export async function messagesTo(api: TestApi, to: string) {
  return api.handle.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id));
}

export function post(api: TestApi, path: string, body: unknown, lang?: string) {
  return api.call('POST', `/api/v1${path}`, { body, ...(lang === undefined ? {} : { lang }) });
}

/** Prove the email with a code, as the sign-up page does. */
export async function verifyEmail(api: TestApi, email: string): Promise<void> {
  await post(api, '/otp/send-mail', { email });
  const response = await post(api, '/otp/verify-mail', { email, code: await latestCode(api, email) });
  if (response.status !== 200) throw new Error(`verify-mail answered ${response.status}`);
}

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    account_type: 'INDIVIDUAL',
    email,
    password: PASSWORD,
    calling_code: '+84',
    phone_number: '912345678',
    country: 'VN',
    ...overrides,
  };
}

export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly [field: string]: unknown;
}

/** A new account through the real sign-up flow; returns its tokens. */
export async function register(api: TestApi, email = freshEmail()): Promise<{ email: string; tokens: Tokens }> {
  await verifyEmail(api, email);
  const response = await post(api, '/register', registration(email));
  if (response.status !== 200) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { email, tokens: (await json(response)).data as Tokens };
}

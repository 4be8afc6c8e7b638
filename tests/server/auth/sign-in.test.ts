/**
 * Password sign-in limits (server/auth/limits.ts), on both drivers: a try is counted before the password is
 * checked, per account and address, per account and per address; behind a trusted proxy the address is the
 * forwarded caller.
 */
import { beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { latestCode, PASSWORD } from '../api/handlers/auth-setup.ts';
import { createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';

/** The harness's requests come from 198.51.100.x: trusted as proxies, the forwarded caller counts. */
const BEHIND_PROXY = { TRUSTED_PROXIES: '198.51.100.0/24' };
/** Scrypt on two shared cores: dozens of password checks take a while. */
const SLOW = 60_000;

let unknown = 0;

function login(api: TestApi, email: string, password: string, caller?: string): Promise<Response> {
  const headers = caller === undefined ? {} : { 'x-forwarded-for': caller };
  return api.call('POST', '/api/v1/login', { body: { email, password }, headers });
}

function statuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function expectRateLimited(response: Response): Promise<void> {
  const body = await json(response);
  expect([response.status, body.code]).toEqual([429, 'RATE_LIMITED']);
  expect(response.headers.get('retry-after')).toBe(String(body.retry_after));
}

onEveryDriver('sign-in limits', (open) => {
  let handle: DatabaseHandle;
  const apiWith = (env: Record<string, string> = {}) => createTestApi({ handle, env });

  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it(
    'evaluates 5 of 30 parallel wrong passwords, refuses the rest, and then the right one, with 429',
    async () => {
      const api = await apiWith();
      const user = await createPerson(api);
      const guesses = await Promise.all(Array.from({ length: 30 }, () => login(api, user.email, 'wrong-password')));
      expect(statuses(guesses)).toEqual({ 401: 5, 429: 25 });
      await expectRateLimited(await login(api, user.email, PASSWORD));
    },
    SLOW,
  );

  it('behind a trusted proxy, one caller’s wrong passwords do not lock the owner out elsewhere', async () => {
    const api = await apiWith(BEHIND_PROXY);
    const user = await createPerson(api);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(api, user.email, 'wrong-password', '192.0.2.1, 203.0.113.10')).status).toBe(401);
    }
    await expectRateLimited(await login(api, user.email, PASSWORD, '203.0.113.10'));
    // A forged left-most entry changes nothing: the proxy wrote down the caller on the right.
    await expectRateLimited(await login(api, user.email, PASSWORD, '203.0.113.99, 203.0.113.10'));
    expect((await login(api, user.email, PASSWORD, '203.0.113.20')).status).toBe(200);
  });

  it('believes no X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const api = await apiWith();
    const user = await createPerson(api);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(api, user.email, 'wrong-password', `203.0.113.${attempt}`)).status).toBe(401);
    }
    await expectRateLimited(await login(api, user.email, PASSWORD, '203.0.113.50'));
  });

  it(
    'allows one account 20 wrong passwords a quarter-hour from all addresses; a password reset lifts the lock',
    async () => {
      const api = await apiWith(BEHIND_PROXY);
      const user = await createPerson(api);
      const guesses = await Promise.all(
        Array.from({ length: 24 }, (_, index) => login(api, user.email, 'wrong-password', `203.0.113.${index % 6}`)),
      );
      expect(statuses(guesses)).toEqual({ 401: 20, 429: 4 });
      const owner = '203.0.113.200';
      await expectRateLimited(await login(api, user.email, PASSWORD, owner));

      const headers = { 'x-forwarded-for': owner };
      await api.call('POST', '/api/v1/forgot-password', { body: { email: user.email }, headers });
      const code = await latestCode(api, user.email);
      const verified = await api.call('POST', '/api/v1/verify-reset-request', {
        body: { email: user.email, code },
        headers,
      });
      const wToken = ((await json(verified)).data as { w_token: string }).w_token;
      const reset = await api.call('POST', '/api/v1/reset-password', {
        body: { email: user.email, new_password: 'Another-lantern-77' },
        headers: { ...headers, 'w-token': wToken },
      });
      expect(reset.status).toBe(200);
      expect((await login(api, user.email, 'Another-lantern-77', owner)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'allows one address 30 wrong passwords over every account; right ones do not count',
    async () => {
      const api = await apiWith();
      const user = await createPerson(api);
      for (let attempt = 0; attempt < 3; attempt++) expect((await login(api, user.email, PASSWORD)).status).toBe(200);
      const sprayed = await Promise.all(Array.from({ length: 30 }, () => login(api, unknownEmail(), 'Summer2026!')));
      expect(statuses(sprayed)).toEqual({ 401: 30 });
      await expectRateLimited(await login(api, unknownEmail(), 'Summer2026!'));
      // Another address is not held back by this one's spraying.
      expect((await login(await apiWith(), user.email, PASSWORD)).status).toBe(200);
    },
    SLOW,
  );
});

function unknownEmail(): string {
  unknown += 1;
  return `sprayed.${unknown}@example.test`;
}

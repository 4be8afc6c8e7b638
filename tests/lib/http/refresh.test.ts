import { describe, expect, it, vi } from 'vitest';
import type { AuthTokensType } from '../../../src/contract/calls/auth.ts';
import { REFRESH_LOCK, REFRESH_THRESHOLD_MS } from '../../../src/lib/http/refresh.ts';
import { storeSession } from '../../../src/lib/http/session.ts';
import { deferred, deviceClock, fakeAuthServer, fakeJar, fakeLocks, type Handler, json, testClient } from './fakes.ts';

const START = Date.UTC(2026, 0, 1, 8);
const TTL = 15 * 60_000;

/** A signed-in tab on a fake server; `skewMs` = server clock − device clock. */
function setup(skewMs = 0) {
  const clock = deviceClock(START);
  const server = fakeAuthServer({ deviceNow: clock.now, skewMs, accessTtlMs: TTL });
  const jar = fakeJar();
  storeSession(jar, server.issue());
  const tab = (locks = fakeLocks()) => testClient({ handler: server.handler, jar, clock, locks });
  return { clock, server, jar, tab };
}

const refreshRequests = (tab: ReturnType<ReturnType<typeof setup>['tab']>) =>
  tab.requests.filter((request) => request.url.pathname.endsWith('/refresh-token'));

describe('refresh before an authenticated call', () => {
  it('uses the stored token while it has more than 1 s left', async () => {
    const { clock, server, tab } = setup();
    const http = tab();
    clock.advance(TTL - 1500);
    expect(await http.api.getMe()).toMatchObject({ status: true, data: { token: 'access-1' } });
    expect(server.stats.refreshes).toBe(0);
  });

  it('10 parallel calls at expiry make exactly one refresh, and all 10 succeed (no Web Locks: in-tab only)', async () => {
    const { clock, server, jar } = setup();
    const http = testClient({ handler: server.handler, jar, clock, locks: undefined });
    clock.advance(TTL - 500);
    const results = await Promise.all(Array.from({ length: 10 }, () => http.api.getMe()));
    expect(results.every((result) => result.status === true)).toBe(true);
    expect(server.stats.refreshes).toBe(1);
    expect(refreshRequests(http)).toHaveLength(1);
    expect(jar.get('access_token')).toBe('access-2');
  });

  it('two tabs sharing the cookies and the lock refresh once; the second uses the token the first stored', async () => {
    const { clock, server, tab } = setup();
    const locks = fakeLocks();
    const [first, second] = [tab(locks), tab(locks)];
    clock.advance(TTL);
    const results = await Promise.all([first.api.getMe(), second.api.getMe(), first.api.getMe()]);
    expect(results.map((result) => result.status)).toEqual([true, true, true]);
    expect(server.stats.refreshes).toBe(1);
    expect(locks.names).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(first.logouts).toEqual([]);
    expect(second.logouts).toEqual([]);
  });

  it('logs out once, flagged expired, when there is no refresh token', async () => {
    const { clock, jar, tab } = setup();
    jar.delete('refresh_token');
    const http = tab();
    clock.advance(TTL);
    const results = await Promise.all([http.api.getMe(), http.api.getMe()]);
    expect(results.every((result) => result.status === false)).toBe(true);
    expect(http.logouts).toEqual([{ expired: true }]);
    expect(http.requests).toHaveLength(0);
  });

  it('a refused refresh logs out once and nothing is sent afterwards, even if cookies remain (no loop)', async () => {
    const { clock, server, jar } = setup();
    const http = testClient({ handler: server.handler, jar, clock, logoutClearsCookies: false });
    server.revokeAll();
    clock.advance(TTL);
    const results = await Promise.all(Array.from({ length: 10 }, () => http.api.getMe()));
    expect(results.every((result) => result.status === false)).toBe(true);
    expect(results[0]).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(server.stats.refreshes).toBe(1);
    expect(http.logouts).toEqual([{ expired: true }]);
    const sent = http.requests.length;
    await http.api.getMe();
    await http.api.getMe();
    expect(http.requests).toHaveLength(sent);
    expect(http.logouts).toHaveLength(1);
  });

  it('a refresh that gets no answer is not a logout: the call fails with Network Error', async () => {
    const { clock, jar } = setup();
    const offline: Handler = () => {
      throw new TypeError('fetch failed');
    };
    const http = testClient({ handler: offline, jar, clock });
    clock.advance(TTL);
    expect(await http.api.getMe()).toEqual({ status: false, message: 'Network Error' });
    expect(http.logouts).toEqual([]);
    expect(jar.get('refresh_token')).toBe('refresh-1');
  });

  it('a refresh answered 5xx is not a logout', async () => {
    const { clock, jar } = setup();
    const http = testClient({ handler: () => new Response(null, { status: 500 }), jar, clock });
    clock.advance(TTL);
    expect(await http.api.getMe()).toMatchObject({ status: false });
    expect(http.logouts).toEqual([]);
  });
});

describe('a refused token on an authenticated call', () => {
  it.each([401, 498])('%i with a dead session: one logout, flagged expired', async (status) => {
    const { server, jar, clock } = setup();
    const handler: Handler = (request) =>
      request.url.pathname.endsWith('/refresh-token')
        ? server.handler(request)
        : json(status, { status: false, message: 'Refused', code: 'UNAUTHENTICATED' });
    const http = testClient({ handler, jar, clock });
    server.revokeAll();
    const results = await Promise.all([http.api.getMe(), http.api.getMe()]);
    expect(results.every((result) => result.status === false)).toBe(true);
    expect(http.logouts).toEqual([{ expired: true }]);
  });

  it.each([401, 498])('%i again after a successful renewal: one logout', async (status) => {
    const { server, jar, clock } = setup();
    const handler: Handler = (request) =>
      request.url.pathname.endsWith('/refresh-token')
        ? server.handler(request)
        : json(status, { status: false, message: 'Refused', code: 'UNAUTHENTICATED' });
    const http = testClient({ handler, jar, clock });
    expect(await http.api.getMe()).toEqual({
      status: false,
      message: 'Refused',
      code: 'UNAUTHENTICATED',
      httpStatus: status,
    });
    expect(server.stats.refreshes).toBe(1);
    expect(http.logouts).toEqual([{ expired: true }]);
  });

  it('a 401 arriving while a refresh is in flight waits for it and retries once with the new token', async () => {
    const { clock, server, jar } = setup();
    const firstAnswer = deferred();
    let refused = false;
    const handler: Handler = async (request) => {
      if (request.headers.authorization !== 'Bearer access-1') return server.handler(request);
      // The call sent with the old token is answered only once the refresh is under way.
      await firstAnswer.promise;
      const response = await server.handler(request);
      refused = response.status === 401;
      return response;
    };
    const http = testClient({ handler, jar, clock });
    clock.advance(TTL - 5000);
    const early = http.api.getMe();
    await vi.waitFor(() => expect(http.requests).toHaveLength(1));
    clock.advance(4500);
    const release = server.holdRefreshes();
    const late = http.api.getMe();
    await vi.waitFor(() => expect(server.stats.refreshes).toBe(1));
    clock.advance(1000);
    firstAnswer.resolve();
    await vi.waitFor(() => expect(refused).toBe(true));
    release();
    expect(await early).toMatchObject({ status: true, data: { token: 'access-2' } });
    expect(await late).toMatchObject({ status: true, data: { token: 'access-2' } });
    const sentByEarly = http.requests.filter((request) => request.url.pathname.endsWith('/accounts/me'));
    expect(sentByEarly.map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
    ]);
    expect(server.stats.refreshes).toBe(1);
    expect(http.logouts).toEqual([]);
  });
});

describe('a device clock 120 s off', () => {
  it.each([120_000, -120_000])('server − device = %i ms: refreshes once per expiry, never logs out', async (skew) => {
    const clock = deviceClock(START);
    const server = fakeAuthServer({ deviceNow: clock.now, skewMs: skew, accessTtlMs: TTL });
    const jar = fakeJar();
    const http = testClient({ handler: server.handler, jar, clock });
    const login = await http.api.login({ body: { email: 'a@b.test', password: 'x' } });
    if (login.status !== true) throw new Error('login failed');
    // A full token pair: the sign-in feature stores only a response that has one.
    storeSession(jar, login.data as AuthTokensType);
    for (let minute = 0; minute < 40; minute++) {
      expect(await http.api.getMe()).toMatchObject({ status: true });
      clock.advance(60_000);
    }
    // 40 minutes with a 15-minute token: two renewals, whatever the device clock says.
    expect(server.stats.refreshes).toBe(2);
    expect(http.logouts).toEqual([]);
  });

  it.each([120_000, -120_000])('a new page (clock not learnt yet, %i ms) neither loops nor logs out', async (skew) => {
    const clock = deviceClock(START);
    const server = fakeAuthServer({ deviceNow: clock.now, skewMs: skew, accessTtlMs: TTL });
    const jar = fakeJar();
    storeSession(jar, server.issue());
    // 60 s into the window where the device and the server disagree on whether the token is still valid.
    clock.advance(TTL + skew / 2);
    const page = testClient({ handler: server.handler, jar, clock });
    for (let call = 0; call < 5; call++) expect(await page.api.getMe()).toMatchObject({ status: true });
    expect(server.stats.refreshes).toBe(1);
    expect(page.logouts).toEqual([]);
  });
});

describe('refresh at its edges', () => {
  it('renews a token with exactly the threshold left, not only one already past it', async () => {
    const { clock, server, tab } = setup();
    const http = tab();
    clock.advance(TTL - REFRESH_THRESHOLD_MS);
    expect(await http.api.getMe()).toMatchObject({ status: true, data: { token: 'access-2' } });
    expect(server.stats.refreshes).toBe(1);
  });

  it('renews when the access token cookie is gone though its expiry is left', async () => {
    const { server, jar, tab } = setup();
    jar.delete('access_token');
    const http = tab();
    expect(await http.api.getMe()).toMatchObject({ status: true, data: { token: 'access-2' } });
    expect(server.stats.refreshes).toBe(1);
    // The refresh first, then the call with its new token: nothing went out without a token.
    expect(http.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer refresh-1',
      'Bearer access-2',
    ]);
  });

  it('ends the session when the refresh is answered without tokens, and keeps nothing of that answer', async () => {
    const { clock, jar } = setup();
    const http = testClient({
      handler: async (request) =>
        request.url.pathname.endsWith('/refresh-token')
          ? json(200, { status: true, data: { message: 'no tokens here' } })
          : json(200, { status: true, data: {} }),
      jar,
      clock,
      locks: fakeLocks(),
    });
    clock.advance(TTL);
    expect((await http.api.getMe()).status).toBe(false);
    expect(http.logouts).toEqual([{ expired: true }]);
  });

  it('names its lock the same in every build, so tabs of an old and a new page still refresh one at a time', () => {
    expect(REFRESH_LOCK).toBe('campay-refresh');
  });
});

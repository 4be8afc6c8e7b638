/**
 * Critical reads from the head (docs/decisions/011): what the boot-side half starts, and how the request core
 * takes its answer instead of asking again — or asks itself when the early answer is not one to keep.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { criticalRead, earlyReadsAttribute } from '../../../src/lib/http/critical-reads.ts';
import {
  EARLY_READ_MAX_AGE_MS,
  type EarlyAnswer,
  peekEarlyRead,
  startEarlyReads,
  takeEarlyRead,
} from '../../../src/lib/http/early-reads.ts';
import type { Route } from '../../../src/lib/http/route.ts';
import { storeSession } from '../../../src/lib/http/session.ts';
import { verifySignature } from '../../../src/lib/http/signature.ts';
import { BASE, fakeJar, type Handler, json, testClient, tokens } from './fakes.ts';

const NOW = Date.UTC(2026, 0, 1, 8);
const cookies = (expiresInMs: number) =>
  `access_token=tok-1; access_expired_at=${encodeURIComponent(new Date(NOW + expiresInMs).toISOString())}; role=seller`;

const MAIN = { url: '/api/v1/wallets/MAIN', roles: ['director', 'financial'] } as const;
const VA = { url: '/api/v1/wallets/VA' } as const;
const CARD = { url: '/api/card/v1/users/balance' } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  for (const url of [MAIN.url, VA.url, CARD.url]) void takeEarlyRead(url);
});

function stubFetch(answer: () => Promise<Response>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return answer();
  });
  return calls;
}

describe('starting critical reads', () => {
  it('lets a head script look at an answer without taking it from the client', async () => {
    stubFetch(async () => json(200, { status: true, data: 1 }));
    startEarlyReads([VA], { cookies: cookies(60_000), role: 'seller', locale: 'en', now: NOW, search: '' });
    expect(await peekEarlyRead(VA.url)).toEqual({ status: 200, text: '{"status":true,"data":1}', date: null });
    expect(await takeEarlyRead(VA.url, NOW)).toEqual({ status: 200, text: '{"status":true,"data":1}', date: null });
    expect(peekEarlyRead(VA.url)).toBeUndefined();
  });

  it('sends each read the role may make, with the Bearer, the page language and a valid signature', async () => {
    const calls = stubFetch(async () =>
      json(200, { status: true, data: 1 }, { date: 'Thu, 01 Jan 2026 08:00:00 GMT' }),
    );
    startEarlyReads([MAIN, VA, CARD], { cookies: cookies(60_000), role: 'seller', locale: 'vi', now: NOW, search: '' });
    expect(calls.map((call) => call.url)).toEqual([VA.url, CARD.url]);
    const [va, card] = calls;
    expect(va?.headers.authorization).toBe('Bearer tok-1');
    expect(va?.headers['accept-language']).toBe('vi');
    const check = verifySignature({
      signature: va?.headers['x-signature'],
      timestamp: va?.headers['x-timestamp'],
      method: 'GET',
      url: `https://app.test${VA.url}`,
      now: NOW,
    });
    expect(check).toEqual({ ok: true });
    expect(card?.headers.authorization).toBe('Bearer tok-1');
    const answer = await takeEarlyRead(VA.url, NOW);
    expect(answer).toEqual({ status: 200, text: '{"status":true,"data":1}', date: 'Thu, 01 Jan 2026 08:00:00 GMT' });
  });

  it('starts nothing without a token, or with one about to expire (the client refreshes it first)', () => {
    const calls = stubFetch(async () => json(200, {}));
    startEarlyReads([VA], { cookies: 'role=director', role: 'director', locale: 'en', now: NOW, search: '' });
    startEarlyReads([VA], { cookies: cookies(500), role: 'director', locale: 'en', now: NOW, search: '' });
    expect(calls).toEqual([]);
    expect(takeEarlyRead(VA.url, NOW)).toBeUndefined();
  });

  it('hands an answer out once, and not at all when it is too old', async () => {
    stubFetch(async () => json(200, {}));
    startEarlyReads([VA, CARD], { cookies: cookies(60_000), role: 'director', locale: 'en', now: NOW, search: '' });
    expect(takeEarlyRead(VA.url, NOW + 10)).toBeDefined();
    expect(takeEarlyRead(VA.url, NOW + 20)).toBeUndefined();
    expect(takeEarlyRead(CARD.url, NOW + EARLY_READ_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it("makes a list's first-page read only on the address without a query (filters there ask for other rows)", () => {
    const calls = stubFetch(async () => json(200, {}));
    const LIST = { url: '/api/v1/va/transactions', plain: true } as const;
    const session = { cookies: cookies(60_000), role: 'director', locale: 'en', now: NOW } as const;
    startEarlyReads([LIST, VA], { ...session, search: '?type=TOP_UP' });
    expect(calls.map((call) => call.url)).toEqual([VA.url]);
    void takeEarlyRead(VA.url, NOW);
    startEarlyReads([LIST], { ...session, search: '' });
    expect(calls.map((call) => call.url)).toEqual([VA.url, LIST.url]);
    expect(takeEarlyRead(LIST.url, NOW)).toBeDefined();
  });

  it('answers null when no response came', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyReads([VA], { cookies: cookies(60_000), role: 'director', locale: 'en', now: NOW, search: '' });
    expect(await takeEarlyRead(VA.url, NOW)).toBeNull();
  });
});

describe('declaring critical reads', () => {
  it('resolves a GET written as the store writes it to the URL the client asks for', () => {
    expect(criticalRead(['director'], (api) => api.getWallet({ params: { type: 'MAIN' } }))).toEqual({
      url: '/api/v1/wallets/MAIN',
      roles: ['director'],
    });
    expect(criticalRead(undefined, (api) => api.listVaTransactions({ query: { limit: 5 } }))).toEqual({
      url: '/api/v2/virtual-accounts/transactions?limit=5',
    });
  });

  it('refuses what the boot script cannot send: writes, reads without the access token, two calls', () => {
    expect(() => criticalRead(undefined, (api) => api.logout())).toThrow(TypeError);
    expect(() => criticalRead(undefined, (api) => api.listCountries())).toThrow(TypeError);
    expect(() =>
      criticalRead(undefined, (api) => Promise.all([api.getMe(), api.getWallet({ params: { type: 'VA' } })])),
    ).toThrow(TypeError);
  });

  it('puts nothing on a page without reads', () => {
    expect(earlyReadsAttribute([])).toBeUndefined();
    expect(JSON.parse(earlyReadsAttribute([VA]) ?? '')).toEqual([VA]);
  });
});

const WALLET: Route = { client: 'client', method: 'GET', path: '/wallets/MAIN' };
const OK = { status: true, data: { balance: '10' } };

/** A signed-in client whose head started `answers` (by URL). */
function clientWith(handler: Handler, answers: Record<string, EarlyAnswer | null>) {
  const taken: string[] = [];
  const jar = fakeJar();
  const http = testClient({
    handler,
    jar,
    early: (url) => {
      taken.push(url);
      return url in answers ? Promise.resolve(answers[url] ?? null) : undefined;
    },
  });
  storeSession(jar, tokens(http.clock.now(), 1));
  return { ...http, taken };
}

const early = (status: number, body: unknown): EarlyAnswer => ({ status, text: JSON.stringify(body), date: null });

describe('the request core and early answers', () => {
  it('takes a 2xx early answer instead of asking again', async () => {
    const http = clientWith(() => json(500, {}), { [`${BASE}/api/v1/wallets/MAIN`]: early(200, OK) });
    expect(await http.callApi(WALLET)).toEqual(OK);
    expect(http.requests).toEqual([]);
  });

  it('keeps a business refusal as the answer, like its own call would get it', async () => {
    const refused = { status: false, message: 'Not enabled', code: 'WALLET_NOT_ENABLED' };
    const http = clientWith(() => json(200, OK), { [`${BASE}/api/v1/wallets/MAIN`]: early(403, refused) });
    expect(await http.callApi(WALLET)).toEqual({ ...refused, httpStatus: 403 });
    expect(http.requests).toEqual([]);
  });

  it.each([
    ['a 401 (the token may need renewing)', early(401, { status: false, message: 'Expired', code: 'TOKEN_EXPIRED' })],
    ['a 5xx (worth the retries)', early(502, {})],
    ['no response', null],
  ])('asks itself after %s', async (_, answer) => {
    const http = clientWith(() => json(200, OK), { [`${BASE}/api/v1/wallets/MAIN`]: answer });
    expect(await http.callApi(WALLET)).toEqual(OK);
    expect(http.requests).toHaveLength(1);
    expect(http.logouts).toEqual([]);
  });

  it('never looks for an early answer to a write', async () => {
    const http = clientWith(() => json(200, OK), {});
    await http.callApi({ ...WALLET, method: 'PUT' }, { body: {} });
    expect(http.taken).toEqual([]);
  });
});

describe('streams', () => {
  const EVENTS: Route = { client: 'client', method: 'GET', path: '/events' };
  const signal = () => new AbortController().signal;

  it('opens with the session headers and the caller’s, the body left to read', async () => {
    const http = clientWith(() => new Response('event: x\ndata: {}\n\n', { status: 200 }), {});
    const answer = await http.openStream(EVENTS, { signal: signal(), headers: { 'last-event-id': 'n4' } });
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).text()).toBe('event: x\ndata: {}\n\n');
    const [request] = http.requests;
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect(request?.headers['last-event-id']).toBe('n4');
    expect(request?.headers['x-signature']).toBeDefined();
  });

  it('resolves to the failure of an error answer', async () => {
    const http = clientWith(() => json(503, { status: false, message: 'Down' }), {});
    expect(await http.openStream(EVENTS, { signal: signal() })).toEqual({ status: false, message: 'Down' });
  });

  it('does not open once signing out has begun', async () => {
    const http = clientWith(() => new Response('', { status: 200 }), {});
    http.endSignedInCalls();
    expect(await http.openStream(EVENTS, { signal: signal() })).toEqual({ status: false, message: 'Request aborted' });
    expect(http.requests).toEqual([]);
  });

  it('ends the session once when the server refuses the renewed token too', async () => {
    const handler: Handler = (request) =>
      request.url.pathname.endsWith('/refresh-token')
        ? json(200, { status: true, data: tokens(Date.UTC(2026, 0, 1), 2) })
        : json(401, { status: false, message: 'Expired', code: 'TOKEN_EXPIRED' });
    const http = clientWith(handler, {});
    const answer = await http.openStream(EVENTS, { signal: signal() });
    expect(answer).toMatchObject({ status: false, code: 'TOKEN_EXPIRED' });
    expect(http.requests.map((request) => request.url.pathname)).toEqual([
      '/api/v1/events',
      '/api/v1/refresh-token',
      '/api/v1/events',
    ]);
    expect(http.logouts).toEqual([{ expired: true }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ClientName } from '../../../src/contract/define.ts';
import { INTERNAL_ERROR_KEY } from '../../../src/lib/http/errors.ts';
import type { Route } from '../../../src/lib/http/route.ts';
import { ROUTES } from '../../../src/lib/http/routes.generated.ts';
import { storeSession } from '../../../src/lib/http/session.ts';
import { verifySignature } from '../../../src/lib/http/signature.ts';
import { BASE, deferred, fakeJar, type Handler, json, never, testClient, tokens } from './fakes.ts';

const OK = { status: true, data: { value: 42 } };
const answer = (response: Response | (() => Response)): Handler =>
  typeof response === 'function' ? response : () => response;

/** A client whose session is valid for 15 minutes. */
function signedIn(handler: Handler) {
  const jar = fakeJar();
  const client = testClient({ handler, jar });
  storeSession(jar, tokens(client.clock.now(), 1));
  return client;
}

const route = (client: ClientName, extra: Partial<Route> = {}): Route => ({
  client,
  method: 'GET',
  path: '/things',
  ...extra,
});

describe('headers per client', () => {
  it.each<[ClientName, string, string[]]>([
    ['client', '/api/v1/things', ['accept-language', 'authorization', 'x-signature', 'x-timestamp']],
    ['auth', '/api/v1/things', ['accept-language', 'x-signature', 'x-timestamp']],
    ['v2', '/api/v2/things', ['accept-language', 'authorization']],
    ['warehouse', '/api/warehouse/v1/things', []],
    ['card', '/api/card/v1/things', ['accept-language', 'authorization']],
  ])('%s sends exactly %s', async (client, path, names) => {
    const http = signedIn(() => json(200, OK));
    await http.callApi(route(client));
    const [request] = http.requests;
    expect(request?.url.href).toBe(BASE + path);
    expect(Object.keys(request?.headers ?? {}).sort()).toEqual(names);
    if (names.includes('authorization')) expect(request?.headers.authorization).toBe('Bearer access-1');
    if (names.includes('accept-language')) expect(request?.headers['accept-language']).toBe('vi');
  });

  it('sends the access token on an optional-auth call when signed in, and none as a guest', async () => {
    const optional = route('auth', { method: 'POST', path: '/resend', auth: 'optional' });
    const member = signedIn(() => json(200, OK));
    await member.callApi(optional, { body: { id: 1 } });
    expect(member.requests[0]?.headers.authorization).toBe('Bearer access-1');
    const guest = testClient({ handler: () => json(200, OK) });
    await guest.callApi(optional, { body: { token: 't' } });
    expect(guest.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('signs with a timestamp on the server clock learnt from the Date header', async () => {
    const serverTime = Date.UTC(2026, 0, 1) + 120_000;
    // The first answer teaches the clock; the second request is signed with it.
    const teach = testClient({ handler: () => json(200, OK, { date: new Date(serverTime).toUTCString() }) });
    await teach.callApi(route('auth'));
    await teach.callApi(route('auth', { method: 'POST', path: '/login' }), { body: {} });
    const signed = teach.requests[1];
    const timestamp = Number(signed?.headers['x-timestamp']);
    expect(Math.abs(timestamp - serverTime)).toBeLessThanOrEqual(1000);
    const check = verifySignature({
      signature: signed?.headers['x-signature'],
      timestamp: signed?.headers['x-timestamp'],
      method: 'POST',
      url: signed?.url.href ?? '',
      now: serverTime,
    });
    expect(check).toEqual({ ok: true });
  });

  it('adds content-type with a body, w-token and Idempotency-Key when the entry has them', async () => {
    const http = signedIn(() => json(200, OK));
    const money = route('client', { method: 'POST', wToken: 'withdrawal', idempotencyKey: true });
    await http.callApi(money, { body: { amount: '10' } }, { wToken: 'w-1', idempotencyKey: 'intent-1' });
    const [request] = http.requests;
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'w-token': 'w-1',
      'idempotency-key': 'intent-1',
    });
    expect(request?.body).toBe('{"amount":"10"}');
  });

  it('labels a JSON body application/json, sends an upload as a form fetch labels, and labels no body', async () => {
    const http = signedIn(() => json(200, OK));
    const file = new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });
    await http.callApi(route('client', { method: 'POST' }), { body: { name: 'A' } });
    await http.callApi(route('client', { method: 'POST', bodyType: 'multipart' }), {
      body: { document_type: 'PASSPORT', side: undefined, file },
    });
    await http.callApi(route('client', { method: 'POST' }));
    const [jsonCall, upload, empty] = http.requests;
    expect(jsonCall?.headers['content-type']).toBe('application/json');
    expect(upload?.headers['content-type']).toBeUndefined();
    expect([...(upload?.form?.keys() ?? [])]).toEqual(['document_type', 'file']);
    expect(upload?.form?.get('file')).toBeInstanceOf(File);
    expect(empty?.headers['content-type']).toBeUndefined();
    expect(empty?.body).toBeNull();
  });

  it('sends an upload asked for its progress through the upload sender, telling how much has gone', async () => {
    const http = signedIn(() => json(200, OK));
    const file = new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const upload = route('client', { method: 'POST', bodyType: 'multipart' });
    const result = await http.callApi(
      upload,
      { body: { document_type: 'PASSPORT', file } },
      { onUploadProgress: ({ loaded, total }) => progress.push(loaded / total) },
    );
    expect(result).toEqual(OK);
    expect(progress).toEqual([0.5, 1]);
    expect(http.uploads).toHaveLength(1);
    expect(http.requests[0]?.form?.get('file')).toBeInstanceOf(File);
    expect(http.requests[0]?.headers['x-signature']).toBeDefined();
    // Without a progress listener the same call goes through fetch.
    await http.callApi(upload, { body: { document_type: 'PASSPORT', file } });
    expect(http.uploads).toHaveLength(1);
    expect(http.requests).toHaveLength(2);
  });

  it('sends the refresh token, not the access token, on the refresh call', async () => {
    const http = signedIn(() => json(200, { status: true, data: tokens(Date.UTC(2026, 0, 1), 2) }));
    await http.api.refreshToken();
    expect(http.requests[0]?.headers.authorization).toBe('Bearer refresh-1');
  });
});

describe('URL', () => {
  it('fills and encodes path parameters and sends the cleaned query', async () => {
    const http = signedIn(() => json(200, OK));
    const query = { status: ['PENDING', '', null], page: 0, search: '', archived: false, from: null, q: 'a b' };
    await http.callApi(route('client', { path: '/cards/{id}/items' }), { params: { id: 'x/7' }, query });
    expect(http.requests[0]?.url.href).toBe(`${BASE}/api/v1/cards/x%2F7/items?status=PENDING&page=0&q=a+b`);
  });

  it('throws a TypeError for a missing path parameter, before any request', async () => {
    const http = signedIn(() => json(200, OK));
    await expect(http.callApi(route('client', { path: '/cards/{id}' }))).rejects.toThrow(TypeError);
    expect(http.requests).toHaveLength(0);
  });

  it('api.<name> calls the entry of that name', async () => {
    const http = signedIn(() => json(200, OK));
    await http.api.getMe();
    expect(http.requests[0]?.method).toBe('GET');
    expect(http.requests[0]?.url.pathname).toBe('/api/v1/accounts/me');
    expect(Object.keys(http.api).sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('results', () => {
  it('resolves to the body', async () => {
    const http = signedIn(() => json(200, OK));
    expect(await http.callApi(route('client'))).toEqual(OK);
  });

  it('resolves the card client to the body data', async () => {
    const http = signedIn(() => json(200, OK));
    expect(await http.callApi(route('card'))).toEqual({ value: 42 });
  });

  it.each([
    ['4xx with an error body', json(422, { status: false, message: 'Check it', code: 'X', errors: { a: ['bad'] } })],
    ['4xx without a body', new Response(null, { status: 404 })],
    ['5xx without a body', new Response(null, { status: 500 })],
    ['5xx with an HTML page', new Response('<html>Bad gateway</html>', { status: 502 })],
    ['4xx with an HTML page', new Response('<html>Nope</html>', { status: 400 })],
    ['2xx that is not JSON', new Response('OK', { status: 200 })],
  ])('normalises %s', async (_, response) => {
    const http = signedIn(answer(response));
    const result = await http.callApi(route('client', { method: 'POST' }));
    const expected = {
      '422': { status: false, message: 'Check it', code: 'X', errors: { a: ['bad'] }, httpStatus: 422 },
      '404': { status: false, message: 'Request failed with status code 404', httpStatus: 404 },
      '500': { status: false, message: INTERNAL_ERROR_KEY, httpStatus: 500 },
      '502': { status: false, message: INTERNAL_ERROR_KEY, httpStatus: 502 },
      '400': { status: false, message: 'Request failed with status code 400', httpStatus: 400 },
      '200': { status: false, message: INTERNAL_ERROR_KEY, httpStatus: 200 },
    }[String(response.status)];
    expect(result).toEqual(expected);
  });

  it('resolves a request that never reaches the server to Network Error', async () => {
    const http = signedIn(() => {
      throw new TypeError('fetch failed');
    });
    expect(await http.callApi(route('client', { method: 'POST' }))).toEqual({
      status: false,
      message: 'Network Error',
    });
  });

  it('resolves a request aborted by the caller to Request aborted', async () => {
    const http = signedIn(never);
    const controller = new AbortController();
    const pending = http.callApi(route('client'), {}, { signal: controller.signal });
    await vi.waitFor(() => expect(http.requests).toHaveLength(1));
    controller.abort();
    expect(await pending).toEqual({ status: false, message: 'Request aborted' });
    expect(http.requests).toHaveLength(1);
  });

  it('once signing out begins, cancels the signed-in calls under way and refuses later ones unsent, with no renewal', async () => {
    const http = signedIn((request) => (request.url.pathname.endsWith('/held') ? never() : json(200, OK)));
    const pending = http.callApi(route('client', { path: '/held' }));
    await vi.waitFor(() => expect(http.requests).toHaveLength(1));
    http.endSignedInCalls();
    expect(await pending).toEqual({ status: false, message: 'Request aborted' });
    expect(await http.callApi(route('client'))).toEqual({ status: false, message: 'Request aborted' });
    expect(await http.callApi(route('v2'))).toEqual({ status: false, message: 'Request aborted' });
    expect(http.requests).toHaveLength(1);
    expect(http.logouts).toEqual([]);
  });

  it('still sends the revocation itself once signing out has begun', async () => {
    const http = signedIn(() => json(200, { status: true, data: null }));
    http.endSignedInCalls();
    expect(await http.api.logout({})).toEqual({ status: true, data: null });
    expect(http.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'DELETE /api/v1/logout',
    ]);
    expect(http.requests[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('leaves calls without the user token running when signed-in calls are cancelled', async () => {
    const held = deferred<Response>();
    const http = signedIn(() => held.promise);
    const pending = http.callApi(route('warehouse', { auth: 'none' }));
    await vi.waitFor(() => expect(http.requests).toHaveLength(1));
    http.endSignedInCalls();
    held.resolve(json(200, OK));
    expect(await pending).toEqual(OK);
  });

  it('does not send a call aborted before it starts', async () => {
    const http = signedIn(() => json(200, OK));
    const result = await http.callApi(route('client'), {}, { signal: AbortSignal.abort() });
    expect(result).toEqual({ status: false, message: 'Request aborted' });
    expect(http.requests).toHaveLength(0);
  });

  it('resolves a request that takes too long to the timeout message', async () => {
    const http = signedIn(never);
    const pending = http.callApi(route('client', { method: 'POST' }), {}, { timeoutMs: 1234 });
    await vi.waitFor(() => expect(http.requests).toHaveLength(1));
    http.timeouts.fire();
    expect(await pending).toEqual({ status: false, message: 'timeout of 1234 ms exceeded' });
  });

  it('times out after 30 s by default', async () => {
    const http = signedIn(() => json(200, OK));
    await http.callApi(route('client'));
    expect(http.timeouts.durations).toEqual([30_000]);
  });
});

describe('retries', () => {
  /** Answers the given responses in order, then 200. */
  const sequence = (...responses: Response[]): Handler => {
    const queue = [...responses];
    return () => queue.shift() ?? json(200, OK);
  };

  it('retries a GET on 503, then resolves to the success', async () => {
    const http = signedIn(sequence(new Response(null, { status: 503 })));
    expect(await http.callApi(route('client'))).toEqual(OK);
    expect(http.requests).toHaveLength(2);
    expect(http.waits).toHaveLength(1);
  });

  it('gives up on a GET after 3 retries', async () => {
    const http = signedIn(() => new Response(null, { status: 503 }));
    expect(await http.callApi(route('client'))).toEqual({
      status: false,
      message: INTERNAL_ERROR_KEY,
      httpStatus: 503,
    });
    expect(http.requests).toHaveLength(4);
  });

  it('never retries a POST without an idempotency key', async () => {
    const http = signedIn(sequence(new Response(null, { status: 503 })));
    await http.callApi(route('client', { method: 'POST' }));
    expect(http.requests).toHaveLength(1);
  });

  it('retries a POST that carries its idempotency key, with the same key', async () => {
    const http = signedIn(sequence(new Response(null, { status: 503 }), new Response(null, { status: 502 })));
    const money = route('client', { method: 'POST', idempotencyKey: true });
    expect(await http.callApi(money, { body: { amount: '1' } }, { idempotencyKey: 'intent-7' })).toEqual(OK);
    expect(http.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'intent-7',
      'intent-7',
      'intent-7',
    ]);
  });

  it('throws a TypeError for a money-moving call without its key, before any request', async () => {
    const http = signedIn(() => json(200, OK));
    const money = route('client', { method: 'POST', idempotencyKey: true });
    await expect(http.callApi(money, { body: {} })).rejects.toThrow(TypeError);
    expect(http.requests).toHaveLength(0);
  });

  it('throws a TypeError for a w-token call without its token', async () => {
    const http = signedIn(() => json(200, OK));
    await expect(http.callApi(route('client', { method: 'PUT', wToken: 'update_profile' }))).rejects.toThrow(TypeError);
    expect(http.requests).toHaveLength(0);
  });

  it('waits what a 429 Retry-After asks', async () => {
    const http = signedIn(sequence(new Response(null, { status: 429, headers: { 'retry-after': '2' } })));
    await http.callApi(route('client'));
    expect(http.waits).toEqual([2000]);
  });

  it('re-signs once when the server finds the timestamp stale, with the clock its answer corrected', async () => {
    const serverTime = Date.UTC(2026, 0, 1) + 10 * 60_000;
    const handler: Handler = (request) => {
      const date = { date: new Date(serverTime).toUTCString() };
      const fresh = Math.abs(Number(request.headers['x-timestamp']) - serverTime) < 300_000;
      return fresh
        ? json(200, OK, date)
        : json(401, { status: false, message: 'Stale', code: 'TIMESTAMP_STALE' }, date);
    };
    const http = testClient({ handler });
    expect(await http.callApi(route('auth', { method: 'POST', path: '/login' }), { body: {} })).toEqual(OK);
    expect(http.requests).toHaveLength(2);
    expect(http.logouts).toEqual([]);
  });
});

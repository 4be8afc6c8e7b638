/**
 * Test doubles for the HTTP module: a recording fetch, a cookie jar, a Web Locks mutex, controllable
 * timeouts and a device clock, wired into `createHttpClient` by `testClient`.
 */
import type { AuthTokensType } from '../../../src/contract/calls/auth.ts';
import type { LockManagerLike } from '../../../src/lib/http/refresh.ts';
import { createHttpClient, type HttpClient, type HttpEnv } from '../../../src/lib/http/request.ts';
import type { CookieJar } from '../../../src/lib/http/session.ts';

export const BASE = 'https://api.test';

/** A request as the fake server saw it. */
export interface Recorded {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body: string | null;
  /** A form body (an upload), which fetch labels multipart/form-data with its boundary. */
  readonly form: FormData | null;
}

export type Handler = (request: Recorded) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A promise that never settles: a server that does not answer. */
export const never = (): Promise<Response> => new Promise<Response>(() => undefined);

/** A promise with its resolve function, to release a held answer. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function rejectOnAbort(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise<never>((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A fetch that records every request and answers with `handler`, honouring the abort signal like a browser. */
export function fakeFetch(handler: Handler): { fetch: typeof fetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = typeof init.body === 'string' ? init.body : null;
    const form = init.body instanceof FormData ? init.body : null;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const recorded: Recorded = { method: init.method ?? 'GET', url: new URL(String(input)), headers, body, form };
    requests.push(recorded);
    if (init.signal?.aborted) throw init.signal.reason;
    return Promise.race([Promise.resolve().then(() => handler(recorded)), rejectOnAbort(init.signal)]);
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

/** Cookies in a map; `lifetimes` keeps the max-age each was written with. */
export function fakeJar(): CookieJar & { values: Map<string, string>; lifetimes: Map<string, number> } {
  const values = new Map<string, string>();
  const lifetimes = new Map<string, number>();
  return {
    values,
    lifetimes,
    get: (name) => values.get(name) ?? null,
    set: (name, value, maxAgeSeconds) => {
      values.set(name, value);
      lifetimes.set(name, maxAgeSeconds);
    },
    delete: (name) => {
      values.delete(name);
      lifetimes.delete(name);
    },
  };
}

/** A Web Locks stand-in: one holder at a time, in request order, shared by every "tab" given it. */
export function fakeLocks(): LockManagerLike & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** Timeouts the test fires by hand. */
export function fakeTimeouts(): { signal: (ms: number) => AbortSignal; fire: () => void; durations: number[] } {
  const controllers: AbortController[] = [];
  const durations: number[] = [];
  return {
    durations,
    signal: (ms) => {
      const controller = new AbortController();
      controllers.push(controller);
      durations.push(ms);
      return controller.signal;
    },
    fire: () => {
      for (const controller of controllers) controller.abort(new DOMException('timed out', 'TimeoutError'));
    },
  };
}

/** A device clock the test moves. */
export function deviceClock(start: number): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

export interface TestClientOptions {
  readonly handler: Handler;
  readonly jar?: ReturnType<typeof fakeJar>;
  readonly locks?: LockManagerLike | undefined;
  readonly clock?: ReturnType<typeof deviceClock>;
  readonly locale?: string;
  /** Whether logout deletes the cookies, as logoutLocally does (default true). */
  readonly logoutClearsCookies?: boolean;
  /** Critical reads the page's head started (src/lib/http/early-reads.ts). */
  readonly early?: HttpEnv['early'];
}

/**
 * An upload with progress over the fake fetch: it reports half the body sent, then all of it, then answers as
 * the fetch would; `uploads` counts the requests it carried.
 */
function fakeUpload(fetchImpl: typeof fetch): { upload: NonNullable<HttpEnv['upload']>; uploads: string[] } {
  const uploads: string[] = [];
  const upload: NonNullable<HttpEnv['upload']> = async (url, init, onProgress) => {
    uploads.push(url);
    const total = 1000;
    onProgress({ loaded: total / 2, total });
    onProgress({ loaded: total, total });
    return fetchImpl(url, init);
  };
  return { upload, uploads };
}

/** One "tab": a client on fakes; jar, locks and clock may be shared with other tabs. */
export function testClient(options: TestClientOptions) {
  const jar = options.jar ?? fakeJar();
  const clock = options.clock ?? deviceClock(Date.UTC(2026, 0, 1));
  const { fetch, requests } = fakeFetch(options.handler);
  const { upload, uploads } = fakeUpload(fetch);
  const timeouts = fakeTimeouts();
  const logouts: { expired: boolean }[] = [];
  const waits: number[] = [];
  const client: HttpClient = createHttpClient({
    baseUrl: BASE,
    fetch,
    now: clock.now,
    cookies: jar,
    locks: options.locks,
    locale: () => options.locale ?? 'vi',
    logout: (logout) => {
      logouts.push(logout);
      if (options.logoutClearsCookies ?? true) jar.values.clear();
    },
    wait: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    timeoutSignal: timeouts.signal,
    ...(options.early && { early: options.early }),
    upload,
  });
  return { ...client, jar, clock, requests, timeouts, logouts, waits, uploads };
}

/** Auth tokens as the server issues them at `serverNow`. */
export function tokens(serverNow: number, id: number, accessTtlMs = 15 * 60_000): AuthTokensType {
  return {
    access_token: `access-${id}`,
    access_expired_at: new Date(serverNow + accessTtlMs).toISOString(),
    refresh_token: `refresh-${id}`,
    refresh_expired_at: new Date(serverNow + 30 * 24 * 3600_000).toISOString(),
    two_factor_status: 'INACTIVE',
    two_factor_verification_status: 'NOT_REQUIRED',
    two_factor_method: null,
    role: 'director',
    server_time: new Date(serverNow).toISOString(),
  };
}

export interface AuthServerOptions {
  readonly deviceNow: () => number;
  /** Server clock minus device clock. */
  readonly skewMs?: number;
  readonly accessTtlMs?: number;
}

/**
 * A reference-API stand-in for the session: rotating refresh tokens (reuse fails), access tokens that
 * expire by the server's clock, a Date header on every answer, and `/login`. Other paths echo the token.
 */
export function fakeAuthServer(options: AuthServerOptions) {
  const serverNow = () => options.deviceNow() + (options.skewMs ?? 0);
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  const stats = { refreshes: 0, issued: 0 };
  let refreshHold: Promise<void> | null = null;
  const date = () => ({ date: new Date(serverNow()).toUTCString() });

  function issue(): AuthTokensType {
    stats.issued += 1;
    const issued = tokens(serverNow(), stats.issued, options.accessTtlMs);
    access.set(issued.access_token, Date.parse(issued.access_expired_at));
    refresh.add(issued.refresh_token);
    return issued;
  }

  async function answerRefresh(bearer: string): Promise<Response> {
    stats.refreshes += 1;
    await refreshHold;
    if (!refresh.delete(bearer)) {
      return json(401, { status: false, message: 'Your session has ended.', code: 'SESSION_EXPIRED' }, date());
    }
    return json(200, { status: true, data: issue() }, date());
  }

  const handler: Handler = async (request) => {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const path = request.url.pathname;
    if (path.endsWith('/refresh-token')) return answerRefresh(bearer);
    if (path.endsWith('/login')) return json(200, { status: true, data: issue() }, date());
    const expiry = access.get(bearer);
    if (expiry === undefined || expiry <= serverNow()) {
      return json(401, { status: false, message: 'Your sign-in has expired.', code: 'TOKEN_EXPIRED' }, date());
    }
    return json(200, { status: true, data: { path, token: bearer } }, date());
  };

  return {
    handler,
    issue,
    serverNow,
    stats,
    /** Hold refresh answers until the returned function is called. */
    holdRefreshes(): () => void {
      const hold = deferred();
      refreshHold = hold.promise;
      return hold.resolve;
    },
    /** Revoke every token (the session was ended elsewhere). */
    revokeAll(): void {
      access.clear();
      refresh.clear();
    },
  };
}

/**
 * The request core (SPEC section 7): `callApi(route, input, options)` makes one contract call with the
 * client's headers, the session's token and the retry policy, and resolves to the success body (the card
 * client: its `data`) or an `ApiFailure`. It never rejects for an HTTP or network failure; it throws a
 * TypeError for a programming error (a money-moving call without its idempotency key, a missing path
 * parameter). `createHttpClient` wires it to its surroundings, so tests can run several "tabs" on one
 * cookie jar and one lock manager.
 */
import { authOf, CLIENTS } from '../../contract/define.ts';
import { createServerClock } from './clock.ts';
import { callUrl, DEFAULT_TIMEOUT_MS } from './config.ts';
import { requestHeaders } from './headers.ts';
import { errorCode, failureOf, isRefusal, isSuccess, type Outcome } from './outcome.ts';
import { createSessionKeeper, type LockManagerLike } from './refresh.ts';
import type { Route } from './route.ts';
import { ROUTES } from './routes.generated.ts';
import { type CookieJar, readSession } from './session.ts';
import { exchange } from './transport.ts';
import type { Api, RawInput, RawOptions } from './types.ts';

export interface HttpEnv {
  /** Prefix of every client base (`PUBLIC_API_BASE_URL`). */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** The device clock, epoch milliseconds. */
  readonly now: () => number;
  readonly cookies: CookieJar;
  /** `navigator.locks` where the browser has it. */
  readonly locks: LockManagerLike | undefined;
  /** The current app locale, sent as `accept-language`. */
  readonly locale: () => string;
  /** Local logout (src/stores/session.ts). */
  readonly logout: (options: { expired: boolean }) => void;
  readonly wait?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly timeoutSignal?: (ms: number) => AbortSignal;
}

export type CallApi = (route: Route, input?: RawInput, options?: RawOptions) => Promise<unknown>;

export interface HttpClient {
  readonly callApi: CallApi;
  /** `api.<name>` for every contract entry. */
  readonly api: Api;
}

/** The server's answer to a signed request whose timestamp was outside its window. */
const STALE_TIMESTAMP_CODE = 'TIMESTAMP_STALE';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A call ready to send, as many times as retries and renewals need. */
interface PreparedCall {
  readonly route: Route;
  readonly url: string;
  readonly body: string | FormData | null;
  readonly options: RawOptions;
}

/** Programming errors: the feature must pass what the entry requires. */
function requireOptions(route: Route, options: RawOptions): void {
  const call = `${route.method} ${route.path}`;
  if (route.idempotencyKey && !options.idempotencyKey) {
    throw new TypeError(`${call} moves money: pass the user intent's idempotencyKey`);
  }
  if (route.wToken && !options.wToken) throw new TypeError(`${call} needs a w-token for ${route.wToken}`);
}

/** An upload's fields as a form: files as they are, anything else as text; absent fields left out. */
function formOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

/** The body in the entry's media type (the server answers 415 to any other): JSON, or a form for an upload. */
function bodyOf(route: Route, input: RawInput): string | FormData | null {
  if (input.body === undefined) return null;
  return route.bodyType === 'multipart' ? formOf(input.body) : JSON.stringify(input.body);
}

/** Check the options and build the URL and body once, so a programming error throws before any request. */
function prepare(route: Route, input: RawInput, options: RawOptions, baseUrl: string): PreparedCall {
  requireOptions(route, options);
  return { route, url: callUrl(baseUrl, route, input), body: bodyOf(route, input), options };
}

/** The caller's result: the body (or its data for the card client) on success, else the failure. */
function settle(route: Route, outcome: Outcome): unknown {
  if (!isSuccess(outcome)) return failureOf(outcome);
  return CLIENTS[route.client].unwrapData ? outcome.json.data : outcome.json;
}

/** `api.<name>` for every route of the generated table. */
function createApi(callApi: CallApi): Api {
  const functions = Object.entries(ROUTES).map(([name, route]) => [
    name,
    (input?: RawInput, options?: RawOptions) => callApi(route, input, options),
  ]);
  // The mapped type cannot be proven from entries; routes.generated.ts is checked against the contract.
  return Object.fromEntries(functions) as Api;
}

export function createHttpClient(env: HttpEnv): HttpClient {
  const clock = createServerClock(env.now);
  const transport = {
    fetch: env.fetch,
    deviceNow: env.now,
    clock,
    wait: env.wait ?? sleep,
    random: env.random ?? Math.random,
    timeoutSignal: env.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms)),
  };

  function sendOnce(call: PreparedCall, bearer: string | null): Promise<Outcome> {
    const { route, url, body, options } = call;
    const context = { route, url, bearer, options, hasJsonBody: typeof body === 'string' };
    return exchange(transport, {
      url,
      method: route.method,
      headers: () => requestHeaders({ ...context, locale: env.locale(), serverNow: clock.now() }),
      body,
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      idempotent: route.idempotent ?? false,
      hasIdempotencyKey: options.idempotencyKey !== undefined,
    });
  }

  async function send(call: PreparedCall, bearer: string | null): Promise<Outcome> {
    const outcome = await sendOnce(call, bearer);
    // A device clock over 5 minutes wrong fails the signature once; that answer's Date header fixed the clock.
    const stale = CLIENTS[call.route.client].signed && errorCode(outcome) === STALE_TIMESTAMP_CODE;
    return stale ? sendOnce(call, bearer) : outcome;
  }

  const keeper = createSessionKeeper({
    jar: env.cookies,
    clock,
    locks: env.locks,
    logout: env.logout,
    sendRefresh: (refreshToken) => send(prepare(ROUTES.refreshToken, {}, {}, env.baseUrl), refreshToken),
  });

  async function callWithAccess(call: PreparedCall): Promise<unknown> {
    const token = await keeper.accessToken();
    if (typeof token !== 'string') return token;
    const first = await send(call, token);
    if (!isRefusal(first)) return settle(call.route, first);
    // The token may have run out early by the server's clock or been replaced while the call ran: renew
    // once (sharing a refresh in flight) and retry once; a second refusal ends the session.
    const renewed = await keeper.renew(token);
    if (typeof renewed !== 'string') return renewed;
    const second = await send(call, renewed);
    return isRefusal(second) ? keeper.end(failureOf(second)) : settle(call.route, second);
  }

  const callApi: CallApi = async (route, input = {}, options = {}) => {
    const call = prepare(route, input, options, env.baseUrl);
    const auth = authOf(route);
    if (auth === 'access') return callWithAccess(call);
    const bearer = auth === 'refresh' ? readSession(env.cookies).refresh_token : null;
    return settle(route, await send(call, bearer));
  };

  return { callApi, api: createApi(callApi) };
}

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
import type { EarlyAnswer } from './early-reads.ts';
import { type ApiFailure, abortedFailure, failureFromResponse, isSessionEnding, networkFailure } from './errors.ts';
import { requestHeaders } from './headers.ts';
import { errorCode, failureOf, isRefusal, isSuccess, type Outcome, parseJson } from './outcome.ts';
import { createSessionKeeper, type LockManagerLike } from './refresh.ts';
import type { Route } from './route.ts';
import { ROUTES } from './routes.generated.ts';
import { type CookieJar, readSession } from './session.ts';
import { exchange } from './transport.ts';
import type { Api, RawInput, RawOptions } from './types.ts';
import type { Upload } from './upload.ts';

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
  /** The answer of a critical read the page started from its head (early-reads.ts), taken once per URL. */
  readonly early?: (url: string) => Promise<EarlyAnswer | null> | undefined;
  readonly wait?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly timeoutSignal?: (ms: number) => AbortSignal;
  /** Sends a call given `onUploadProgress` (upload.ts: XMLHttpRequest in the browser). */
  readonly upload?: Upload;
}

export type CallApi = (route: Route, input?: RawInput, options?: RawOptions) => Promise<unknown>;

/** What a streaming call (the live events) takes: its abort signal and extra headers (`last-event-id`). */
export interface StreamOptions {
  readonly signal: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Open a streaming GET: the 2xx response, its body unread, or the failure. */
export type OpenStream = (route: Route, options: StreamOptions) => Promise<Response | ApiFailure>;

export interface HttpClient {
  readonly callApi: CallApi;
  /** `api.<name>` for every contract entry. */
  readonly api: Api;
  readonly openStream: OpenStream;
  /**
   * Signing out has begun: every call with the user's token still under way is cancelled and later ones are
   * refused unsent (a background poll firing meanwhile), so none reaches the server after the token is revoked
   * and comes back refused, trying to renew a dead session. Only the revocation (`logout`) still goes out. It
   * lasts as long as the page, which signing out always leaves for sign-in.
   */
  readonly endSignedInCalls: () => void;
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
    ...(env.upload ? { upload: env.upload } : {}),
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
      onUploadProgress: options.onUploadProgress,
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

  /** The answer the page's head already asked for (early-reads.ts), when it is one the client would keep. */
  async function earlyOutcome(call: PreparedCall): Promise<Outcome | null> {
    const pending = call.route.method === 'GET' ? env.early?.(call.url) : undefined;
    const answer = pending === undefined ? null : await pending;
    if (answer === null) return null;
    clock.observeDateHeader(answer.date, env.now());
    const { status, text } = answer;
    const outcome: Outcome = { kind: 'response', status, headers: new Headers(), text, json: parseJson(text) };
    // A refusal may only mean the token wants renewing, a 5xx or 429 deserves the retries, a stale signature the
    // clock just learnt: the client sends those itself.
    const again = isRefusal(outcome) || status >= 500 || status === 429 || errorCode(outcome) === STALE_TIMESTAMP_CODE;
    return again ? null : outcome;
  }

  const signedInCalls = new AbortController();

  /** The call, also cancelled by `endSignedInCalls`. */
  function cancellable(call: PreparedCall): PreparedCall {
    const { signal } = call.options;
    const combined = signal ? AbortSignal.any([signal, signedInCalls.signal]) : signedInCalls.signal;
    return { ...call, options: { ...call.options, signal: combined } };
  }

  async function callWithAccess(call: PreparedCall): Promise<unknown> {
    const early = await earlyOutcome(call);
    if (early !== null) return settle(call.route, early);
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
    // The revocation is the one signed-in call that still goes out once signing out has begun.
    if (route === ROUTES.logout) return callWithAccess(call);
    // `optional`: a signed-in caller sends the access token (a director resending an invitation by id), a guest none.
    const signedIn = auth === 'optional' && readSession(env.cookies).refresh_token !== null;
    if (auth === 'access' || signedIn) {
      return signedInCalls.signal.aborted ? abortedFailure() : callWithAccess(cancellable(call));
    }
    const bearer = auth === 'refresh' ? readSession(env.cookies).refresh_token : null;
    return settle(route, await send(call, bearer));
  };

  async function connect(route: Route, bearer: string, options: StreamOptions): Promise<Response | ApiFailure> {
    const url = callUrl(env.baseUrl, route, {});
    const context = { route, url, bearer, options: {}, hasJsonBody: false, locale: env.locale() };
    const headers = { ...requestHeaders({ ...context, serverNow: clock.now() }), ...options.headers };
    try {
      const response = await env.fetch(url, { method: route.method, headers, signal: options.signal });
      clock.observeDateHeader(response.headers.get('date'), env.now());
      return response;
    } catch {
      return options.signal.aborted ? abortedFailure() : networkFailure();
    }
  }

  /** A stream is read as it arrives, so it skips the transport's timeout and retries; the session rules are the same. */
  const openStream: OpenStream = async (route, options) => {
    if (signedInCalls.signal.aborted) return abortedFailure();
    const token = await keeper.accessToken();
    if (typeof token !== 'string') return token;
    let response = await connect(route, token, options);
    if (response instanceof Response && isSessionEnding(response.status)) {
      const renewed = await keeper.renew(token);
      if (typeof renewed !== 'string') return renewed;
      response = await connect(route, renewed, options);
      if (response instanceof Response && isSessionEnding(response.status)) {
        return keeper.end(failureFromResponse(response.status, await response.text()));
      }
    }
    if (!(response instanceof Response) || response.ok) return response;
    return failureFromResponse(response.status, await response.text());
  };

  function endSignedInCalls(): void {
    signedInCalls.abort();
  }

  return { callApi, api: createApi(callApi), openStream, endSignedInCalls };
}

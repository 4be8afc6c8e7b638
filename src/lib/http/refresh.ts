/**
 * Keeping the access token valid (SPEC section 4, "Token refresh"; docs/API.md, "The session").
 * - Before an authenticated call, a token that expires within 1 s of the SERVER's clock is refreshed first.
 * - One refresh at a time: concurrent calls share one promise, and tabs take the `campay-refresh` Web Lock;
 *   inside it the cookies are read again, so a tab that waited uses the token another tab just stored
 *   (refresh tokens rotate: a second refresh with the old one would revoke the whole session).
 * - No refresh token, or a refresh the server refuses (4xx, or a 2xx without tokens) ends the session:
 *   one local logout per page, flagged expired, and no call tries again after it. A refresh that got no
 *   answer (offline, timeout) or a 5xx is not a logout: the call fails with that failure.
 */
import type { AuthTokensType } from '../../contract/calls/auth.ts';
import type { ServerClock } from './clock.ts';
import { type ApiFailure, statusFailure } from './errors.ts';
import { failureOf, isRecord, isSuccess, type Outcome } from './outcome.ts';
import { accessExpiresAt, type CookieJar, readSession, type SessionCookies, storeSession } from './session.ts';

/** SPEC section 9: refresh when the access token expires within this many milliseconds. */
export const REFRESH_THRESHOLD_MS = 1000;
/** The Web Lock every tab of the origin takes to refresh. */
export const REFRESH_LOCK = 'campay-refresh';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionKeeperDeps {
  readonly jar: CookieJar;
  readonly clock: ServerClock;
  /** Absent where the Web Locks API is: single flight is then per tab only. */
  readonly locks: LockManagerLike | undefined;
  readonly logout: (options: { expired: boolean }) => void;
  /** `GET /refresh-token` with this refresh token as the Bearer. */
  readonly sendRefresh: (refreshToken: string) => Promise<Outcome>;
}

/** A usable access token, or the failure the call resolves to. */
export type TokenResult = string | ApiFailure;

type Renewal =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'expired'; readonly failure: ApiFailure }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export interface SessionKeeper {
  /** The access token to send now, refreshed first when it is about to expire. */
  accessToken(): Promise<TokenResult>;
  /** A token to retry with after the server refused `rejected` (renewed once, shared with any renewal in flight). */
  renew(rejected: string): Promise<TokenResult>;
  /** End the session (one logout per page) and resolve the call to `failure`. */
  end(failure: ApiFailure): ApiFailure;
}

/** The failure of a call made after the session ended, or without one. */
const noSession = (): ApiFailure => statusFailure(401);

/** A 2xx refresh answer's tokens; null when it has none. */
function tokensOf(outcome: Outcome): AuthTokensType | null {
  if (!isSuccess(outcome)) return null;
  const { data } = outcome.json;
  // The server validates its responses against the contract; this only tells a token pair from none.
  return isRecord(data) && typeof data.access_token === 'string' ? (data as AuthTokensType) : null;
}

/** How a refresh exchange ended; the server refusing it (a 4xx or no tokens) ends the session. */
function renewalOf(outcome: Outcome, jar: CookieJar): Renewal {
  const tokens = tokensOf(outcome);
  if (tokens !== null) {
    storeSession(jar, tokens);
    return { kind: 'token', token: tokens.access_token };
  }
  const refused = outcome.kind === 'response' && outcome.status < 500;
  return { kind: refused ? 'expired' : 'failed', failure: failureOf(outcome) };
}

export function createSessionKeeper(deps: SessionKeeperDeps): SessionKeeper {
  let inFlight: Promise<Renewal> | null = null;
  let ended = false;

  function isFresh(session: SessionCookies): boolean {
    const expiresAt = accessExpiresAt(session);
    return expiresAt !== null && expiresAt - deps.clock.now() > REFRESH_THRESHOLD_MS;
  }

  async function renewUnderLock(stale: string | null): Promise<Renewal> {
    const session = readSession(deps.jar);
    const current = session.access_token;
    // Another tab, or an earlier renewal, may have stored a new token while this one waited.
    if (current !== null && current !== stale && isFresh(session)) return { kind: 'token', token: current };
    if (session.refresh_token === null) return { kind: 'expired', failure: noSession() };
    return renewalOf(await deps.sendRefresh(session.refresh_token), deps.jar);
  }

  function renewal(stale: string | null): Promise<Renewal> {
    const run = () => renewUnderLock(stale);
    inFlight ??= (deps.locks ? deps.locks.request(REFRESH_LOCK, run) : run()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function end(failure: ApiFailure): ApiFailure {
    if (!ended) {
      ended = true;
      deps.logout({ expired: true });
    }
    return failure;
  }

  async function settle(stale: string | null): Promise<TokenResult> {
    const result = await renewal(stale);
    if (result.kind === 'token') return result.token;
    return result.kind === 'expired' ? end(result.failure) : result.failure;
  }

  return {
    async accessToken() {
      if (ended) return noSession();
      const session = readSession(deps.jar);
      if (session.access_token !== null && isFresh(session)) return session.access_token;
      return settle(session.access_token);
    },
    async renew(rejected) {
      return ended ? noSession() : settle(rejected);
    },
    end,
  };
}

/**
 * The session as the cookies of SPEC section 3 hold it. Cookies (not storage) so the boot script's guard
 * reads them before first paint; path /, SameSite=Lax and Secure on https (src/lib/cookies.ts). Every tab
 * shares them, which is what makes a refresh done by one tab visible to the others.
 */
import type { AuthTokensType } from '../../contract/calls/auth.ts';
import { deleteCookie, readCookie, writeCookie } from '../cookies.ts';

/** The session cookies of SPEC section 3. */
export const SESSION_COOKIES = [
  'access_token',
  'refresh_token',
  'access_expired_at',
  'refresh_expired_at',
  'two_factor_status',
  'two_factor_verification_status',
  'two_factor_method',
  'role',
] as const;
export type SessionCookieName = (typeof SESSION_COOKIES)[number];

/** Each session cookie's value, null when absent. */
export type SessionCookies = Readonly<Record<SessionCookieName, string | null>>;

/** Where session cookies are kept: `document.cookie` in the browser, a map in tests. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  delete(name: string): void;
}

/** The browser's cookies. */
export const documentCookieJar: CookieJar = {
  get: (name) => readCookie(document.cookie, name),
  set: (name, value, maxAgeSeconds) => writeCookie(name, value, { maxAgeSeconds }),
  delete: deleteCookie,
};

/** The session cookies as they are now. */
export function readSession(jar: CookieJar): SessionCookies {
  const entries = SESSION_COOKIES.map((name) => [name, jar.get(name)] as const);
  return Object.fromEntries(entries) as Record<SessionCookieName, string | null>;
}

/** Seconds the cookies live: until the refresh token expires, by the server's own two timestamps. */
function lifetimeSeconds(tokens: AuthTokensType): number {
  // Not an absolute Expires date: the browser would compare it with the device clock, which may be wrong.
  const ms = Date.parse(tokens.refresh_expired_at) - Date.parse(tokens.server_time);
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.floor(ms / 1000));
}

/** Keep a successful auth response (sign-in, sign-up, employee sign-in, refresh) as the session. */
export function storeSession(jar: CookieJar, tokens: AuthTokensType): void {
  const maxAge = lifetimeSeconds(tokens);
  const values: SessionCookies = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    access_expired_at: tokens.access_expired_at,
    refresh_expired_at: tokens.refresh_expired_at,
    two_factor_status: tokens.two_factor_status,
    two_factor_verification_status: tokens.two_factor_verification_status,
    two_factor_method: tokens.two_factor_method,
    role: tokens.role,
  };
  for (const name of SESSION_COOKIES) {
    const value = values[name];
    if (value === null) jar.delete(name);
    else jar.set(name, value, maxAge);
  }
}

/**
 * Follow the role the server reports now (the profile): a director may have changed it since sign-in, and
 * the boot script's guard reads the cookie before any call. Written for as long as the session cookies live,
 * measured on `nowMs` (the device clock: a few minutes' error on a 30-day lifetime does not matter).
 */
export function followRole(jar: CookieJar, role: string, nowMs: number): void {
  const session = readSession(jar);
  const refreshExpiresAt = Date.parse(session.refresh_expired_at ?? '');
  if (session.role === role || Number.isNaN(refreshExpiresAt)) return;
  jar.set('role', role, Math.max(0, Math.floor((refreshExpiresAt - nowMs) / 1000)));
}

/** Delete every session cookie. */
export function clearSession(jar: CookieJar): void {
  for (const name of SESSION_COOKIES) jar.delete(name);
}

/** When the access token expires (server clock, epoch ms); null when unknown. */
export function accessExpiresAt(session: SessionCookies): number | null {
  const time = session.access_expired_at === null ? Number.NaN : Date.parse(session.access_expired_at);
  return Number.isNaN(time) ? null : time;
}

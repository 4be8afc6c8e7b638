/**
 * The after-test leak checks of issue 17 as pure functions (Vitest proves them in tests/e2e/leak-scan.test.ts):
 * no secret a test handled may show in a URL the browser asked for, in the origin's storage, in a cookie other
 * than the session's token cookies, or in a line of the server's log. Findings name the kind of secret and the
 * place, never the secret: the place is printed with every secret in it masked. What counts as holding a secret,
 * and the log's scan, are tools/secret-scan.ts's.
 */
import { DIGIT_RUN, holds, JWT, type Secret, type SecretKind, shapesIn } from '../tools/secret-scan.ts';

export {
  type LogLeak,
  logLeaks,
  passesLuhn,
  type Secret,
  type SecretKind,
} from '../tools/secret-scan.ts';

/** A secret (or a secret-shaped string) found where it must not be. */
export interface Leak {
  readonly kind: string;
  readonly where: string;
}

/** One entry of the origin's storage: `where` names the area and, for IndexedDB and caches, the database. */
export interface StoredEntry {
  readonly where: string;
  readonly key: string;
  readonly value: string;
}

export interface CookieFact {
  readonly name: string;
  readonly value: string;
  readonly httpOnly: boolean;
}

/** What a test's browser left: the URLs it requested, the origin's storage and the cookies. */
export interface BrowserTrace {
  readonly urls: readonly string[];
  readonly storage: readonly StoredEntry[];
  readonly cookies: readonly CookieFact[];
}

/** The session cookies that hold a token of their own kind (SPEC section 3; docs/API.md "Known deviations"). */
const TOKEN_COOKIES: Readonly<Record<string, SecretKind>> = {
  access_token: 'access token',
  refresh_token: 'refresh token',
};

/** Fields of an API answer that carry a secret, by the kind they carry. */
const SECRET_FIELDS: Readonly<Record<string, SecretKind>> = {
  access_token: 'access token',
  refresh_token: 'refresh token',
  w_token: 'w-token',
  pan: 'card number',
  cvv: 'cvv',
  recovery_codes: 'recovery code',
};

/** Which secret a `secret` field is depends on the call that answered it. */
function secretFieldKind(path: string): SecretKind {
  if (path.includes('/webhooks')) return 'webhook secret';
  if (path.includes('/api-keys')) return 'api key';
  return 'authenticator secret';
}

/** The secrets an API answer (its JSON body) hands out, found by their field names anywhere in it. */
export function secretsInAnswer(path: string, body: unknown): Secret[] {
  if (Array.isArray(body)) return body.flatMap((item) => secretsInAnswer(path, item));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]): Secret[] => {
    const kind = key === 'secret' ? secretFieldKind(path) : SECRET_FIELDS[key];
    if (kind === undefined) return secretsInAnswer(path, value);
    const values = Array.isArray(value) ? value : [value];
    return values.filter((item): item is string => typeof item === 'string').map((item) => ({ kind, value: item }));
  });
}

/** Calls whose `code` field is a one-time code (not, say, a bank's or a country's code). */
const CODE_CALLS = /\/(?:otp|two-factor|verify|login|register|password|authenticator)/;

/** The secrets a request body (JSON) sends: every `*password*` field, and the codes of code-checking calls. */
export function secretsInRequest(path: string, body: unknown): Secret[] {
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]): Secret[] => {
    if (typeof value !== 'string') return secretsInRequest(path, value);
    if (/password/i.test(key)) return [{ kind: 'password', value }];
    if (key === 'phone_code' || (key === 'code' && CODE_CALLS.test(path))) return [{ kind: 'code', value }];
    return [];
  });
}

/** The text and its URL-decoded form (a secret in a query is percent-encoded). */
function readings(text: string): string[] {
  try {
    const decoded = decodeURIComponent(text.replace(/\+/g, ' '));
    return decoded === text ? [text] : [text, decoded];
  } catch {
    return [text];
  }
}

/** Every secret kind held by `text`, secret-shaped strings included. */
function kindsIn(text: string, secrets: readonly Secret[]): string[] {
  const forms = readings(text);
  const kinds = secrets.filter((secret) => forms.some((form) => holds(form, secret.value))).map((s) => s.kind);
  return [...new Set([...kinds, ...forms.flatMap(shapesIn)])];
}

/** `text` with every secret masked by its kind: safe to print. */
export function masked(text: string, secrets: readonly Secret[]): string {
  const longestFirst = [...secrets].sort((a, b) => b.value.length - a.value.length);
  let out = readings(text).at(-1) ?? text;
  for (const secret of longestFirst)
    if (holds(out, secret.value)) out = out.split(secret.value).join(`[${secret.kind}]`);
  return out.replace(new RegExp(JWT.source, 'g'), '[JWT]').replace(DIGIT_RUN, '[digits]');
}

function urlLeaks(url: string, secrets: readonly Secret[]): Leak[] {
  let path = url;
  let query = '';
  try {
    const parsed = new URL(url);
    path = parsed.pathname;
    query = parsed.search;
  } catch {}
  const where = (part: string) => `${part} of the URL ${masked(url, secrets).slice(0, 300)}`;
  return [
    ...kindsIn(path, secrets).map((kind) => ({ kind, where: where('path') })),
    ...kindsIn(query, secrets).map((kind) => ({ kind, where: where('query') })),
  ];
}

function storageLeaks(entry: StoredEntry, secrets: readonly Secret[]): Leak[] {
  const name = masked(entry.key, secrets).slice(0, 120);
  return [
    ...kindsIn(entry.key, secrets).map((kind) => ({ kind, where: `${entry.where}: the key "${name}"` })),
    ...kindsIn(entry.value, secrets).map((kind) => ({ kind, where: `${entry.where}: the value of "${name}"` })),
  ];
}

/** A session token in its own cookie is where SPEC section 3 keeps it; anything else in any cookie is a leak. */
function cookieLeaks(cookie: CookieFact, secrets: readonly Secret[]): Leak[] {
  const own = TOKEN_COOKIES[cookie.name];
  const others = secrets.filter((secret) => secret.kind !== own);
  const kinds = kindsIn(cookie.name, others).concat(kindsIn(cookie.value, others));
  // The access token is itself a JWT.
  return [...new Set(kinds)]
    .filter((kind) => !(own === 'access token' && kind === 'JWT-shaped string'))
    .map((kind) => ({ kind, where: `the cookie "${masked(cookie.name, secrets)}"` }));
}

/** Every leak in what a test's browser left (see `BrowserTrace`), each once. */
export function browserLeaks(trace: BrowserTrace, secrets: readonly Secret[]): Leak[] {
  const leaks = [
    ...[...new Set(trace.urls)].flatMap((url) => urlLeaks(url, secrets)),
    ...trace.storage.flatMap((entry) => storageLeaks(entry, secrets)),
    ...trace.cookies.flatMap((cookie) => cookieLeaks(cookie, secrets)),
  ];
  return [...new Map(leaks.map((leak) => [`${leak.kind}\u0000${leak.where}`, leak])).values()];
}

/**
 * The after-test leak checks of issue 17 as pure functions (Vitest proves them in tests/e2e/leak-scan.test.ts):
 * no secret a test handled may show in a URL the browser asked for, in the origin's storage, in a cookie other
 * than the session's token cookies, or in a line of the server's log. Findings name the kind of secret and the
 * place, never the secret: the place is printed with every secret in it masked.
 */

/** The kinds of secret a journey handles. */
export type SecretKind =
  | 'password'
  | 'code'
  | 'access token'
  | 'refresh token'
  | 'w-token'
  | 'card number'
  | 'cvv'
  | 'api key'
  | 'webhook secret'
  | 'authenticator secret'
  | 'recovery code';

export interface Secret {
  readonly kind: SecretKind;
  readonly value: string;
}

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

/** A number (a code, a CVV, a card number) is only a secret as a whole word: ids, amounts, times and hashes hold any digits. */
const NUMBER = /^\d+$/;

/** Numbers standing as whole words: letters, digits and `-` around one make it part of something else (a date, an id). */
const WORD_NUMBER = /(?<![0-9A-Za-z-])\d+(?![0-9A-Za-z-])/g;

function wordNumbers(text: string): string[] {
  return text.match(WORD_NUMBER) ?? [];
}

/** Whether `text` holds `secret`: a number as a whole word, anything else anywhere. */
export function holds(text: string, secret: string): boolean {
  return NUMBER.test(secret) ? wordNumbers(text).includes(secret) : text.includes(secret);
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

/** JWT-shaped: three base64url parts, the first a JSON header (`eyJ` is `{"`). */
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/;
/** 13 to 19 digits, maybe grouped by spaces or dashes, not part of a longer number. */
const DIGIT_RUN = /(?<![0-9A-Za-z-])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z-])/g;

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Secret-shaped strings, whoever's they are: a JWT, a card number (16 digits passing Luhn). */
export function shapesIn(text: string): string[] {
  const found: string[] = [];
  if (JWT.test(text)) found.push('JWT-shaped string');
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/\D/g, '');
    if (digits.length === 16 && passesLuhn(digits)) found.push('card-number-shaped string');
  }
  return found;
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

/** A `password` field with a value, in JSON (`"password":"…"`) or a query/form (`password=…`). */
const PASSWORD_VALUE = /"[\w-]*password[\w-]*"\s*:\s*"[^"]+"|[\w-]*password[\w-]*=[^&\s"]+/i;

/** Secrets are found by their first characters: a run's log and its secrets are both in the thousands. */
const PREFIX = 8;

/** The secrets a line holds anywhere, by a lookup per position instead of a search per secret. */
function substringFinder(secrets: readonly Secret[]): (line: string) => Secret[] {
  const byPrefix = new Map<string, Secret[]>();
  const short = secrets.filter((secret) => secret.value.length < PREFIX);
  for (const secret of secrets) {
    if (secret.value.length < PREFIX) continue;
    const prefix = secret.value.slice(0, PREFIX);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), secret]);
  }
  return (line) => {
    const found = short.filter((secret) => line.includes(secret.value));
    for (let at = 0; at + PREFIX <= line.length; at += 1)
      for (const secret of byPrefix.get(line.slice(at, at + PREFIX)) ?? [])
        if (line.startsWith(secret.value, at)) found.push(secret);
    return found;
  };
}

/** No line is meant to show a secret (see `logLeaks`). */
const NOTHING_ANNOUNCED = /(?!)/;

/** One finding in the server's log: the secret's kind and the line number (1-based), never the line. */
export interface LogLeak {
  readonly kind: string;
  readonly line: number;
}

/** The text fields (keys and string values) of a JSON log line, or the line itself when it is not JSON. */
function textsOf(line: string): string[] {
  try {
    return strings(JSON.parse(line));
  } catch {
    return [line];
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  return [];
}

/**
 * Every leak in the server's log: a secret any test registered (a number only as a word of a text field, so
 * durations and ids cannot match it), a JWT, a card number, a password value. Lines matching `announced` are
 * meant to show what they show (the demo mode's start-up banner names the demo accounts' public password).
 */
export function logLeaks(text: string, secrets: readonly Secret[], announced = NOTHING_ANNOUNCED): LogLeak[] {
  const unique = [...new Map(secrets.map((secret) => [secret.value, secret])).values()];
  const inLine = substringFinder(unique.filter((secret) => !NUMBER.test(secret.value)));
  const numbers = new Map(unique.filter((s) => NUMBER.test(s.value)).map((s) => [s.value, s.kind] as const));
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '' || announced.test(line)) return [];
    const kinds = [
      ...inLine(line).map((secret) => secret.kind),
      ...textsOf(line)
        .flatMap(wordNumbers)
        .flatMap((word) => numbers.get(word) ?? []),
      ...shapesIn(line),
      ...(PASSWORD_VALUE.test(line) ? ['password value'] : []),
    ];
    return [...new Set(kinds)].map((kind) => ({ kind, line: index + 1 }));
  });
}

/**
 * Finding secrets in text (issue 17): the secrets a run registered, and strings shaped like one whoever's they are
 * (a JWT, a card number passing Luhn, a password value). The e2e leak checks (e2e/leak-scan.ts: URLs, storage,
 * cookies and the run's server log) and the server's log test (tests/server/security/secrets-in-logs.test.ts) both
 * search with these, so a log line counts as leaking by one rule.
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

/** JWT-shaped: three base64url parts, the first a JSON header (`eyJ` is `{"`). */
export const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/;
/** 13 to 19 digits, maybe grouped by spaces or dashes, not part of a longer number. */
export const DIGIT_RUN = /(?<![0-9A-Za-z-])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z-])/g;

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

/**
 * Request signature (SPEC section 7: "signature derived from timestamp, method and path under /api/v1;
 * constants shift 50, upper bound 126, offset 33"). Shared by the signing clients and the reference server.
 *
 * Definition:
 * - `x-timestamp` = milliseconds since the Unix epoch, as a decimal string (`1767225600000`).
 * - path = the URL's path below the `/api/vN` version segment (`/api/v1` and the v2 base `/api/v2` alike,
 *   because both signing clients may call v2), without query string or fragment, without trailing slashes
 *   (the version root itself is `/`), percent-encoding kept exactly as sent. The first `/api/vN` segment
 *   anywhere in the path counts, so a base URL with a prefix (`/gateway/api/v1`) or a proxy that strips
 *   one signs the same path; a path with no `/api/vN` segment is signed whole.
 * - base = `${timestamp}:${METHOD}:${path}`, method upper-cased (`1767225600000:GET:/accounts/me`).
 * - `x-signature` = rotate(base): every character with code 33..126 becomes
 *   `((code - 33 + 50) % 94) + 33`; any other character (space, non-ASCII) is kept
 *   (`1767225600000:GET:/accounts/me` → `cihiddghbbbbblyw(la577CIBHGaA9`).
 * - The server recomputes the signature and accepts it when the timestamp is within ±5 minutes of its clock.
 *
 * This is an integrity/obfuscation check against casual tampering (and naive replay of a captured request
 * once the window has passed), NOT a security control: the rotation is public and keyless, so anyone can
 * compute a valid signature. Authentication is the Bearer token.
 */

/** Header carrying the request signature. */
export const SIGNATURE_HEADER = 'x-signature';
/** Header carrying the signing timestamp (epoch milliseconds, decimal). */
export const TIMESTAMP_HEADER = 'x-timestamp';
/** Largest accepted difference between the request timestamp and the server clock. */
export const DEFAULT_MAX_SKEW_MS = 300_000;

/** First rotated character code (`!`). */
const OFFSET = 33;
/** Last rotated character code (`~`). */
const UPPER_BOUND = 126;
const SHIFT = 50;
const RANGE = UPPER_BOUND - OFFSET + 1;
/** The printable ASCII range 33..126 (`!`..`~`). */
const PRINTABLE = /[!-~]/g;
/** Resolves relative URLs (`/api/v1/x`) the way a browser would, without depending on `location`. */
const PLACEHOLDER_ORIGIN = 'http://signing.invalid/';
/** A version segment such as `/api/v1` or `/api/v2`, ending at a slash or at the end of the path. */
const VERSION_SEGMENT = /\/api\/v\d+(?=\/|$)/;
/** Digits only, at most 16 of them: anything else is not an epoch-milliseconds timestamp. */
const TIMESTAMP_PATTERN = /^\d{1,16}$/;

/** Why a signature was refused. */
export type SignatureFailureReason = 'missing' | 'malformed_timestamp' | 'stale' | 'mismatch';

/** Outcome of {@link verifySignature}. */
export type SignatureCheck = { ok: true } | { ok: false; reason: SignatureFailureReason };

/** Inputs of {@link verifySignature}; absent headers arrive as null or undefined. */
export interface SignatureInput {
  /** Value of the `x-signature` header. */
  signature: string | null | undefined;
  /** Value of the `x-timestamp` header. */
  timestamp: string | null | undefined;
  /** HTTP method of the request, any case. */
  method: string;
  /** Request URL, absolute or origin-relative. */
  url: string;
  /** The verifier's clock, epoch milliseconds. */
  now: number;
  /** Largest accepted clock difference in either direction. */
  maxSkewMs?: number;
}

/** Move one character code by `shift` inside 33..126, wrapping around; other codes are kept. */
function shiftCode(code: number, shift: number): number {
  if (code < OFFSET || code > UPPER_BOUND) return code;
  return ((((code - OFFSET + shift) % RANGE) + RANGE) % RANGE) + OFFSET;
}

/** Shift every printable ASCII character of `text` by `shift`. */
function shiftText(text: string, shift: number): string {
  return text.replace(PRINTABLE, (char) => String.fromCharCode(shiftCode(char.charCodeAt(0), shift)));
}

/** Rotate every character with code 33..126 by 50 places (wrapping); others are unchanged. */
export function rotate(text: string): string {
  return shiftText(text, SHIFT);
}

/** Inverse of {@link rotate}. */
export function unrotate(text: string): string {
  return shiftText(text, RANGE - SHIFT);
}

/** The request path below `/api/vN`, without query string or trailing slash (`/` for the version root). */
export function signedPath(url: string): string {
  // URL parsing gives the path as fetch puts it on the wire: dot segments resolved, percent-encoding kept.
  const { pathname } = new URL(url, PLACEHOLDER_ORIGIN);
  const version = VERSION_SEGMENT.exec(pathname);
  const below = version === null ? pathname : pathname.slice(version.index + version[0].length);
  return below.replace(/\/+$/, '') || '/';
}

/** The string that is rotated into the signature: `${timestamp}:${METHOD}:${path}`. */
export function signatureBase(timestamp: string, method: string, path: string): string {
  return `${timestamp}:${method.toUpperCase()}:${path}`;
}

/** The `x-timestamp` value for an epoch-milliseconds clock reading. */
export function formatTimestamp(epochMs: number): string {
  return String(Math.trunc(epochMs));
}

/** The `x-signature` value of a request. */
export function sign(timestamp: string, method: string, url: string): string {
  return rotate(signatureBase(timestamp, method, signedPath(url)));
}

/** Both signing headers of a request made at `now` (epoch milliseconds). */
export function signatureHeaders(method: string, url: string, now: number): Record<string, string> {
  const timestamp = formatTimestamp(now);
  return { [SIGNATURE_HEADER]: sign(timestamp, method, url), [TIMESTAMP_HEADER]: timestamp };
}

/** Compare two strings in time that depends only on their lengths, never on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let i = 0; i < length; i++) {
    // charCodeAt past the end is NaN, which `| 0` turns into 0; the length check already failed then.
    difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  }
  return difference === 0;
}

/** Parse an `x-timestamp` value; null when it is not a plain decimal epoch-milliseconds number. */
function parseTimestamp(timestamp: string): number | null {
  if (!TIMESTAMP_PATTERN.test(timestamp)) return null;
  const value = Number(timestamp);
  return Number.isSafeInteger(value) ? value : null;
}

/** Recompute the signature for `url`; null when the URL cannot be parsed, which no real request produces. */
function expectedSignature(timestamp: string, method: string, url: string): string | null {
  try {
    return sign(timestamp, method, url);
  } catch {
    return null;
  }
}

/** Check the signature and timestamp headers of a received request against the verifier's clock. */
export function verifySignature(input: SignatureInput): SignatureCheck {
  const { signature, timestamp, method, url, now, maxSkewMs = DEFAULT_MAX_SKEW_MS } = input;
  if (!signature || !timestamp) return { ok: false, reason: 'missing' };
  const sentAt = parseTimestamp(timestamp);
  if (sentAt === null) return { ok: false, reason: 'malformed_timestamp' };
  // Both directions: a clock far ahead is as suspicious as a replayed old request.
  if (Math.abs(now - sentAt) > maxSkewMs) return { ok: false, reason: 'stale' };
  const expected = expectedSignature(timestamp, method, url);
  if (expected === null || !constantTimeEqual(expected, signature)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}

/**
 * Automatic retry policy (PRODUCT.md section 5, Reliability). A retry must never move money twice, so:
 * - reads (GET, HEAD) and calls marked idempotent retry on network errors, timeouts, 502/503/504 and 429;
 * - any other call (a money-moving POST) retries only when it carries an idempotency key, which the caller
 *   sends unchanged on every attempt, and not after a timeout: the first attempt may still be running on
 *   the server, so the user sees the state (and the status timeline) instead of a silent replay;
 * - an abort is the app's own decision and is never retried;
 * - at most 3 retries, waiting with exponential backoff and full jitter (random in [0, min(5 s, 300 ms × 2ⁿ⁻¹)])
 *   so clients recovering from one outage do not return in lockstep; a 429 waits what `Retry-After` says.
 * A wait longer than the 5 s cap is not worth a silent spinner: the failure is shown with a retry button.
 */

/** First backoff ceiling, in milliseconds. */
export const RETRY_BASE_MS = 300;
/** Growth of the backoff ceiling per attempt. */
export const RETRY_FACTOR = 2;
/** Longest automatic wait, backoff or Retry-After, in milliseconds. */
export const RETRY_CAP_MS = 5000;
/** Retries after the first attempt, so at most 4 requests in all. */
export const MAX_RETRIES = 3;

/** Statuses that say "try again later" without the request having had an effect. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);
/** Methods that never change server state. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
/** RFC 9110 delay-seconds: digits only. */
const DELAY_SECONDS = /^\d+$/;
/** All three RFC 9110 HTTP-date forms open with a day name; Date.parse alone would accept "1.5" as a date. */
const HTTP_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s/;

/** How the last attempt failed. */
export type RetryFailure =
  | { kind: 'network' }
  | { kind: 'status'; status: number; retryAfter?: string | null }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

/** Whether to try again, and after how many milliseconds. */
export type RetryDecision = { retry: false } | { retry: true; delayMs: number };

/** Inputs of {@link shouldRetry}. */
export interface RetryInput {
  /** HTTP method, any case. */
  method: string;
  /** The call is marked idempotent in the contract (repeating it has the same effect as doing it once). */
  idempotent?: boolean;
  /** The call carries an idempotency key, the same on every attempt. */
  hasIdempotencyKey?: boolean;
  /** Number of the attempt that just failed: 1 for the first request. */
  attempt: number;
  /** How that attempt failed. */
  failure: RetryFailure;
  /** Uniform random number in [0, 1); injectable for tests. */
  random?: () => number;
  /** Clock in epoch milliseconds, for a Retry-After date; injectable for tests. */
  now?: () => number;
}

const NO_RETRY: RetryDecision = { retry: false };

/** Full-jitter backoff before the retry that follows failed attempt `attempt` (1-based). */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * RETRY_FACTOR ** Math.max(0, attempt - 1));
  // Clamped so a misbehaving random source cannot produce a negative or oversized wait.
  const fraction = Math.min(1, Math.max(0, random()));
  return Math.floor(fraction * ceiling);
}

/** Milliseconds a `Retry-After` header asks to wait (seconds or HTTP-date); null when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (DELAY_SECONDS.test(text)) return Number(text) * 1000;
  const date = HTTP_DATE.test(text) ? Date.parse(text) : Number.NaN;
  // A date already past means "now".
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** True when repeating the call cannot have a second effect. */
function isRepeatable(method: string, idempotent: boolean): boolean {
  return idempotent || SAFE_METHODS.has(method.toUpperCase());
}

/** True when this kind of failure may be retried for a call of this repeatability. */
function isRetryableFailure(failure: RetryFailure, repeatable: boolean, hasIdempotencyKey: boolean): boolean {
  switch (failure.kind) {
    case 'aborted':
      return false;
    case 'timeout':
      return repeatable;
    case 'network':
      return repeatable || hasIdempotencyKey;
    case 'status':
      return RETRYABLE_STATUSES.has(failure.status) && (repeatable || hasIdempotencyKey);
  }
}

/** Wait before the next attempt: what a 429's Retry-After asks for, otherwise jittered backoff. */
function retryDelay(failure: RetryFailure, attempt: number, random: () => number, now: () => number): number {
  if (failure.kind === 'status' && failure.status === 429) {
    const asked = parseRetryAfter(failure.retryAfter, now());
    if (asked !== null) return asked;
  }
  return backoffDelay(attempt, random);
}

/** Decide whether the call that just failed is retried automatically, and after how long. */
export function shouldRetry(input: RetryInput): RetryDecision {
  const { method, idempotent = false, hasIdempotencyKey = false, attempt, failure } = input;
  if (attempt > MAX_RETRIES) return NO_RETRY;
  if (!isRetryableFailure(failure, isRepeatable(method, idempotent), hasIdempotencyKey)) return NO_RETRY;
  const delayMs = retryDelay(failure, attempt, input.random ?? Math.random, input.now ?? Date.now);
  return delayMs > RETRY_CAP_MS ? NO_RETRY : { retry: true, delayMs };
}

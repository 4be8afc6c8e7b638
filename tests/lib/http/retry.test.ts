import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  MAX_RETRIES,
  parseRetryAfter,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_FACTOR,
  type RetryFailure,
  type RetryInput,
  shouldRetry,
} from '../../../src/lib/http/retry.ts';

const NOW = Date.parse('2026-01-01T00:00:00.000Z');
const one = () => 1;
const zero = () => 0;
const network: RetryFailure = { kind: 'network' };
const timeout: RetryFailure = { kind: 'timeout' };
const aborted: RetryFailure = { kind: 'aborted' };

/** A status failure without Retry-After. */
function status(code: number, retryAfter?: string | null): RetryFailure {
  return retryAfter === undefined ? { kind: 'status', status: code } : { kind: 'status', status: code, retryAfter };
}

/** A first failed attempt with the ceiling of the jitter (random = 1) and a fixed clock. */
function decide(overrides: Partial<RetryInput> & Pick<RetryInput, 'method' | 'failure'>) {
  return shouldRetry({ attempt: 1, random: one, now: () => NOW, ...overrides });
}

describe('constants', () => {
  it('follow the reliability policy', () => {
    expect([RETRY_BASE_MS, RETRY_FACTOR, RETRY_CAP_MS, MAX_RETRIES]).toEqual([300, 2, 5000, 3]);
  });
});

describe('backoffDelay', () => {
  it('doubles the ceiling per attempt from 300 ms (random fixed to 1)', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, one))).toEqual([300, 600, 1200, 2400, 4800]);
  });

  it('is 0 with random fixed to 0 (full jitter starts at zero)', () => {
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt, zero))).toEqual([0, 0, 0]);
  });

  it('scales the ceiling by the random fraction', () => {
    expect(backoffDelay(2, () => 0.5)).toBe(300);
    expect(backoffDelay(3, () => 0.25)).toBe(300);
  });

  it('is capped at 5 s', () => {
    expect(backoffDelay(6, one)).toBe(5000);
    expect(backoffDelay(20, one)).toBe(5000);
  });

  it('clamps a random source outside [0, 1]', () => {
    expect(backoffDelay(1, () => 7)).toBe(300);
    expect(backoffDelay(1, () => -1)).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP-date relative to now', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', NOW)).toBe(3000);
  });

  it('treats a past HTTP-date as no wait', () => {
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', NOW)).toBe(0);
  });

  it('is null when absent or invalid', () => {
    for (const value of [undefined, null, '', '  ', '-1', '1.5', 'soon', '2026-01-01']) {
      expect(parseRetryAfter(value, NOW)).toBeNull();
    }
  });
});

describe('shouldRetry: which calls', () => {
  it('retries a GET after a network error', () => {
    expect(decide({ method: 'GET', failure: network })).toEqual({ retry: true, delayMs: 300 });
    expect(decide({ method: 'get', failure: network })).toEqual({ retry: true, delayMs: 300 });
  });

  it('retries a call marked idempotent', () => {
    expect(decide({ method: 'PUT', idempotent: true, failure: network })).toEqual({ retry: true, delayMs: 300 });
  });

  it('never retries a POST without an idempotency key', () => {
    for (const failure of [network, timeout, status(502), status(503), status(504), status(429, '1')]) {
      expect(decide({ method: 'POST', failure })).toEqual({ retry: false });
    }
  });

  it('never retries PUT, PATCH or DELETE not marked idempotent and without a key', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(decide({ method, failure: network })).toEqual({ retry: false });
  });

  it('retries a POST carrying an idempotency key on network errors and 502/503/504/429', () => {
    for (const failure of [network, status(502), status(503), status(504), status(429)]) {
      expect(decide({ method: 'POST', hasIdempotencyKey: true, failure })).toEqual({ retry: true, delayMs: 300 });
    }
  });

  it('does not retry a keyed POST after a timeout, which may still be running on the server', () => {
    expect(decide({ method: 'POST', hasIdempotencyKey: true, failure: timeout })).toEqual({ retry: false });
  });

  it('retries a timeout for GET and idempotent calls', () => {
    expect(decide({ method: 'GET', failure: timeout })).toEqual({ retry: true, delayMs: 300 });
    expect(decide({ method: 'PUT', idempotent: true, failure: timeout })).toEqual({ retry: true, delayMs: 300 });
  });

  it('never retries an abort', () => {
    expect(decide({ method: 'GET', failure: aborted })).toEqual({ retry: false });
    expect(decide({ method: 'POST', idempotent: true, hasIdempotencyKey: true, failure: aborted })).toEqual({
      retry: false,
    });
  });
});

describe('shouldRetry: which statuses', () => {
  it('retries 502, 503, 504 and 429', () => {
    for (const code of [429, 502, 503, 504]) {
      expect(decide({ method: 'GET', failure: status(code) })).toEqual({ retry: true, delayMs: 300 });
    }
  });

  it('does not retry other statuses', () => {
    for (const code of [400, 401, 403, 404, 409, 422, 498, 500, 501, 505]) {
      expect(decide({ method: 'GET', failure: status(code) })).toEqual({ retry: false });
    }
  });
});

describe('shouldRetry: schedule', () => {
  it('waits up to 300, 600 and 1200 ms, then stops after 3 retries (random fixed to 1)', () => {
    const schedule = [1, 2, 3, 4].map((attempt) => decide({ method: 'GET', failure: network, attempt }));
    expect(schedule).toEqual([
      { retry: true, delayMs: 300 },
      { retry: true, delayMs: 600 },
      { retry: true, delayMs: 1200 },
      { retry: false },
    ]);
  });

  it('retries at once with random fixed to 0', () => {
    for (const attempt of [1, 2, 3]) {
      expect(decide({ method: 'GET', failure: status(503), attempt, random: zero })).toEqual({
        retry: true,
        delayMs: 0,
      });
    }
  });

  it('stops at the maximum whatever the failure', () => {
    expect(decide({ method: 'GET', failure: status(429, '0'), attempt: MAX_RETRIES + 1 })).toEqual({ retry: false });
    expect(decide({ method: 'POST', hasIdempotencyKey: true, failure: network, attempt: 10 })).toEqual({
      retry: false,
    });
  });

  it('uses Math.random and Date.now when none is injected', () => {
    const decision = shouldRetry({ method: 'GET', attempt: 1, failure: network });
    expect(decision.retry).toBe(true);
    if (decision.retry) {
      expect(decision.delayMs).toBeGreaterThanOrEqual(0);
      expect(decision.delayMs).toBeLessThan(300);
    }
  });
});

describe('shouldRetry: Retry-After on 429', () => {
  it('waits the seconds it asks for, without jitter', () => {
    expect(decide({ method: 'GET', failure: status(429, '2'), random: zero })).toEqual({ retry: true, delayMs: 2000 });
  });

  it('waits until the HTTP-date it names', () => {
    expect(decide({ method: 'GET', failure: status(429, 'Thu, 01 Jan 2026 00:00:04 GMT') })).toEqual({
      retry: true,
      delayMs: 4000,
    });
  });

  it('falls back to backoff when Retry-After is absent or invalid', () => {
    expect(decide({ method: 'GET', failure: status(429, null), attempt: 2 })).toEqual({ retry: true, delayMs: 600 });
    expect(decide({ method: 'GET', failure: status(429, 'later'), attempt: 2 })).toEqual({ retry: true, delayMs: 600 });
  });

  it('accepts a wait of exactly the cap and gives up beyond it, leaving the retry to the user', () => {
    expect(decide({ method: 'GET', failure: status(429, '5') })).toEqual({ retry: true, delayMs: 5000 });
    expect(decide({ method: 'GET', failure: status(429, '6') })).toEqual({ retry: false });
    expect(decide({ method: 'GET', failure: status(429, 'Thu, 01 Jan 2026 00:01:00 GMT') })).toEqual({ retry: false });
  });

  it('ignores Retry-After on other statuses, which use backoff', () => {
    expect(decide({ method: 'GET', failure: status(503, '4') })).toEqual({ retry: true, delayMs: 300 });
  });
});

describe('Retry-After and safe methods at their edges', () => {
  it('reads seconds of several digits', () => {
    expect(parseRetryAfter('12', NOW)).toBe(12_000);
  });

  it('reads the three HTTP-date forms, each opening with a day name', () => {
    const at = Date.parse('1994-11-06T08:49:37.000Z');
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', at - 2000)).toBe(2000);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', at - 2000)).toBe(2000);
    // asctime has no zone and no comma: read as some date, so a wait and not a refusal.
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', at - 2000)).not.toBeNull();
  });

  it('refuses a date that does not open with its day name, which Date.parse alone would take', () => {
    expect(Date.parse('x Sun, 06 Nov 1994 08:49:37 GMT')).not.toBeNaN();
    expect(parseRetryAfter('x Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBeNull();
  });

  it('retries a HEAD as it retries a GET', () => {
    const failure: RetryFailure = { kind: 'status', status: 503 };
    expect(shouldRetry({ method: 'HEAD', attempt: 1, failure, random: zero }).retry).toBe(true);
    expect(shouldRetry({ method: 'head', attempt: 1, failure: timeout, random: zero }).retry).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  abortedFailure,
  failureFromResponse,
  INTERNAL_ERROR_KEY,
  isApiFailure,
  isSessionEnding,
  networkFailure,
  statusFailure,
  timeoutFailure,
} from '../../../src/lib/http/errors.ts';

describe('client failures', () => {
  it('uses the SPEC message of a network error', () => {
    expect(networkFailure()).toEqual({ status: false, message: 'Network Error' });
  });

  it('uses the SPEC message of an aborted request', () => {
    expect(abortedFailure()).toEqual({ status: false, message: 'Request aborted' });
  });

  it('names the timeout in the message', () => {
    expect(timeoutFailure(15_000)).toEqual({ status: false, message: 'timeout of 15000 ms exceeded' });
  });

  it('names the status in the message', () => {
    expect(statusFailure(404)).toEqual({ status: false, message: 'Request failed with status code 404' });
  });

  it('returns a fresh object each time, so a caller may add to it', () => {
    expect(networkFailure()).not.toBe(networkFailure());
  });
});

describe('INTERNAL_ERROR_KEY', () => {
  it('is the message key of "Internal Server Error"', () => {
    expect(INTERNAL_ERROR_KEY).toBe('error_internal');
  });
});

describe('failureFromResponse', () => {
  it('returns a status-false body as is', () => {
    const body = { status: false, message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' };
    expect(failureFromResponse(400, body)).toEqual(body);
  });

  it('keeps the field errors of a 422', () => {
    const body = {
      status: false,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: { amount: ['too_small'], email: ['invalid', 'taken'] },
    };
    expect(failureFromResponse(422, body)).toEqual(body);
  });

  it('keeps how long a 429 asks to wait, and only a positive number of seconds', () => {
    const body = { status: false, message: 'Too many attempts', code: 'RATE_LIMITED', retry_after: 840 };
    expect(failureFromResponse(429, body)).toEqual({
      status: false,
      message: 'Too many attempts',
      code: 'RATE_LIMITED',
      retryAfter: 840,
    });
    for (const retry_after of [0, -5, '840', Number.NaN]) {
      expect(failureFromResponse(429, { ...body, retry_after }).retryAfter).toBeUndefined();
    }
  });

  it('drops extra keys and malformed parts', () => {
    expect(
      failureFromResponse(400, {
        status: false,
        message: 'Bad',
        code: 42,
        data: { secret: 1 },
        errors: { amount: 'too_small', name: [1, 'short'], empty: [], other: null },
      }),
    ).toEqual({ status: false, message: 'Bad', errors: { amount: ['too_small'], name: ['short'] } });
    expect(failureFromResponse(400, { status: false, message: 'Bad', code: '', errors: ['x'] })).toEqual({
      status: false,
      message: 'Bad',
    });
  });

  it('turns another body with a message into a failure', () => {
    expect(failureFromResponse(403, { message: 'Forbidden', code: 'ROLE_DENIED', status: 'error' })).toEqual({
      status: false,
      message: 'Forbidden',
      code: 'ROLE_DENIED',
    });
    expect(failureFromResponse(500, { status: true, message: 'Oops' })).toEqual({ status: false, message: 'Oops' });
  });

  it('parses a JSON text body', () => {
    expect(failureFromResponse(409, '{"status":false,"message":"Duplicate","code":"IDEMPOTENCY_CONFLICT"}')).toEqual({
      status: false,
      message: 'Duplicate',
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('falls back to the status message for a 4xx without a usable body', () => {
    const expected = statusFailure(404);
    for (const body of [undefined, null, '', '<html>Not Found</html>', {}, [], 'null', { message: '' }, { error: 1 }]) {
      expect(failureFromResponse(404, body)).toEqual(expected);
    }
    expect(failureFromResponse(429, undefined)).toEqual({
      status: false,
      message: 'Request failed with status code 429',
    });
  });

  it('falls back to the generic key for a 5xx without a usable body', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(failureFromResponse(status, '<html>Bad Gateway</html>')).toEqual({
        status: false,
        message: INTERNAL_ERROR_KEY,
      });
    }
    expect(failureFromResponse(500, { status: false })).toEqual({ status: false, message: 'error_internal' });
  });

  it('falls back to the generic key for any other status without a body', () => {
    expect(failureFromResponse(302, undefined)).toEqual({ status: false, message: INTERNAL_ERROR_KEY });
    expect(failureFromResponse(0, undefined)).toEqual({ status: false, message: INTERNAL_ERROR_KEY });
  });
});

describe('isApiFailure', () => {
  it('recognises the failure shape', () => {
    expect(isApiFailure(networkFailure())).toBe(true);
    expect(isApiFailure({ status: false, message: 'x', extra: 1 })).toBe(true);
    expect(isApiFailure({ status: true, message: 'x' })).toBe(false);
    expect(isApiFailure({ status: false })).toBe(false);
    expect(isApiFailure(null)).toBe(false);
    expect(isApiFailure('Network Error')).toBe(false);
  });
});

describe('isSessionEnding', () => {
  it('is true for 401 and 498 only', () => {
    expect(isSessionEnding(401)).toBe(true);
    expect(isSessionEnding(498)).toBe(true);
    for (const status of [200, 400, 403, 404, 419, 422, 440, 499, 500]) expect(isSessionEnding(status)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/errors/api-error.ts';
import { errorBody, fillMessage } from '../../../server/errors/render.ts';

describe('errorBody', () => {
  it('words the code in the language, with the seconds of a retry and field errors', () => {
    const error = new ApiError('RATE_LIMITED', { retryAfter: 42 });
    expect(errorBody(error, 'vi')).toEqual({
      status: false,
      code: 'RATE_LIMITED',
      message: 'Quá nhiều lần thử. Vui lòng thử lại sau 42 giây.',
      retry_after: 42,
    });
    const weak = new ApiError('WEAK_PASSWORD', {
      fields: { password: ['password_common', { key: 'too_short', params: { minimum: 10 } }] },
    });
    expect(errorBody(weak, 'en').errors).toEqual({
      password: ['This password is too common. Choose one that is harder to guess.', 'Use at least 10 characters.'],
    });
    expect(weak.status).toBe(422);
  });

  it('leaves an unknown placeholder visible instead of hiding it', () => {
    expect(fillMessage('Wait {seconds} s for {thing}', { seconds: 3 })).toBe('Wait 3 s for {thing}');
  });
});

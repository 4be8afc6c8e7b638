import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Email, OtpCode, Password, PersonName, RecoveryCode } from '../../../src/contract/fields.ts';
import { failureText } from '../../../src/lib/failure-text.ts';
import { digitsTyped, recoveryTyped, trimmed } from '../../../src/lib/forms/fields.ts';
import { fieldName, parseWithSchema } from '../../../src/lib/forms/parse.ts';
import { replyOptionsOf } from '../../../src/lib/forms/use-schema-form.ts';
import { abortedFailure, networkFailure, statusFailure, timeoutFailure } from '../../../src/lib/http/errors.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { formatSeconds, secondsUntil } from '../../../src/lib/use-countdown.ts';

/** The messages of a failed parse (a success has none). */
function errorsOf(submission: ReturnType<typeof parseWithSchema>) {
  return submission.status === 'success' ? undefined : submission.error;
}

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

const schema = z.object({
  email: trimmed(Email),
  password: Password,
  code: digitsTyped(OtpCode),
  name: trimmed(PersonName),
});

afterEach(() => setLocale('en', { reload: false }));

describe('form schemas', () => {
  it('give one translated message per field, the first rule that fails', () => {
    const submission = parseWithSchema(
      formData({ email: '', password: 'short', code: '12ab', name: 'x'.repeat(101) }),
      schema,
    );
    expect(submission.status).toBe('error');
    expect(errorsOf(submission)).toEqual({
      email: ['This field is required.'],
      password: ['Use at least 10 characters.'],
      code: ['Enter the 6-digit code.'],
      name: ['Use at most 100 characters.'],
    });
  });

  it('trim emails and names and ignore the spaces and dashes pasted into a code', () => {
    const submission = parseWithSchema(
      formData({ email: ' a@b.co ', password: 'long-enough-1', code: '123 45-6', name: ' Ann ' }),
      schema,
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      email: 'a@b.co',
      password: 'long-enough-1',
      code: '123456',
      name: 'Ann',
    });
  });

  it('take a recovery code as read off paper, and refuse a 6-digit code in its place', () => {
    const recovery = z.object({ code: recoveryTyped(RecoveryCode) });
    const typed = parseWithSchema(formData({ code: ' ABCDE 23456 ' }), recovery);
    expect(typed.status === 'success' && typed.value).toEqual({ code: 'abcde-23456' });
    expect(errorsOf(parseWithSchema(formData({ code: '123456' }), recovery))).toEqual({
      code: ['Enter a recovery code like abcde-23456: 10 letters and digits.'],
    });
    expect(errorsOf(parseWithSchema(formData({ code: '' }), recovery))).toEqual({ code: ['This field is required.'] });
  });

  it('speak the page language', () => {
    setLocale('vi', { reload: false });
    const submission = parseWithSchema(formData({ email: 'nope', password: '', code: '', name: 'x' }), schema);
    expect(errorsOf(submission)).toEqual({
      email: ['Nhập địa chỉ email hợp lệ, ví dụ name@example.com.'],
      password: ['Trường này là bắt buộc.'],
      code: ['Trường này là bắt buộc.'],
      name: ['Nhập ít nhất 2 ký tự.'],
    });
  });

  it('name nested fields as conform does', () => {
    expect(fieldName(['items', 0, 'name'])).toBe('items[0].name');
    expect(fieldName(['email'])).toBe('email');
  });
});

describe('failure text', () => {
  it('translates what the HTTP module says in English, and keeps what the server said', () => {
    expect(failureText(networkFailure())).toMatch(/offline/);
    expect(failureText(abortedFailure())).toBe('The request was cancelled. Try again.');
    expect(failureText(timeoutFailure(30000))).toBe('The server took too long to answer. Try again.');
    expect(failureText(statusFailure(404))).toBe('The request failed (error 404). Try again.');
    expect(failureText({ status: false, message: 'error_internal' })).toMatch(/Nothing was charged/);
    expect(
      failureText({ status: false, message: 'Email hoặc mật khẩu không đúng.', code: 'INVALID_CREDENTIALS' }),
    ).toBe('Email hoặc mật khẩu không đúng.');
  });

  it('says at what time a rate limit ends', () => {
    const now = new Date(2026, 10, 23, 14, 5, 0).getTime();
    const limited = { status: false as const, message: 'in 840 seconds', code: 'RATE_LIMITED', retryAfter: 840 };
    expect(failureText(limited, now)).toBe('Too many attempts. You can try again at 2:19 PM.');
    setLocale('vi', { reload: false });
    expect(failureText(limited, now)).toBe('Bạn đã thử quá nhiều lần. Bạn có thể thử lại lúc 14:19.');
  });
});

describe('where a failure is shown', () => {
  it('puts server field errors and mapped codes beside their fields, anything else above the form', () => {
    const fields = {
      status: false as const,
      message: 'Invalid',
      code: 'VALIDATION_FAILED',
      errors: { email: ['Taken'] },
    };
    expect(replyOptionsOf(fields)).toEqual({ fieldErrors: { email: ['Taken'] } });
    const wrong = { status: false as const, message: 'Wrong password', code: 'INVALID_CREDENTIALS' };
    expect(replyOptionsOf(wrong, { INVALID_CREDENTIALS: 'password' })).toEqual({
      fieldErrors: { password: ['Wrong password'] },
    });
    expect(replyOptionsOf(wrong)).toEqual({ formErrors: ['Wrong password'] });
    expect(replyOptionsOf(networkFailure(), { INVALID_CREDENTIALS: 'password' }).formErrors?.[0]).toMatch(/offline/);
  });
});

describe('countdowns', () => {
  it('count whole seconds left from the clock, never below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBe(0);
    expect([formatSeconds(60), formatSeconds(9), formatSeconds(125)]).toEqual(['1:00', '0:09', '2:05']);
  });
});

import { describe, expect, it } from 'vitest';
import { tokenFromPath } from '../../../src/features/auth/forgot/reset-email.ts';
import { asPasswordField } from '../../../src/features/auth/new-password-form.tsx';

describe('tokenFromPath', () => {
  it('reads the w-token of /forgot/<token>', () => {
    expect(tokenFromPath('/forgot/abc-DEF_123')).toBe('abc-DEF_123');
    expect(tokenFromPath('/forgot/abc%7E1/')).toBe('abc~1');
  });

  it('has none for /forgot, deeper paths or a broken escape', () => {
    expect(tokenFromPath('/forgot')).toBeNull();
    expect(tokenFromPath('/forgot/')).toBeNull();
    expect(tokenFromPath('/forgot/a/b')).toBeNull();
    expect(tokenFromPath('/forgot/%E0%A4%A')).toBeNull();
  });
});

describe('asPasswordField', () => {
  it("moves the server's field errors to the form's password field", () => {
    const failure = { status: false as const, message: 'weak', code: 'WEAK_PASSWORD', errors: { new_password: ['x'] } };
    expect(asPasswordField(failure, 'new_password')?.errors).toEqual({ password: ['x'] });
  });

  it('leaves other failures alone', () => {
    const failure = { status: false as const, message: 'no', code: 'RATE_LIMITED' };
    expect(asPasswordField(failure, 'new_password')).toBe(failure);
    expect(asPasswordField(undefined, 'new_password')).toBeUndefined();
  });
});

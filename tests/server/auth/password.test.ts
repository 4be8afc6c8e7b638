import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../../server/auth/password.ts';
import { assertStrongPassword, passwordProblems } from '../../../server/auth/password-policy.ts';
import { ApiError } from '../../../server/errors/api-error.ts';

describe('password hashing', () => {
  it('verifies the password it hashed, and nothing else', async () => {
    const hash = await hashPassword('Demo-pass-2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Demo-pass-2026', hash)).toBe(true);
    expect(await verifyPassword('demo-pass-2026', hash)).toBe(false);
    expect(await verifyPassword('Demo-pass-2026', 'plain-text')).toBe(false);
    expect(await verifyAgainstNothing('Demo-pass-2026')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
});

describe('password policy', () => {
  it('refuses common passwords and the email, whatever the letter case', () => {
    expect(passwordProblems('QwertyUIOP', 'a@b.test')).toEqual(['password_common']);
    expect(passwordProblems('Anna.Nguyen@Example.test', 'anna.nguyen@example.test')).toEqual(['password_is_email']);
    expect(passwordProblems('anna.nguyen', 'anna.nguyen@example.test')).toEqual(['password_is_email']);
    expect(passwordProblems('Demo-pass-2026', 'director@demo.test')).toEqual([]);
  });

  it('throws WEAK_PASSWORD naming the form field', () => {
    expect(() => assertStrongPassword('1234567890', 'a@b.test', 'new_password')).toThrow(ApiError);
    try {
      assertStrongPassword('1234567890', 'a@b.test', 'new_password');
    } catch (error) {
      expect((error as ApiError).fields).toEqual({ new_password: ['password_common'] });
    }
  });
});

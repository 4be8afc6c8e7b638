import { describe, expect, it } from 'vitest';
import { localPart, passwordStrength } from '../../src/lib/password-strength.ts';

describe('passwordStrength', () => {
  it('says nothing about an empty password', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('is weak below the 10-character minimum, whatever the mix', () => {
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('Ab1!Ab1!A')).toBe('weak');
  });

  it('is weak with one kind of character at the minimum length', () => {
    expect(passwordStrength('abcdefghij')).toBe('weak');
    expect(passwordStrength('1234567890')).toBe('weak');
  });

  it('is weak when one character is repeated', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
  });

  it('is fair with two kinds and some extra length, or three kinds at the minimum', () => {
    expect(passwordStrength('abcdefgh12')).toBe('weak');
    expect(passwordStrength('abcdefghij12')).toBe('fair');
    expect(passwordStrength('Abcdefgh12')).toBe('fair');
  });

  it('is strong with every kind, or fewer kinds and a long password', () => {
    expect(passwordStrength('Demo-pass-2026')).toBe('strong');
    expect(passwordStrength('Abcdefghij12')).toBe('strong');
    expect(passwordStrength('correcthorsebattery42')).toBe('strong');
  });

  it('is weak when it contains the local part of the email, in any case', () => {
    expect(passwordStrength('Nguyen.Van.A-2026!', 'nguyen.van.a@example.test')).toBe('weak');
    expect(passwordStrength('xxNGUYENxx-2026!', 'nguyen@example.test')).toBe('weak');
    expect(passwordStrength('Other-pass-2026', 'nguyen@example.test')).toBe('strong');
  });

  it('ignores a local part too short to matter', () => {
    expect(localPart('ab@example.test')).toBe('');
    expect(passwordStrength('Grab-bag-2026', 'ab@example.test')).toBe('strong');
    expect(localPart('  Linh@Example.test ')).toBe('linh');
  });
});

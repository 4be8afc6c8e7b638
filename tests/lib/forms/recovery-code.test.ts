import { describe, expect, it } from 'vitest';
import { recoveryCodeTyped } from '../../../src/lib/forms/recovery-code.ts';

describe('a recovery code as typed', () => {
  it('forgives capitals, spaces and a missing dash, and leaves anything else for the rule to refuse', () => {
    expect(recoveryCodeTyped('ABCDE-23456')).toBe('abcde-23456');
    expect(recoveryCodeTyped(' abcde 23456 ')).toBe('abcde-23456');
    expect(recoveryCodeTyped('abcde23456')).toBe('abcde-23456');
    expect(recoveryCodeTyped('ab cde-234 56')).toBe('abcde-23456');
    expect(recoveryCodeTyped(' Abcd-2345 ')).toBe('abcd-2345');
    expect(recoveryCodeTyped('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { isCurrentSection } from '../../src/app/navigation.ts';

describe('the current nav section', () => {
  it('is the nearest item: a VA transaction is under "VA transactions" only, a VA page under "Virtual account"', () => {
    expect(isCurrentSection('/va/transactions', '/va/transactions/7')).toBe(true);
    expect(isCurrentSection('/va', '/va/transactions/7')).toBe(false);
    expect(isCurrentSection('/va', '/va/qr-transaction')).toBe(false);
    expect(isCurrentSection('/va', '/va/list/withdraw_qr')).toBe(true);
    expect(isCurrentSection('/', '/')).toBe(true);
    expect(isCurrentSection('/', '/transactions')).toBe(false);
    expect(isCurrentSection('/transactions', '/transactions/3')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { feeRuleText } from '../../src/lib/fee-rule.ts';

describe('fee rules as the user reads them', () => {
  it('writes a percentage in the page’s number format', () => {
    expect(feeRuleText({ type: 'PERCENT', value: '1' }, 'en')).toBe('1%');
    expect(feeRuleText({ type: 'PERCENT', value: '0.8' }, 'vi')).toBe('0,8%');
  });

  it('writes a fixed fee as money', () => {
    expect(feeRuleText({ type: 'FIXED', value: '5000', currency: 'VND' }, 'en')).toBe('₫5,000');
  });
});

/**
 * Writing a wire amount without big.js (src/lib/money-layout.ts), for a head script: exactly what `formatMoney`
 * writes whenever no rounding is needed, and nothing otherwise.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/lib/locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { formatWireMoneyUnrounded } from '../../src/lib/money-layout.ts';

const LOCALES: readonly Locale[] = ['en', 'vi'];

describe('formatWireMoneyUnrounded', () => {
  const unrounded: [string, string][] = [
    ['0', 'VND'],
    ['-0', 'VND'],
    ['-0.000', 'USD'],
    ['000123', 'VND'],
    ['12345678.000', 'VND'],
    ['12345678', 'VNDW'],
    ['-1500.5', 'USD'],
    ['1500.50', 'USD'],
    ['99999999999999999999999.99', 'USD'],
    ['1000', 'JPY'],
    ['1.234', 'KWD'],
    ['7.1', 'XYZ'],
  ];

  it.each(unrounded)('writes %s %s exactly as formatMoney does', (amount, currency) => {
    for (const locale of LOCALES) {
      expect(formatWireMoneyUnrounded(amount, currency, locale)).toBe(formatMoney(amount, currency, locale));
    }
  });

  it('leaves to formatMoney an amount it would have to round, and refuses a malformed one', () => {
    expect(formatWireMoneyUnrounded('100.5', 'VND', 'en')).toBeNull();
    expect(formatWireMoneyUnrounded('1.005', 'USD', 'vi')).toBeNull();
    expect(formatWireMoneyUnrounded('1.2345', 'KWD', 'en')).toBeNull();
    expect(formatWireMoneyUnrounded('1e3', 'USD', 'en')).toBeNull();
    expect(formatWireMoneyUnrounded('1,000', 'USD', 'en')).toBeNull();
    expect(formatWireMoneyUnrounded('', 'USD', 'en')).toBeNull();
  });
});

/**
 * Issue 17 (bad input), the money forms' side: every amount field (withdraw, transfer, top-up, card issue and
 * top-up, QR create and pay) reads what was typed through `checkTypedAmount`, and sends only the amount it
 * returns. Whatever is typed — exponents, signs, 25 decimals, other scripts' digits, injection strings, any
 * text — it is refused, or it is an amount the contract's PositiveDecimal takes with the currency's decimals.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { PositiveDecimal } from '../../../src/contract/common.ts';
import { checkTypedAmount } from '../../../src/lib/forms/amount.ts';
import { setLocale } from '../../../src/lib/i18n.ts';
import { currencyDecimals } from '../../../src/lib/money.ts';
import { amount, INJECTIONS, text } from '../../contract/hostile-values.ts';

afterEach(() => setLocale('en', { reload: false }));

const locale = fc.constantFrom('en' as const, 'vi' as const);
const currency = fc.constantFrom('VND', 'USD', 'VNDW');

const decimalsOf = (sent: string) => (sent.includes('.') ? sent.length - sent.indexOf('.') - 1 : 0);

describe('what an amount field lets through', () => {
  it.each([
    '1e5',
    '1E+5',
    '-1',
    '-0.01',
    '0',
    `1.${'1'.repeat(25)}`,
    `0.${'0'.repeat(24)}1`,
    '0x10',
    'Infinity',
    'NaN',
    '١٢٣',
    '１２３',
    '',
    ' ',
    ...INJECTIONS,
  ])('refuses %j in both languages', (typed) => {
    for (const each of ['en', 'vi'] as const) {
      expect(checkTypedAmount(typed, { currency: 'USD', locale: each }).amount).toBeNull();
    }
  });

  it('property: any text is refused, or an amount the contract takes with the currency’s decimals', () => {
    fc.assert(
      fc.property(fc.oneof(amount, text, fc.string()), locale, currency, (typed, each, code) => {
        const { amount: sent } = checkTypedAmount(typed, { currency: code, locale: each });
        if (sent === null) return;
        expect(PositiveDecimal.safeParse(sent).success, sent).toBe(true);
        expect(decimalsOf(sent)).toBeLessThanOrEqual(currencyDecimals(code));
      }),
      { numRuns: 2_000 },
    );
  });
});

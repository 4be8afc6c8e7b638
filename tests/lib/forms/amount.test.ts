import Big from 'big.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { PositiveDecimal } from '../../../src/contract/common.ts';
import { type AmountRules, checkTypedAmount } from '../../../src/lib/forms/amount.ts';
import { fieldMessage } from '../../../src/lib/forms/field-messages.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

const NBSP = '\u00a0';

afterEach(() => setLocale('en', { reload: false }));

/** What a form sends for the typed amount, or the one message it shows beside the field. */
function submit(typed: string, rules: AmountRules): string {
  const { amount, problem } = checkTypedAmount(typed, rules);
  return problem === null ? `ok ${amount}` : fieldMessage(problem);
}

describe('the amount a form sends', () => {
  it('hands the form the canonical string the API takes', () => {
    expect(submit('1,234,567', { currency: 'VND', locale: 'en' })).toBe('ok 1234567');
    expect(submit('1.234.567', { currency: 'VNDW', locale: 'vi' })).toBe('ok 1234567');
    expect(submit(' 12.50 ', { currency: 'USD', locale: 'en' })).toBe('ok 12.5');
    expect(submit('12,5', { currency: 'USD', locale: 'vi' })).toBe('ok 12.5');
  });

  it('refuses too many decimals for the currency, in English', () => {
    expect(submit('1,000.5', { currency: 'VND', locale: 'en' })).toBe(
      'VND amounts are whole numbers: remove the decimals.',
    );
    expect(submit('10.555', { currency: 'USD', locale: 'en' })).toBe('USD amounts take at most 2 decimal places.');
  });

  it('refuses too many decimals for the currency, in Vietnamese', () => {
    setLocale('vi', { reload: false });
    expect(submit('1.000,5', { currency: 'VND', locale: 'vi' })).toBe(
      'Số tiền VND phải là số nguyên, không có phần thập phân.',
    );
    expect(submit('10,555', { currency: 'USD', locale: 'vi' })).toBe(
      'Số tiền USD chỉ được có tối đa 2 chữ số thập phân.',
    );
  });

  it('refuses an amount above the available balance, naming it, in both languages', () => {
    const rules = { currency: 'VND', available: '12500000' } as const;
    expect(submit('12,500,001', { ...rules, locale: 'en' })).toBe(
      'This is more than your available balance of ₫12,500,000.',
    );
    // Within SPEC section 5's tolerance is not above.
    expect(submit('100.000009', { currency: 'USD', locale: 'en', available: '100' })).toBe(
      'USD amounts take at most 2 decimal places.',
    );
    expect(submit('100.00', { currency: 'USD', locale: 'en', available: '100' })).toBe('ok 100');
    setLocale('vi', { reload: false });
    expect(submit('12.500.001', { ...rules, locale: 'vi' })).toBe(
      `Số tiền vượt quá số dư khả dụng của bạn (12.500.000${NBSP}₫).`,
    );
  });

  it('checks the minimum and another maximum', () => {
    expect(submit('9.99', { currency: 'USD', locale: 'en', min: '10' })).toBe('The least you can enter is $10.00.');
    expect(submit('600', { currency: 'USD', locale: 'en', max: '500' })).toBe('The most you can enter is $500.00.');
  });

  it('refuses empty, zero, negative, malformed and too large amounts', () => {
    const rules = { currency: 'USD', locale: 'en' } as const;
    expect(submit('', rules)).toBe('Enter a valid amount.');
    expect(submit('0', rules)).toBe('Enter an amount greater than zero.');
    expect(submit('-5', rules)).toBe('Enter an amount greater than zero.');
    expect(submit('1.2.3', rules)).toBe('Enter a valid amount.');
    expect(submit('1234567890123456789', rules)).toBe('This amount is too large.');
    setLocale('vi', { reload: false });
    expect(submit('abc', { currency: 'USD', locale: 'vi' })).toBe('Nhập số tiền hợp lệ.');
    expect(submit('0', { currency: 'USD', locale: 'vi' })).toBe('Nhập số tiền lớn hơn 0.');
  });

  it("property: what the form sends, the contract's PositiveDecimal takes", () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(
        digits,
        fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 3 })),
        (integer, fraction) => {
          const typed = fraction === null ? integer : `${integer}.${fraction}`;
          const result = submit(typed, { currency: 'USD', locale: 'en' });
          // `5.` is no amount (en writes `5` or `5.0`); anything else is one, and the form takes it exactly when
          // it is positive, within 18 integer digits and 2 decimals.
          const value = typed.endsWith('.') ? null : new Big(typed);
          const fits = (amount: Big) => amount.gt(0) && amount.round(2, Big.roundDown).eq(amount) && amount.lt('1e18');
          if (value === null || !fits(value)) expect(result).not.toMatch(/^ok/);
          else {
            expect(result).toBe(`ok ${value.toFixed()}`);
            expect(PositiveDecimal.safeParse(result.slice(3)).success).toBe(true);
          }
        },
      ),
    );
  });
});

describe('checkTypedAmount', () => {
  it('reads the typed text into the canonical string, or says the catalogue problem with its values', () => {
    setLocale('vi', { reload: false });
    expect(checkTypedAmount('1.500.000', { currency: 'VND', locale: 'vi' })).toEqual({
      amount: '1500000',
      problem: null,
    });
    expect(checkTypedAmount('1.500,5', { currency: 'VND', locale: 'vi' })).toEqual({
      amount: null,
      problem: { key: 'amount_whole', params: { currency: 'VND' } },
    });
    expect(checkTypedAmount('abc', { currency: 'USD', locale: 'en' })).toEqual({
      amount: null,
      problem: { key: 'amount_format' },
    });
    expect(checkTypedAmount('20', { currency: 'USD', locale: 'en', available: '10.5' }).problem?.key).toBe(
      'amount_above_available',
    );
  });
});

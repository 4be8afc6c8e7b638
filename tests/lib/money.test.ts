import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  amountsEqual,
  BASE_CURRENCY,
  CURRENCY_DECIMALS,
  currencyDecimals,
  DEFAULT_CURRENCY,
  displayCurrency,
  fitsCurrency,
  formatMoney,
  formatNumber,
  parseAmount,
  parseWireAmount,
  toWire,
  VND_WALLET_CODE,
} from '../../src/lib/money.ts';

const NBSP = '\u00a0';

/** Parse and show as a canonical string so assertions compare exact decimals. */
function parsed(input: string, locale: 'en' | 'vi'): string | null {
  return parseAmount(input, locale)?.toFixed() ?? null;
}

describe('constants', () => {
  it('pins currencies and big.js settings', () => {
    expect(BASE_CURRENCY).toBe('USD');
    expect(DEFAULT_CURRENCY).toBe('VND');
    expect(VND_WALLET_CODE).toBe('VNDW');
    expect(CURRENCY_DECIMALS).toEqual({ VND: 0, USD: 2 });
    expect(Big.DP).toBe(20);
    expect(Big.RM).toBe(Big.roundHalfUp);
  });

  it('maps the VND wallet to VND and defaults other currencies to 2 decimals', () => {
    expect(displayCurrency('VNDW')).toBe('VND');
    expect(displayCurrency('usd')).toBe('USD');
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('VNDW')).toBe(0);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('EUR')).toBe(2);
  });
});

describe('formatMoney', () => {
  it('formats VND without decimals in both locales', () => {
    expect(formatMoney('1234567', 'VND', 'vi')).toBe(`1.234.567${NBSP}₫`);
    expect(formatMoney('1234567', 'VND', 'en')).toBe('₫1,234,567');
    expect(formatMoney('1234567', 'VNDW', 'vi')).toBe(`1.234.567${NBSP}₫`);
  });

  it('formats USD with two decimals in both locales', () => {
    expect(formatMoney('1234.5', 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'USD', 'vi')).toBe(`1.234,50${NBSP}US$`);
    expect(formatMoney(new Big('0'), 'USD', 'en')).toBe('$0.00');
  });

  it('keeps every digit of very large amounts', () => {
    expect(formatMoney('12345678901234567.89', 'USD', 'en')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('98765432109876543210', 'VND', 'vi')).toBe(`98.765.432.109.876.543.210${NBSP}₫`);
  });

  it('rounds half-up to the currency decimals first', () => {
    expect(formatMoney('1.005', 'USD', 'en')).toBe('$1.01');
    expect(formatMoney('1.004', 'USD', 'en')).toBe('$1.00');
    expect(formatMoney('0.015', 'USD', 'en')).toBe('$0.02');
    expect(formatMoney('1234.5', 'VND', 'vi')).toBe(`1.235${NBSP}₫`);
    expect(formatMoney('1234.49', 'VND', 'en')).toBe('₫1,234');
  });

  it('keeps the sign of negative amounts, rounding ties away from zero', () => {
    expect(formatMoney('-1234.5', 'USD', 'en')).toBe('-$1,234.50');
    expect(formatMoney('-1234.5', 'USD', 'vi')).toBe(`-1.234,50${NBSP}US$`);
    expect(formatMoney('-1234567', 'VND', 'vi')).toBe(`-1.234.567${NBSP}₫`);
    expect(formatMoney('-1.005', 'USD', 'en')).toBe('-$1.01');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001', 'USD', 'en')).toBe('$0.00');
    expect(formatMoney('-0.4', 'VND', 'vi')).toBe(`0${NBSP}₫`);
  });

  it('uses only U+00A0 as the space', () => {
    const text = formatMoney('1234567', 'VND', 'vi');
    expect(text).not.toMatch(/[ \u2009\u202f]/);
    expect(text).toContain('\u00a0');
  });

  it('rejects malformed wire strings', () => {
    expect(() => formatMoney('1,234.50', 'USD', 'en')).toThrow(RangeError);
    expect(() => formatMoney('1e3', 'USD', 'en')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('keeps every digit when no decimals are given', () => {
    expect(formatNumber('1234567.123456789', 'en')).toBe('1,234,567.123456789');
    expect(formatNumber('1234567.123456789', 'vi')).toBe('1.234.567,123456789');
    expect(formatNumber('12345678901234567890', 'en')).toBe('12,345,678,901,234,567,890');
  });

  it('rounds half-up to a fixed number of decimals', () => {
    expect(formatNumber('2.345', 'en', 2)).toBe('2.35');
    expect(formatNumber('2.5', 'vi', 0)).toBe('3');
    expect(formatNumber('-2.5', 'vi', 0)).toBe('-3');
    expect(formatNumber('1234', 'vi', 2)).toBe('1.234,00');
    expect(formatNumber(new Big('-0.0001'), 'en', 2)).toBe('0.00');
  });
});

describe('parseAmount', () => {
  it('accepts en input: `,` groups, `.` decimal', () => {
    expect(parsed('1234.5', 'en')).toBe('1234.5');
    expect(parsed('1,234.50', 'en')).toBe('1234.5');
    expect(parsed('1,234,567', 'en')).toBe('1234567');
    expect(parsed('  -12.34 ', 'en')).toBe('-12.34');
    expect(parsed('0.00001', 'en')).toBe('0.00001');
    expect(parsed('-0', 'en')).toBe('0');
    expect(parsed('12345678901234567.89', 'en')).toBe('12345678901234567.89');
  });

  it('accepts vi input: `.` groups, `,` decimal', () => {
    expect(parsed('1.234,5', 'vi')).toBe('1234.5');
    expect(parsed('1.234.567', 'vi')).toBe('1234567');
    expect(parsed('1234567', 'vi')).toBe('1234567');
    expect(parsed('1234,5', 'vi')).toBe('1234.5');
    expect(parsed('\u00a0-1.000,25\t', 'vi')).toBe('-1000.25');
  });

  it('reads the same text by the locale separators', () => {
    expect(parsed('1.234', 'en')).toBe('1.234');
    expect(parsed('1.234', 'vi')).toBe('1234');
    expect(parsed('1,234', 'en')).toBe('1234');
    expect(parsed('1,234', 'vi')).toBe('1.234');
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '1.2.3',
    '1,234.5.6',
    '1.234,5',
    '1,23,4',
    '12,34',
    '0,500',
    '1 234',
    '.5',
    '5.',
    '+5',
    '--5',
    '1e3',
    '$5',
    'Infinity',
    'NaN',
  ])('rejects %j in en', (input) => {
    expect(parseAmount(input, 'en')).toBeNull();
  });

  it.each(['', 'abc', '1,2,3', '1.234.5', '1,234.5', '12.34', '1234.5', '0.500', ',5', '5,', '1 234', '1e3', '5₫'])(
    'rejects %j in vi',
    (input) => {
      expect(parseAmount(input, 'vi')).toBeNull();
    },
  );
});

describe('parseWireAmount', () => {
  it('accepts only canonical decimals', () => {
    expect(parseWireAmount('1234.50')?.toFixed()).toBe('1234.5');
    expect(parseWireAmount('-0.00')?.toFixed()).toBe('0');
    expect(parseWireAmount('1,234.50')).toBeNull();
    expect(parseWireAmount('1e3')).toBeNull();
    expect(parseWireAmount('')).toBeNull();
  });
});

describe('fitsCurrency', () => {
  it('checks fraction digits against the currency', () => {
    expect(fitsCurrency(new Big('1.23'), 'USD')).toBe(true);
    expect(fitsCurrency(new Big('1.230'), 'USD')).toBe(true);
    expect(fitsCurrency(new Big('1.235'), 'USD')).toBe(false);
    expect(fitsCurrency(new Big('1000'), 'VNDW')).toBe(true);
    expect(fitsCurrency(new Big('1000.5'), 'VND')).toBe(false);
  });
});

describe('amountsEqual', () => {
  it('compares with a strict tolerance of 0.00001', () => {
    expect(amountsEqual('1', '1')).toBe(true);
    expect(amountsEqual('1.000009', '1')).toBe(true);
    expect(amountsEqual('1', '1.000009')).toBe(true);
    expect(amountsEqual(new Big('-5.000001'), '-5')).toBe(true);
    expect(amountsEqual('1.00001', '1')).toBe(false);
    expect(amountsEqual('1.0001', '1')).toBe(false);
    expect(amountsEqual('12345678901234567.89', '12345678901234567.88')).toBe(false);
  });
});

describe('toWire', () => {
  it('fixes the currency decimals, rounding half-up', () => {
    expect(toWire(new Big('1234.5'), 'USD')).toBe('1234.50');
    expect(toWire(new Big('1.005'), 'USD')).toBe('1.01');
    expect(toWire(new Big('-1.005'), 'USD')).toBe('-1.01');
    expect(toWire(new Big('1234567.5'), 'VND')).toBe('1234568');
    expect(toWire(new Big('1234567'), 'VNDW')).toBe('1234567');
    expect(toWire(new Big('-0.001'), 'USD')).toBe('0.00');
    expect(toWire(new Big('12345678901234567.891'), 'USD')).toBe('12345678901234567.89');
  });
});

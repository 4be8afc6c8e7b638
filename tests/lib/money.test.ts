import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountSign,
  amountsEqual,
  BASE_CURRENCY,
  CURRENCY_DECIMALS,
  canonicalAmount,
  compareAmounts,
  currencyDecimals,
  DEFAULT_CURRENCY,
  directionOf,
  displayCurrency,
  exactDecimal,
  exceeds,
  fallsShort,
  fitsCurrency,
  floorToCurrency,
  formatMoney,
  formatNumber,
  parseAmount,
  parseWireAmount,
  signedAmount,
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

  it("takes other currencies' minor units from ISO 4217 (Intl), and 2 for a code it does not know", () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('??')).toBe(2);
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

  it('tolerates spaces and a currency mark, so what formatMoney prints reads back', () => {
    expect(parsed('$5', 'en')).toBe('5');
    expect(parsed('-$1,234.50', 'en')).toBe('-1234.5');
    expect(parsed('$-1,234.50', 'en')).toBe('-1234.5');
    expect(parsed('₫1,234,567', 'en')).toBe('1234567');
    expect(parsed('1 234 567 VND', 'en')).toBe('1234567');
    expect(parsed(`1.234.567${NBSP}₫`, 'vi')).toBe('1234567');
    expect(parsed('1.234.567đ', 'vi')).toBe('1234567');
    expect(parsed(`−1.234,50\u202fUS$`, 'vi')).toBe('-1234.5');
    expect(parsed('usd 12.5', 'en')).toBe('12.5');
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
    '.5',
    '5.',
    '+5',
    '--5',
    '1e3',
    '$$5',
    '5$5',
    'Infinity',
    'NaN',
  ])('rejects %j in en', (input) => {
    expect(parseAmount(input, 'en')).toBeNull();
  });

  it.each(['', 'abc', '1,2,3', '1.234.5', '1,234.5', '12.34', '1234.5', '0.500', ',5', '5,', '1e3', '₫5₫₫', 'VND'])(
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

describe('exact display of huge amounts', () => {
  it("prints the Big's own digits, never a double's", () => {
    // 123456789012345678.99 as a double is 123456789012345680: every digit below must survive.
    expect(formatMoney('123456789012345678.99', 'USD', 'en')).toBe('$123,456,789,012,345,678.99');
    expect(formatMoney('123456789012345678.99', 'USD', 'vi')).toBe(`123.456.789.012.345.678,99${NBSP}US$`);
    expect(formatMoney('-999999999999999999.99', 'USD', 'en')).toBe('-$999,999,999,999,999,999.99');
    expect(formatNumber('123456789012345678.12345678901234567891', 'vi')).toBe(
      '123.456.789.012.345.678,12345678901234567891',
    );
  });

  it('keeps digits past the currency when asked to be exact, and signs credits', () => {
    expect(formatMoney('0.125', 'USD', 'en', { exact: true })).toBe('$0.125');
    expect(formatMoney('12.5', 'USD', 'en', { exact: true })).toBe('$12.50');
    expect(formatMoney('1500', 'VND', 'vi', { sign: 'exceptZero' })).toBe(`+1.500${NBSP}₫`);
    expect(formatMoney('-1500', 'VND', 'vi', { sign: 'exceptZero' })).toBe(`-1.500${NBSP}₫`);
    expect(formatMoney('0', 'VND', 'en', { sign: 'exceptZero' })).toBe('₫0');
  });
});

describe('canonical and exact strings', () => {
  it('writes plain digits without exponent or trailing zeros', () => {
    expect(canonicalAmount('1234.5000')).toBe('1234.5');
    expect(canonicalAmount(new Big('1e+21'))).toBe('1000000000000000000000');
    expect(canonicalAmount(new Big('1e-20'))).toBe('0.00000000000000000001');
    expect(canonicalAmount('-0.000')).toBe('0');
  });

  it('pads to the currency and keeps any further non-zero digit', () => {
    expect(exactDecimal('1234.5', 'USD')).toBe('1234.50');
    expect(exactDecimal('0.125', 'USD')).toBe('0.125');
    expect(exactDecimal('1234567.00000000000000000000', 'VND')).toBe('1234567');
    expect(exactDecimal('-5', 'USD')).toBe('-5.00');
  });

  it('cuts a balance to what the currency can send, never rounding up', () => {
    expect(floorToCurrency('10.009', 'USD')).toBe('10');
    expect(floorToCurrency('10.019', 'USD')).toBe('10.01');
    expect(floorToCurrency('12500000.9', 'VNDW')).toBe('12500000');
  });
});

describe('comparing with tolerance', () => {
  it('calls amounts within 0.00001 equal and orders the rest', () => {
    expect(compareAmounts('100', '100.000009')).toBe(0);
    expect(compareAmounts('100.00001', '100')).toBe(1);
    expect(compareAmounts('99.99999', '100')).toBe(-1);
    expect(exceeds('100.00001', '100')).toBe(true);
    expect(exceeds('100.000009', '100')).toBe(false);
    expect(fallsShort('9.99', '10')).toBe(true);
    expect(fallsShort('9.999991', '10')).toBe(false);
  });
});

describe('sign and direction', () => {
  it('reads direction from the sign and signs by direction', () => {
    expect(amountSign('-0.000001')).toBe(-1);
    expect(amountSign('0.00')).toBe(0);
    expect(directionOf('12')).toBe('in');
    expect(directionOf('-12')).toBe('out');
    expect(directionOf('0')).toBeNull();
    expect(signedAmount('12.5', 'out').toFixed()).toBe('-12.5');
    expect(signedAmount('-12.5', 'in').toFixed()).toBe('12.5');
    expect(signedAmount('0', 'out').toFixed()).toBe('0');
  });
});

// ---- properties (fast-check) ----

const LOCALES = ['en', 'vi'] as const;
const CURRENCIES = ['VND', 'VNDW', 'USD', 'EUR', 'JPY', 'KWD'] as const;

/** A digit string of 1..max digits without a leading zero (or `0`). */
const integerDigits = (max: number) =>
  fc.oneof(
    fc.constant('0'),
    fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max - 1 }))
      .map(([lead, rest]) => `${lead}${rest}`),
  );

/** `n` fraction digits, any of them. */
const fractionOf = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** An amount within the money columns (18 + 20 digits), as a canonical Big, with an optional sign. */
const columnAmount = fc
  .tuple(fc.boolean(), integerDigits(18), fc.integer({ min: 0, max: 20 }).chain(fractionOf))
  .map(([negative, integer, fraction]) => new Big(`${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`));

/** An amount with exactly the currency's decimals at most. */
const currencyAmount = fc.constantFrom(...CURRENCIES).chain((currency) =>
  fc
    .tuple(fc.boolean(), integerDigits(18), fractionOf(currencyDecimals(currency)))
    .map(([negative, integer, fraction]) => ({
      currency,
      amount: new Big(`${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`),
    })),
);

describe('properties', () => {
  it('format → parse gives the amount back, per locale and currency', () => {
    fc.assert(
      fc.property(currencyAmount, fc.constantFrom(...LOCALES), ({ amount, currency }, locale) => {
        const shown = formatMoney(amount, currency, locale);
        expect(parseAmount(shown, locale)?.eq(amount)).toBe(true);
      }),
    );
  });

  it('never loses a digit of 18 integer and 20 fraction digits', () => {
    fc.assert(
      fc.property(columnAmount, fc.constantFrom(...LOCALES), (amount, locale) => {
        const shown = formatNumber(amount, locale);
        expect(parseAmount(shown, locale)?.toFixed()).toBe(amount.toFixed());
        expect(formatMoney(amount, 'USD', locale, { exact: true }).replace(/\D/g, '')).toBe(
          exactDecimal(amount, 'USD').replace(/\D/g, ''),
        );
      }),
    );
  });

  it('the canonical string is idempotent and reads back as the same amount', () => {
    fc.assert(
      fc.property(columnAmount, (amount) => {
        const canonical = canonicalAmount(amount);
        expect(canonicalAmount(canonical)).toBe(canonical);
        expect(parseWireAmount(canonical)?.eq(amount)).toBe(true);
        expect(canonical).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/);
      }),
    );
  });

  it('tolerance is symmetric, and ordering antisymmetric', () => {
    fc.assert(
      fc.property(columnAmount, columnAmount, (a, b) => {
        expect(amountsEqual(a, b)).toBe(amountsEqual(b, a));
        expect(compareAmounts(a, b)).toBe(-compareAmounts(b, a) || 0);
        expect(exceeds(a, b)).toBe(fallsShort(b, a));
      }),
    );
  });

  it('a difference below 0.00001 is equal, one of 0.00001 or more is not', () => {
    fc.assert(
      fc.property(columnAmount, fc.integer({ min: 0, max: 99999 }), (a, steps) => {
        const near = a.plus(new Big(steps).times('0.0000000001'));
        expect(amountsEqual(a, near)).toBe(true);
        expect(amountsEqual(a, a.plus('0.00001'))).toBe(false);
      }),
    );
  });

  it('refuses more decimals than the currency takes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        integerDigits(18),
        fc.integer({ min: 1, max: 9 }),
        (currency, integer, last) => {
          const decimals = currencyDecimals(currency);
          const amount = new Big(`${integer}.${'0'.repeat(decimals)}${last}`);
          expect(fitsCurrency(amount, currency)).toBe(false);
          expect(fitsCurrency(amount.round(decimals, Big.roundDown), currency)).toBe(true);
        },
      ),
    );
  });
});

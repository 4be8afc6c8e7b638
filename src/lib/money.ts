/**
 * Money helpers. Amounts are NEVER JS floats: decimal strings on the wire, `Big` in code, and
 * decimal strings again when handed to Intl (which formats string input exactly, ES2023).
 */
import Big from 'big.js';
import { INTL_LOCALE, type Locale } from './locale.ts';

// Pinned here (they are also big.js's defaults) so division and rounding never depend on
// whichever module happened to touch the shared constructor first.
Big.DP = 20;
Big.RM = Big.roundHalfUp;

export const BASE_CURRENCY = 'USD';
export const DEFAULT_CURRENCY = 'VND';
/** The VND wallet's account currency; it is displayed and rounded as VND. */
export const VND_WALLET_CODE = 'VNDW';

/** Fraction digits per ISO currency; anything not listed uses {@link DEFAULT_DECIMALS}. */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { VND: 0, USD: 2 };
const DEFAULT_DECIMALS = 2;

/** SPEC: money amounts compare with tolerance 0.00001. */
export const AMOUNT_TOLERANCE = new Big('0.00001');

/** The ISO currency an app currency code is displayed as (`VNDW` shows as `VND`). */
export function displayCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === VND_WALLET_CODE ? 'VND' : code;
}

/** Fraction digits used to round, display and send an amount in a currency. */
export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[displayCurrency(currency)] ?? DEFAULT_DECIMALS;
}

// Wire amounts are canonical: optional minus, digits, optional `.` and digits. No grouping,
// no exponent, no `+` — anything else from the API is a contract bug, not something to guess at.
const WIRE_AMOUNT = /^-?\d+(?:\.\d+)?$/;

// Per locale: either no grouping at all, or well-formed groups of three. A grouped number may not
// start with 0 so that an en user typing the European "0,5" is rejected instead of read as 5.
const USER_AMOUNT: Readonly<Record<Locale, RegExp>> = {
  en: /^(-)?([1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
  vi: /^(-)?([1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
};

/** Big for a canonical decimal string, with -0 folded into 0 so it never displays as "-0". */
function toBig(decimal: string): Big {
  const value = new Big(decimal);
  return value.eq(0) ? new Big(0) : value;
}

/**
 * Parse a user-typed amount in the app locale (en `1,234.5`, vi `1.234,5`); null when invalid.
 * Surrounding whitespace is ignored; letters, misplaced grouping, a second decimal separator or an
 * empty string are rejected. The fraction is kept as typed: check it against the currency with
 * {@link fitsCurrency} rather than rounding the user's money silently.
 */
export function parseAmount(input: string, locale: Locale): Big | null {
  const match = USER_AMOUNT[locale].exec(input.trim());
  if (!match) return null;
  const [, sign = '', integer = '', fraction] = match;
  const digits = integer.replace(/[.,]/g, '');
  return toBig(`${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`);
}

/** Parse a canonical wire amount (`-1234.5`, never grouped or localised); null when invalid. */
export function parseWireAmount(input: string): Big | null {
  const trimmed = input.trim();
  return WIRE_AMOUNT.test(trimmed) ? toBig(trimmed) : null;
}

/** Whether an amount has no more fraction digits than its currency allows. */
export function fitsCurrency(amount: Big, currency: string): boolean {
  const decimals = currencyDecimals(currency);
  return amount.round(decimals, Big.roundDown).eq(amount);
}

/** Accept a Big or a wire string; a malformed wire string is a programming error, so it throws. */
function asBig(value: Big | string): Big {
  if (typeof value !== 'string') return value;
  const parsed = parseWireAmount(value);
  if (!parsed) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  return parsed;
}

/** Round half-up (away from zero on ties) to `decimals` places as a fixed string, never "-0". */
function toFixedString(value: Big, decimals: number): `${number}` {
  const rounded = value.round(decimals, Big.roundHalfUp);
  // big.js only emits plain decimal digits from toFixed, which is exactly `${number}`.
  return (rounded.eq(0) ? new Big(0) : rounded).toFixed(decimals) as `${number}`;
}

/** Count the digits after the decimal point of a plain decimal string. */
function fractionLength(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot === -1 ? 0 : decimal.length - dot - 1;
}

// Intl emits U+00A0 in vi-VN today, but ICU versions differ between Node and browsers (some use
// U+202F NARROW NBSP or U+2009). Server-rendered and hydrated text must match byte for byte, so
// every such space becomes a plain U+00A0 NO-BREAK SPACE.
const INTL_SPACES = /[\u00a0\u2009\u202f]/g;
const NBSP = '\u00a0';

/** Intl wants fraction digits in 0..100; larger values would throw. */
const MAX_INTL_FRACTION_DIGITS = 100;

/**
 * Format money in the app locale, e.g. `$1,234.50` (en), `1.234.567 ₫` (vi), with every digit kept.
 * The amount is rounded half-up to the currency's decimals first; spaces are normalised to U+00A0.
 */
export function formatMoney(amount: Big | string, currency: string, locale: Locale): string {
  const decimals = currencyDecimals(currency);
  const formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: displayCurrency(currency),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return formatter.format(toFixedString(asBig(amount), decimals)).replace(INTL_SPACES, NBSP);
}

/**
 * Format a plain number in the app locale with grouping. With `decimals`, round half-up to exactly
 * that many places; without, keep every digit of the value (no Intl default of 3 places).
 */
export function formatNumber(value: Big | string, locale: Locale, decimals?: number): string {
  const big = asBig(value);
  const places = Math.min(decimals ?? fractionLength(big.toFixed()), MAX_INTL_FRACTION_DIGITS);
  const formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: decimals === undefined ? 0 : places,
    maximumFractionDigits: places,
  });
  return formatter.format(toFixedString(big, places)).replace(INTL_SPACES, NBSP);
}

/** Whether two amounts are equal within the SPEC tolerance: |a − b| < 0.00001 (strictly). */
export function amountsEqual(a: Big | string, b: Big | string): boolean {
  return asBig(a).minus(asBig(b)).abs().lt(AMOUNT_TOLERANCE);
}

/** The API representation: fixed to the currency's decimals, rounded half-up, e.g. `1234.50`. */
export function toWire(amount: Big, currency: string): string {
  return toFixedString(amount, currencyDecimals(currency));
}

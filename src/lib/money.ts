/**
 * Money helpers. Amounts are NEVER JS floats: decimal strings on the wire, `Big` in code, and the digits a
 * display shows are the Big's own (Intl only lays them out: sign, currency, spaces), so no amount is ever
 * rounded through a double — not even by a browser whose Intl would read a string as a number.
 */
import Big from 'big.js';
import { INTL_LOCALE, type Locale } from './locale.ts';
import {
  currencyDecimals,
  layOut,
  layOutMoney,
  MAX_INTL_FRACTION_DIGITS,
  MINUS,
  type SignDisplay,
  WIRE_AMOUNT,
} from './money-layout.ts';

export {
  CURRENCY_DECIMALS,
  currencyDecimals,
  displayCurrency,
  SEPARATORS,
  type SignDisplay,
  VND_WALLET_CODE,
} from './money-layout.ts';

// Pinned here (they are also big.js's defaults) so division and rounding never depend on
// whichever module happened to touch the shared constructor first. SPEC section 5: precision 20.
Big.DP = 20;
Big.RM = Big.roundHalfUp;

export const BASE_CURRENCY = 'USD';
export const DEFAULT_CURRENCY = 'VND';
/** SPEC section 5: money amounts compare with tolerance 0.00001. */
export const AMOUNT_TOLERANCE = new Big('0.00001');

// Per locale: either no grouping at all, or well-formed groups of three. A grouped number may not
// start with 0 so that an en user typing the European "0,5" is rejected instead of read as 5.
const USER_AMOUNT: Readonly<Record<Locale, RegExp>> = {
  en: /^(-)?([1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
  vi: /^(-)?([1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
};

// What a user may type or paste around the number: the marks Intl prints (`$`, `US$`, `CA$`, `₫`, `€`, an ISO
// code such as `KWD`), `vnd`/`usd` typed in lower case and the Vietnamese `đ` people write by hand. One at the
// start or the end, never inside the digits.
const CURRENCY_MARK = '(?:[A-Z]{3,4}|vndw?|usd|[A-Z]{0,3}\\$|[₫đ€£¥])';
const LEADING_MARK = new RegExp(`^${CURRENCY_MARK}`);
const TRAILING_MARK = new RegExp(`${CURRENCY_MARK}$`);

/** Big for a canonical decimal string, with -0 folded into 0 so it never displays as "-0". */
function toBig(decimal: string): Big {
  const value = new Big(decimal);
  return value.eq(0) ? new Big(0) : value;
}

/** The number in a typed amount without its decoration: spaces anywhere, one currency mark, the sign first. */
function undecorated(input: string): string {
  let text = input.replace(/\s+/g, '');
  let sign = MINUS.test(text) ? '-' : '';
  text = text.slice(sign.length).replace(LEADING_MARK, '').replace(TRAILING_MARK, '');
  // `$-5` as much as `-$5`: a sign after a leading mark.
  if (sign === '' && MINUS.test(text)) {
    sign = '-';
    text = text.slice(1);
  }
  return `${sign}${text}`;
}

/**
 * Parse a user-typed amount in the app locale (en `1,234.5`, vi `1.234,5`); null when invalid.
 * Spaces and a currency mark (`$`, `US$`, `₫`, `đ`, `VND`, `USD`) are tolerated, so anything
 * {@link formatMoney} prints reads back; letters, misplaced grouping, a second decimal separator or an
 * empty string are rejected. The fraction is kept as typed: check it against the currency with
 * {@link fitsCurrency} rather than rounding the user's money silently.
 */
export function parseAmount(input: string, locale: Locale): Big | null {
  const match = USER_AMOUNT[locale].exec(undecorated(input));
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

/** The canonical decimal string of an amount: plain digits, no exponent, no trailing zeros, never `-0`. */
export function canonicalAmount(amount: Big | string): string {
  return toBig(asBig(amount).toFixed()).toFixed();
}

/** Count the digits after the decimal point of a plain decimal string. */
function fractionLength(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot === -1 ? 0 : decimal.length - dot - 1;
}

/** How many fraction digits an amount has beyond its last non-zero one (`1.50` → 1, `12` → 0). */
export function fractionDigits(amount: Big): number {
  return fractionLength(amount.toFixed());
}

/** Whether an amount has no more fraction digits than its currency allows. */
export function fitsCurrency(amount: Big, currency: string): boolean {
  return fractionDigits(amount) <= currencyDecimals(currency);
}

/** Accept a Big or a wire string; a malformed wire string is a programming error, so it throws. */
function asBig(value: Big | string): Big {
  if (typeof value !== 'string') return value;
  const parsed = parseWireAmount(value);
  if (!parsed) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  return parsed;
}

/** Round half-up (away from zero on ties) to `decimals` places as a fixed string, never "-0". */
function toFixedString(value: Big, decimals: number): string {
  const rounded = value.round(decimals, Big.roundHalfUp);
  return (rounded.eq(0) ? new Big(0) : rounded).toFixed(decimals);
}

export interface MoneyFormatOptions {
  /** `exceptZero` prints `+` on positive amounts (a statement's credits). */
  readonly sign?: SignDisplay;
  /** Keep digits past the currency's decimals (a rate-derived fee of `0.125` USD) instead of rounding them. */
  readonly exact?: boolean;
}

/** The decimals an amount is shown with: the currency's, or more when `exact` and the amount has more. */
function shownDecimals(amount: Big, currency: string, exact: boolean): number {
  const decimals = currencyDecimals(currency);
  return Math.min(exact ? Math.max(decimals, fractionDigits(amount)) : decimals, MAX_INTL_FRACTION_DIGITS);
}

/**
 * Format money in the app locale, e.g. `$1,234.50` (en), `1.234.567 ₫` (vi), with every digit kept.
 * The amount is rounded half-up to the currency's decimals first (unless `exact`); spaces are U+00A0.
 */
export function formatMoney(
  amount: Big | string,
  currency: string,
  locale: Locale,
  options: MoneyFormatOptions = {},
): string {
  const big = asBig(amount);
  const decimals = shownDecimals(big, currency, options.exact ?? false);
  return layOutMoney(toFixedString(big, decimals), currency, locale, options.sign);
}

/**
 * Format a plain number in the app locale with grouping. With `decimals`, round half-up to exactly
 * that many places; without, keep every digit of the value (no Intl default of 3 places).
 */
export function formatNumber(value: Big | string, locale: Locale, decimals?: number): string {
  const big = asBig(value);
  const places = Math.min(decimals ?? fractionDigits(big), MAX_INTL_FRACTION_DIGITS);
  const formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  return layOut(formatter, toFixedString(big, places), locale);
}

/** The API representation: fixed to the currency's decimals, rounded half-up, e.g. `1234.50`. */
export function toWire(amount: Big, currency: string): string {
  return toFixedString(amount, currencyDecimals(currency));
}

/** The most of an amount a currency can carry: cut (never rounded up) to its decimals, as a canonical string. */
export function floorToCurrency(amount: Big | string, currency: string): string {
  return canonicalAmount(asBig(amount).round(currencyDecimals(currency), Big.roundDown));
}

/**
 * An amount as a plain decimal with at least its currency's decimals and every non-zero digit past them:
 * `1234.5` USD → `1234.50`, `0.125` USD → `0.125`, `1234567.000` VND → `1234567`. Exports print this.
 */
export function exactDecimal(amount: Big | string, currency: string): string {
  const big = asBig(amount);
  return toFixedString(big, shownDecimals(big, currency, true));
}

/**
 * Compare two amounts with SPEC section 5's tolerance: 0 when they differ by less than 0.00001, else the
 * sign of `a − b`.
 */
export function compareAmounts(a: Big | string, b: Big | string): -1 | 0 | 1 {
  const difference = asBig(a).minus(asBig(b));
  if (difference.abs().lt(AMOUNT_TOLERANCE)) return 0;
  return difference.gt(0) ? 1 : -1;
}

/** Whether two amounts are equal within the SPEC tolerance: |a − b| < 0.00001 (strictly). */
export function amountsEqual(a: Big | string, b: Big | string): boolean {
  return compareAmounts(a, b) === 0;
}

/** Whether `amount` is more than `limit` beyond the tolerance (an amount above the available balance). */
export function exceeds(amount: Big | string, limit: Big | string): boolean {
  return compareAmounts(amount, limit) > 0;
}

/** Whether `amount` is less than `minimum` beyond the tolerance. */
export function fallsShort(amount: Big | string, minimum: Big | string): boolean {
  return compareAmounts(amount, minimum) < 0;
}

/** Which way money moved, as a statement reads it: `in` credits the wallet, `out` debits it. */
export type Direction = 'in' | 'out';

/** The exact sign of an amount (no tolerance: a `-0.000001` fee is still a debit). */
export function amountSign(amount: Big | string): -1 | 0 | 1 {
  const big = asBig(amount);
  return big.eq(0) ? 0 : big.gt(0) ? 1 : -1;
}

/** The direction of a signed amount; null for zero. */
export function directionOf(amount: Big | string): Direction | null {
  const sign = amountSign(amount);
  return sign === 0 ? null : sign > 0 ? 'in' : 'out';
}

/** An unsigned amount signed by its direction: `in` positive, `out` negative (zero stays zero). */
export function signedAmount(amount: Big | string, direction: Direction): Big {
  const size = asBig(amount).abs();
  return direction === 'out' && !size.eq(0) ? size.neg() : size;
}

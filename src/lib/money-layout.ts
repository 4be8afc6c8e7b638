/**
 * How money is written, without the arithmetic: currencies' decimals and the locale's layout of a fixed decimal
 * string (Intl supplies the sign, the currency and the spaces; the digits are the string's own). Free of big.js,
 * so a head script can write an amount that needs no rounding (src/features/home/early-paint.ts); anything that
 * rounds goes through money.ts, which lays its results out here too.
 */
import { INTL_LOCALE, type Locale } from './locale.ts';

/** The VND wallet's account currency; it is displayed and rounded as VND. */
export const VND_WALLET_CODE = 'VNDW';

/**
 * Fraction digits of the app's own currencies (PRODUCT.md section 4: VND whole numbers, USD 2 decimals). Any
 * other currency takes its ISO 4217 minor unit from Intl's reference data, else {@link DEFAULT_DECIMALS}.
 */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { VND: 0, USD: 2 };
const DEFAULT_DECIMALS = 2;

/** How each app locale writes numbers: en `1,234.5`, vi `1.234,5`. */
export const SEPARATORS: Readonly<Record<Locale, { readonly group: string; readonly decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  vi: { group: '.', decimal: ',' },
};

/** The ISO currency an app currency code is displayed as (`VNDW` shows as `VND`). */
export function displayCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === VND_WALLET_CODE ? 'VND' : code;
}

/** Fraction digits used to round, display and send an amount in a currency. */
export function currencyDecimals(currency: string): number {
  const code = displayCurrency(currency);
  return CURRENCY_DECIMALS[code] ?? isoDecimals(code);
}

/** The ISO 4217 minor unit Intl knows for a code (JPY 0, KWD 3); {@link DEFAULT_DECIMALS} for a code it refuses. */
function isoDecimals(code: string): number {
  try {
    const { maximumFractionDigits } = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
    }).resolvedOptions();
    return maximumFractionDigits ?? DEFAULT_DECIMALS;
  } catch {
    return DEFAULT_DECIMALS;
  }
}

// Wire amounts are canonical: optional minus, digits, optional `.` and digits. No grouping,
// no exponent, no `+` — anything else from the API is a contract bug, not something to guess at.
export const WIRE_AMOUNT = /^-?\d+(?:\.\d+)?$/;

// Intl prints U+2212 MINUS SIGN in some locales; a user may paste it.
export const MINUS = /^[-\u2212]/;

// Intl emits U+00A0 in vi-VN today, but ICU versions differ between Node and browsers (some use
// U+202F NARROW NBSP or U+2009). Server-rendered and hydrated text must match byte for byte, so
// every such space becomes a plain U+00A0 NO-BREAK SPACE.
const INTL_SPACES = /[\u00a0\u2009\u202f]/g;
const NBSP = '\u00a0';

/** Intl wants fraction digits in 0..100; larger values would throw. */
export const MAX_INTL_FRACTION_DIGITS = 100;

/** `1234567` → `1,234,567` with the given separator. */
function groupDigits(integer: string, group: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * Lay out a fixed decimal string with a formatter, keeping its digits: Intl supplies the sign, the currency,
 * the separators and the spaces; the integer and fraction digits are the string's own.
 */
export function layOut(formatter: Intl.NumberFormat, fixed: string, locale: Locale): string {
  const [integer = '0', fraction = ''] = fixed.replace(MINUS, '').split('.');
  const parts = formatter.formatToParts(fixed as `${number}`);
  const grouped = parts.some((part) => part.type === 'group');
  let integerWritten = false;
  const text = parts.map((part) => {
    if (part.type === 'group') return '';
    if (part.type === 'fraction') return fraction;
    if (part.type === 'decimal') return SEPARATORS[locale].decimal;
    if (part.type !== 'integer') return part.value;
    if (integerWritten) return '';
    integerWritten = true;
    return grouped ? groupDigits(integer, SEPARATORS[locale].group) : integer;
  });
  return text.join('').replace(INTL_SPACES, NBSP);
}

/** How a formatted amount shows its sign: `auto` only when negative; `always` a `+` on credits too. */
export type SignDisplay = 'auto' | 'exceptZero';

/** A fixed decimal string (exactly the decimals it is shown with, never `-0`) written as money in the locale. */
export function layOutMoney(fixed: string, currency: string, locale: Locale, sign: SignDisplay = 'auto'): string {
  const dot = fixed.indexOf('.');
  const decimals = dot === -1 ? 0 : fixed.length - dot - 1;
  const formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: displayCurrency(currency),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: sign,
  });
  return layOut(formatter, fixed, locale);
}

/**
 * A wire amount written as money exactly as `formatMoney` writes it, when that needs no rounding (no non-zero
 * digit past the currency's decimals); null otherwise, or for a malformed amount — the caller leaves the figure
 * to the code that rounds.
 */
export function formatWireMoneyUnrounded(amount: string, currency: string, locale: Locale): string | null {
  if (!WIRE_AMOUNT.test(amount)) return null;
  const decimals = currencyDecimals(currency);
  const negative = amount.startsWith('-');
  const [integer = '', fraction = ''] = amount.slice(negative ? 1 : 0).split('.');
  if (/[1-9]/.test(fraction.slice(decimals)) || decimals > MAX_INTL_FRACTION_DIGITS) return null;
  const digits = integer.replace(/^0+(?=\d)/, '');
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const zero = /^0*$/.test(digits + kept);
  return layOutMoney(`${negative && !zero ? '-' : ''}${digits}${decimals > 0 ? `.${kept}` : ''}`, currency, locale);
}

/**
 * The amount a form takes (PRODUCT.md section 4, forms): typed in the page's locale (`1.234.567` in vi), read
 * with big.js, and handed to the form as the canonical decimal string the API takes (`1234567`). The rule is
 * the contract's PositiveDecimal — its AMOUNT_PATTERN, greater than zero and within the money columns — plus
 * the currency's decimals (VND whole, USD 2) and the limits the form knows: the available balance and a
 * minimum or maximum, each compared with SPEC section 5's tolerance. One message per field, the first rule
 * that fails.
 */
import type Big from 'big.js';
import type { FieldMessageKey, FieldProblem } from '../../contract/field-errors.ts';
import { AMOUNT_PATTERN, MONEY_INTEGER_DIGITS } from '../../contract/rules.ts';
import type { Locale } from '../locale.ts';
import {
  canonicalAmount,
  currencyDecimals,
  displayCurrency,
  exceeds,
  fallsShort,
  formatMoney,
  parseAmount,
} from '../money.ts';

export interface AmountRules {
  /** The wallet's currency: its decimals apply (VND 0, USD 2). */
  readonly currency: string;
  /** The page's locale, which the user types in. */
  readonly locale: Locale;
  /** The available balance (canonical string): more is refused as "above your available balance". */
  readonly available?: string | undefined;
  /** A limit other than the balance (tier, level, method): more is refused with it. */
  readonly max?: string | undefined;
  /** The least the method takes. */
  readonly min?: string | undefined;
}

/** A key of the field-message catalogue (src/contract/field-errors.ts) with the values its text names. */
type Refusal = readonly [key: FieldMessageKey, params?: Readonly<Record<string, string>>];

/** What is wrong with an amount the user typed, or null when the form may send it. */
export function amountRefusal(amount: Big | null, rules: AmountRules): Refusal | null {
  if (amount === null) return ['amount_format'];
  if (amount.lte(0)) return ['amount_positive'];
  const canonical = canonicalAmount(amount);
  const integerDigits = canonical.split('.')[0]?.length ?? 0;
  if (integerDigits > MONEY_INTEGER_DIGITS) return ['amount_too_large'];
  const decimals = currencyDecimals(rules.currency);
  const currency = displayCurrency(rules.currency);
  if ((canonical.split('.')[1]?.length ?? 0) > decimals) {
    return decimals === 0 ? ['amount_whole', { currency }] : ['amount_decimals', { currency, decimals: `${decimals}` }];
  }
  // The contract's own rule, on the very string the form sends: what passes here, the server takes.
  if (!AMOUNT_PATTERN.test(canonical)) return ['amount_format'];
  if (rules.min !== undefined && fallsShort(amount, rules.min)) return ['amount_below_min', limit(rules.min, rules)];
  if (rules.available !== undefined && exceeds(amount, rules.available)) {
    return ['amount_above_available', limit(rules.available, rules)];
  }
  if (rules.max !== undefined && exceeds(amount, rules.max)) return ['amount_above_max', limit(rules.max, rules)];
  return null;
}

/** A typed amount under the rules: the canonical string to send, or the problem to say beside the field. */
export type TypedAmount =
  | { readonly amount: string; readonly problem: null }
  | { readonly amount: null; readonly problem: FieldProblem };

/** Reads what the user typed (in `rules.locale`) and checks it: what amount fields without a form engine call. */
export function checkTypedAmount(text: string, rules: AmountRules): TypedAmount {
  const amount = parseAmount(text, rules.locale);
  const refusal = amountRefusal(amount, rules);
  if (refusal === null && amount !== null) return { amount: canonicalAmount(amount), problem: null };
  const [key, params] = refusal ?? ['amount_format'];
  return { amount: null, problem: params === undefined ? { key } : { key, params } };
}

/** A limit as its message shows it, formatted here so the message catalogue stays free of big.js. */
function limit(amount: string, rules: AmountRules): Readonly<Record<string, string>> {
  return { amount: formatMoney(amount, rules.currency, rules.locale, { exact: true }) };
}

/**
 * A fee rule (the contract's FeeRule: a percentage, or a fixed amount in a currency) as the user reads it:
 * `1%` / `0,8%`, or the amount formatted like any money.
 */
import type { FeeRuleType } from '../contract/calls/va.ts';
import type { Locale } from './locale.ts';
import { formatMoney, formatNumber } from './money.ts';

export function feeRuleText(rule: FeeRuleType, locale: Locale): string {
  return rule.type === 'PERCENT'
    ? `${formatNumber(rule.value, locale)}%`
    : formatMoney(rule.value, rule.currency, locale);
}

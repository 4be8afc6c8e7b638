/**
 * The card fees (GET /fees) in plain words, as /vc shows them before any action: each fee as "1.5% of the amount"
 * or "$5.00 each time" ("Free" when it is zero), and the amount bounds of issuing and topping up.
 */
import type { CardFeesType } from '../../contract/calls/card.ts';
import type { FeeRuleType } from '../../contract/calls/va.ts';
import { feeRuleText } from '../../lib/fee-rule.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { amountSign, formatMoney } from '../../lib/money.ts';

export interface FeeLine {
  readonly key: 'issue' | 'top_up' | 'fx' | 'min_issue' | 'top_up_range';
  readonly label: string;
  readonly value: string;
}

/** One fee rule in words. */
export function cardFeeWords(rule: FeeRuleType, locale: Locale): string {
  if (amountSign(rule.value) === 0) return m.vc_fee_free();
  const fee = feeRuleText(rule, locale);
  return rule.type === 'PERCENT' ? m.vc_fee_percent({ fee }) : m.vc_fee_fixed({ fee });
}

/** Every fee and bound, in the order /vc lists them. */
export function cardFeeLines(fees: CardFeesType, locale: Locale): FeeLine[] {
  const money = (amount: string) => formatMoney(amount, fees.currency, locale);
  const { limits } = fees;
  return [
    { key: 'issue', label: m.vc_fee_issue(), value: cardFeeWords(fees.issue, locale) },
    { key: 'top_up', label: m.vc_fee_top_up(), value: cardFeeWords(fees.top_up, locale) },
    { key: 'fx', label: m.vc_fee_fx(), value: cardFeeWords(fees.fx, locale) },
    {
      key: 'min_issue',
      label: m.vc_fee_min_issue(),
      value: m.vc_fee_at_least({ amount: money(limits.min_issue_amount) }),
    },
    {
      key: 'top_up_range',
      label: m.vc_fee_top_up_range(),
      value: m.vc_fee_between({ min: money(limits.min_top_up), max: money(limits.max_top_up) }),
    },
  ];
}

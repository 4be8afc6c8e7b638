/**
 * The rows of a confirm step's summary (stores/kit/confirm.ts), in the order a reader checks them: the amount,
 * fee, rate and amount received formatted in the page's language (src/lib/money.ts), where it goes, then any
 * further facts the screen names (a payment method being added has no amount, only its bank and account).
 */
import { m } from '../lib/i18n.ts';
import type { Locale } from '../lib/locale.ts';
import { formatMoney, formatNumber } from '../lib/money.ts';
import type { ConfirmSummary, Money } from '../stores/kit/confirm.ts';

/** [label, value] pairs. */
export function summaryRows(summary: ConfirmSummary, locale: Locale): [string, string][] {
  const money = (value: Money) => formatMoney(value.amount, value.currency, locale);
  const rows: [string, string][] = [];
  if (summary.amount) rows.push([m.kit_confirm_amount(), money(summary.amount)]);
  if (summary.fee) rows.push([m.kit_confirm_fee(), money(summary.fee)]);
  if (summary.rate) {
    const { from, to, value } = summary.rate;
    rows.push([m.kit_confirm_rate(), m.kit_confirm_rate_value({ from, to, rate: formatNumber(value, locale) })]);
  }
  if (summary.received) rows.push([m.kit_confirm_received(), money(summary.received)]);
  if (summary.destination) rows.push([m.kit_confirm_destination(), summary.destination]);
  for (const fact of summary.facts ?? []) rows.push([fact.label, fact.value]);
  return rows;
}

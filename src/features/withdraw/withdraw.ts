/**
 * The plain rules of a withdrawal to a saved method (SPEC sections 2, 5 and 9): which methods may receive it,
 * which ranges of rate apply, the limits an amount must keep, and what the confirm step shows (fee, rate,
 * amount received) — computed as the server will (src/lib/withdrawal-figures.ts).
 */
import Big from 'big.js';
import type { PaymentRecord } from '../../contract/calls/payments.ts';
import type { RangeOfRateType } from '../../contract/calls/va.ts';
import type { AmountRules } from '../../lib/forms/amount.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { canonicalAmount, displayCurrency, formatMoney, formatNumber } from '../../lib/money.ts';
import type { MethodKind } from '../../lib/payment-method.ts';
import { feeOf, inBand, receivedOf } from '../../lib/withdrawal-figures.ts';
import type { ConfirmSummary } from '../../stores/kit/confirm.ts';

/** The saved methods of `kind` a withdrawal may go to: only APPROVED ones; the default first. */
export function usableMethods(payments: readonly PaymentRecord[], kind: MethodKind): PaymentRecord[] {
  return payments
    .filter((payment) => payment.payment_type === kind && payment.payment_status === 'APPROVED')
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/**
 * Whether money in `walletCurrency` can be paid out to the method: some range converts it into the method's
 * currency (the demo's USD Payoneer wallet cannot take VND from the main wallet: no VND → USD range).
 */
export function canReceive(method: PaymentRecord, ranges: readonly RangeOfRateType[], walletCurrency: string): boolean {
  return rangesFor(ranges, walletCurrency, method.currency).length > 0;
}

/** The ranges for money in `currency` paid out in `receivedCurrency` (the method's currency). */
export function rangesFor(
  ranges: readonly RangeOfRateType[],
  currency: string,
  receivedCurrency: string,
): RangeOfRateType[] {
  return ranges.filter((range) => range.currency === currency && range.received_currency === receivedCurrency);
}

/** The range an amount falls in, or null. */
export function rangeOf(ranges: readonly RangeOfRateType[], amount: string): RangeOfRateType | null {
  const value = new Big(amount);
  return ranges.find((range) => inBand(range, value)) ?? null;
}

/** The amount field's rules: the wallet's available balance and the span the ranges cover. */
export function withdrawAmountRules(
  ranges: readonly RangeOfRateType[],
  wallet: { readonly currency: string; readonly available: string },
  locale: Locale,
): AmountRules {
  const mins = ranges.map((range) => new Big(range.min));
  const maxes = ranges.map((range) => range.max);
  const lowest = mins.reduce<Big | null>((low, min) => (low === null || min.lt(low) ? min : low), null);
  const unbounded = maxes.includes(null);
  const highest = unbounded
    ? null
    : maxes.reduce<Big | null>(
        (high, max) => (max !== null && (high === null || high.lt(max)) ? new Big(max) : high),
        null,
      );
  return {
    currency: wallet.currency,
    locale,
    available: wallet.available,
    min: lowest === null ? undefined : canonicalAmount(lowest),
    max: highest === null ? undefined : canonicalAmount(highest),
  };
}

/** What the confirm step says will happen: amount, the range's fee, its rate and what arrives where. */
export function withdrawSummary(range: RangeOfRateType, amount: string, destination: string): ConfirmSummary {
  const value = new Big(amount);
  const fee = feeOf(range.fee, value, range.currency);
  const received = receivedOf(value, fee, range.rate, range.received_currency);
  return {
    amount: { amount: canonicalAmount(value), currency: range.currency },
    fee: { amount: canonicalAmount(fee), currency: range.currency },
    rate: {
      from: displayCurrency(range.currency),
      to: displayCurrency(range.received_currency),
      value: range.rate,
    },
    received: { amount: canonicalAmount(received), currency: range.received_currency },
    destination,
  };
}

/** The wallets a withdrawal may come from (the contract's `withdrawal_source`). */
export type WithdrawSource = 'MAIN' | 'VA' | 'QR_MERCHANT';

/** Where a withdrawal from each source is listed: its transaction's page is `<list>/<id>`. */
const TRANSACTION_LIST: Readonly<Record<WithdrawSource, string>> = {
  MAIN: '/transactions',
  VA: '/va/transactions',
  QR_MERCHANT: '/va/qr-transaction',
};

/** The page of the transaction a withdrawal from `source` answered. */
export function transactionHref(source: WithdrawSource, id: number): string {
  return `${TRANSACTION_LIST[source]}/${id}`;
}

/** A band of the ranges of rate in plain words, and whether the amount being typed falls in it. */
export interface BandWording {
  readonly id: number;
  readonly text: string;
  readonly current: boolean;
}

/** How `range` charges, in words: a fixed fee, or a share of the amount. */
function feeWords(range: RangeOfRateType, locale: Locale): string {
  const { fee } = range;
  const options = { locale };
  if (fee.type === 'FIXED') {
    return m.withdraw_band_fee_fixed({ fee: formatMoney(fee.value, fee.currency, locale) }, options);
  }
  return m.withdraw_band_fee_percent({ percent: formatNumber(fee.value, locale) }, options);
}

/**
 * Each range of rate as a sentence ("From 50,000 ₫ to 10,000,000 ₫: fee 11,000 ₫, you receive the rest"), the
 * rate added when the money changes currency; the band `typed` falls in (the one the server will apply) marked.
 */
export function bandWordings(ranges: readonly RangeOfRateType[], typed: string | null, locale: Locale): BandWording[] {
  const applied = typed === null ? null : rangeOf(ranges, typed);
  return ranges.map((range) => {
    const min = formatMoney(range.min, range.currency, locale);
    const fee = feeWords(range, locale);
    const band =
      range.max === null
        ? m.withdraw_band_from({ min, fee }, { locale })
        : m.withdraw_band_between({ min, max: formatMoney(range.max, range.currency, locale), fee }, { locale });
    const text =
      range.currency === range.received_currency
        ? band
        : m.withdraw_band_rate(
            {
              band,
              from: displayCurrency(range.currency),
              rate: formatNumber(range.rate, locale),
              to: displayCurrency(range.received_currency),
            },
            { locale },
          );
    return { id: range.id, text, current: applied?.id === range.id };
  });
}

/**
 * The numbers of a VA withdrawal: the range's fee on the amount and what the payee receives, with big.js and
 * rounded to each currency's minor unit (VND whole, USD cents). A percentage fee rounds down, so it is never
 * above its rate; the received amount rounds down, so nobody is paid money the amount did not cover.
 */
import Big from 'big.js';
import type { FeeRuleType } from '../../src/contract/calls/va.ts';
import { currencyDecimals, fitsCurrency } from '../../src/lib/money.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';

export interface WithdrawalFigures {
  readonly fee: string;
  readonly amountReceived: string;
}

/** The fee of `rule` on `amount` in `currency`. */
export function feeOf(rule: FeeRuleType, amount: Big, currency: string): Big {
  if (rule.type === 'FIXED') return new Big(rule.value);
  return amount.times(rule.value).div(100).round(currencyDecimals(currency), Big.roundDown);
}

/** Refuses an amount finer than its currency's minor unit (VND has none below 1). */
export function assertFitsCurrency(amount: Big, currency: string, field = 'amount'): void {
  if (!fitsCurrency(amount, currency))
    throw new ApiError('VALIDATION_FAILED', { fields: { [field]: ['decimal_format'] } });
}

/** amount_received = (amount − fee) × rate, rounded down to the received currency's unit. */
export function withdrawalFigures(
  rule: FeeRuleType,
  amount: Big,
  currency: string,
  rate: string,
  receivedCurrency: string,
): WithdrawalFigures {
  const fee = feeOf(rule, amount, currency);
  // The ledger keeps the fee inside the amount; a fee that eats it all leaves nothing to send.
  if (fee.gte(amount)) throw new ApiError('AMOUNT_OUT_OF_RANGE');
  const received = amount.minus(fee).times(rate).round(currencyDecimals(receivedCurrency), Big.roundDown);
  return { fee: decimalString(fee), amountReceived: decimalString(received) };
}

/**
 * The numbers of a VA withdrawal as the server charges them (src/lib/withdrawal-figures.ts computes them for
 * the server and the screen alike), and the refusals of an amount that does not fit its currency.
 */
import type Big from 'big.js';
import type { FeeRuleType } from '../../src/contract/calls/va.ts';
import { fitsCurrency } from '../../src/lib/money.ts';
import { feeOf, receivedOf } from '../../src/lib/withdrawal-figures.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';

export interface WithdrawalFigures {
  readonly fee: string;
  readonly amountReceived: string;
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
  const received = receivedOf(amount, fee, rate, receivedCurrency);
  return { fee: decimalString(fee), amountReceived: decimalString(received) };
}

/**
 * The numbers of a withdrawal, one implementation for the server that charges them and the screen that
 * shows them beforehand: the range of rate's fee on the amount and what the payee receives, with big.js and
 * rounded to each currency's minor unit (VND whole, USD cents). A percentage fee rounds down, so it is never
 * above its rate; the received amount rounds down, so nobody is paid money the amount did not cover.
 */
import Big from 'big.js';
import type { FeeRuleType } from '../contract/calls/va.ts';
import { currencyDecimals } from './money.ts';

/** The fee of `rule` on `amount` in `currency`. */
export function feeOf(rule: FeeRuleType, amount: Big, currency: string): Big {
  if (rule.type === 'FIXED') return new Big(rule.value);
  return amount.times(rule.value).div(100).round(currencyDecimals(currency), Big.roundDown);
}

/** amount_received = (amount − fee) × rate, rounded down to the received currency's unit. */
export function receivedOf(amount: Big, fee: Big, rate: string, receivedCurrency: string): Big {
  return amount.minus(fee).times(rate).round(currencyDecimals(receivedCurrency), Big.roundDown);
}

/** A band of amounts with its rate and fee (the contract's RangeOfRate). */
export interface RateBand {
  readonly currency: string;
  readonly min: string;
  readonly max: string | null;
}

/** Whether `amount` falls inside the band (both ends included, as the server checks). */
export function inBand(band: RateBand, amount: Big): boolean {
  return amount.gte(band.min) && (band.max === null || amount.lte(band.max));
}

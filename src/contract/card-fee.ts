/**
 * What a card fee comes to for an amount: one function for the reference API, which charges it, and the app, which
 * shows it before the user confirms — so the total on the confirm step is the amount the wallet falls by.
 */
import Big from 'big.js';
import type { FeeRuleType } from './calls/va.ts';

/** US dollars have cents: card amounts and fees are whole cents. */
export const CARD_DECIMALS = 2;

/** The fee on `amount`; a percentage is rounded up to the cent, so the fee is never under its rate. */
export function cardFeeFor(fee: FeeRuleType, amount: Big.BigSource): Big {
  if (fee.type === 'FIXED') return new Big(fee.value);
  return new Big(amount).times(fee.value).div(100).round(CARD_DECIMALS, Big.roundUp);
}

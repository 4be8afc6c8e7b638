/** The card fee the API charges and the confirm step shows (src/contract/card-fee.ts). */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { CARD_DECIMALS, cardFeeFor } from '../../src/contract/card-fee.ts';

describe('cardFeeFor', () => {
  it('charges a fixed fee whatever the amount', () => {
    expect(cardFeeFor({ type: 'FIXED', value: '1.50', currency: 'USD' }, '1000').toFixed(CARD_DECIMALS)).toBe('1.50');
    expect(cardFeeFor({ type: 'FIXED', value: '1.50', currency: 'USD' }, '1').toFixed(CARD_DECIMALS)).toBe('1.50');
  });

  it('takes a percentage of the amount, exactly when it falls on a cent', () => {
    expect(cardFeeFor({ type: 'PERCENT', value: '2' }, '150').toString()).toBe('3');
    expect(cardFeeFor({ type: 'PERCENT', value: '1.5' }, new Big('10')).toString()).toBe('0.15');
  });

  it('rounds a percentage up to the cent, so the fee is never under its rate', () => {
    // 1 % of 10.01 is 0.1001: a fee of 0.10 would be under 1 %.
    expect(cardFeeFor({ type: 'PERCENT', value: '1' }, '10.01').toString()).toBe('0.11');
    // 2.5 % of 0.99 is 0.02475: half up would give 0.02, up gives 0.03.
    expect(cardFeeFor({ type: 'PERCENT', value: '2.5' }, '0.99').toString()).toBe('0.03');
  });

  it('is whole cents: two decimals', () => {
    expect(CARD_DECIMALS).toBe(2);
    expect(cardFeeFor({ type: 'PERCENT', value: '3' }, '33.33').toString()).toBe('1');
  });
});

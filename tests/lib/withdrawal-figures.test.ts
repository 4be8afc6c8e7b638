/** The figures of a withdrawal the server charges and the screen shows (src/lib/withdrawal-figures.ts). */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { feeOf, inBand, receivedOf } from '../../src/lib/withdrawal-figures.ts';

describe('feeOf', () => {
  it('is the fixed value of a FIXED rule, whatever the amount', () => {
    expect(feeOf({ type: 'FIXED', value: '5000', currency: 'VND' }, new Big('1000000'), 'VND').toString()).toBe('5000');
  });

  it('takes the percentage of the amount', () => {
    expect(feeOf({ type: 'PERCENT', value: '1' }, new Big('1000000'), 'VND').toString()).toBe('10000');
    expect(feeOf({ type: 'PERCENT', value: '2' }, new Big('12.50'), 'USD').toString()).toBe('0.25');
  });

  it('rounds a percentage down to the currency’s unit, so it is never above its rate', () => {
    // 1.5 % of 12,345 ₫ is 185.175 ₫: VND has no decimals.
    expect(feeOf({ type: 'PERCENT', value: '1.5' }, new Big('12345'), 'VND').toString()).toBe('185');
    // 1 % of 10.99 USD is 0.1099: cents, down.
    expect(feeOf({ type: 'PERCENT', value: '1' }, new Big('10.99'), 'USD').toString()).toBe('0.1');
    // 0.9 is rounded down, not half up.
    expect(feeOf({ type: 'PERCENT', value: '9' }, new Big('10'), 'VND').toString()).toBe('0');
  });
});

describe('receivedOf', () => {
  it('is (amount − fee) × rate', () => {
    expect(receivedOf(new Big('100'), new Big('1'), '25000', 'VND').toString()).toBe('2475000');
  });

  it('rounds down to the received currency’s unit', () => {
    // (1,000,000 − 10,000) ₫ at 0.0000393 USD/₫ = 38.907 USD: 38.90, never 38.91.
    expect(receivedOf(new Big('1000000'), new Big('10000'), '0.0000393', 'USD').toString()).toBe('38.9');
    // (100 − 0.5) USD at 25,000.7 ₫/USD = 2,487,569.65 ₫: whole dong, down.
    expect(receivedOf(new Big('100'), new Big('0.5'), '25000.7', 'VND').toString()).toBe('2487569');
  });
});

describe('inBand', () => {
  const band = { currency: 'VND', min: '100000', max: '5000000' };

  it('includes both ends', () => {
    expect(inBand(band, new Big('100000'))).toBe(true);
    expect(inBand(band, new Big('5000000'))).toBe(true);
    expect(inBand(band, new Big('2500000'))).toBe(true);
  });

  it('excludes amounts outside', () => {
    expect(inBand(band, new Big('99999'))).toBe(false);
    expect(inBand(band, new Big('5000001'))).toBe(false);
  });

  it('has no upper end when max is null', () => {
    expect(inBand({ ...band, max: null }, new Big('999999999999'))).toBe(true);
    expect(inBand({ ...band, max: null }, new Big('99999'))).toBe(false);
  });
});

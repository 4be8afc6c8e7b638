/**
 * The amount rules every money-moving request and amount filter goes through (src/contract/common.ts):
 * which error code a refused amount gets, and how an amount range is checked.
 */
import { describe, expect, it } from 'vitest';
import { AmountBound, boundsInOrder, PositiveDecimal } from '../../src/contract/common.ts';

/** The messages (field error codes) a value is refused with; [] when it is taken. */
const refusals = (schema: typeof PositiveDecimal, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('PositiveDecimal', () => {
  it('takes amounts above zero written plainly', () => {
    for (const amount of ['1', '0.01', '1250000', '12.50', `9${'9'.repeat(17)}.${'9'.repeat(20)}`])
      expect(refusals(PositiveDecimal, amount), amount).toEqual([]);
  });

  it('says a zero or negative amount is not positive, rather than badly written', () => {
    for (const amount of ['0', '0.00', '00', '-5', '-1.5', '-0'])
      expect(refusals(PositiveDecimal, amount), amount).toEqual(['amount_positive']);
  });

  it('says an amount that is not a plain decimal is badly written', () => {
    for (const amount of ['', '1e3', '01', '1.', '+1', ' 1', '1,000', 'abc', `1${'0'.repeat(18)}`, '-1e3'])
      expect(refusals(PositiveDecimal, amount), amount).toEqual(['amount_format']);
  });

  it('refuses an amount sent as a JSON number as a wrong type, never as a positive or format problem', () => {
    for (const amount of [5, 0, -1, null]) {
      const issues = PositiveDecimal.safeParse(amount).error?.issues ?? [];
      expect(issues.map((issue) => issue.code)).toEqual(['invalid_type']);
    }
  });
});

describe('AmountBound', () => {
  it('takes zero and above, written plainly; refuses the rest as a format problem', () => {
    for (const bound of ['0', '0.5', '10', '12.50']) expect(refusals(AmountBound, bound), bound).toEqual([]);
    for (const bound of ['-1', '1e3', '01', '']) expect(refusals(AmountBound, bound), bound).toEqual(['amount_format']);
  });
});

describe('boundsInOrder', () => {
  it('takes a range whose upper bound is at or above its lower one, compared as numbers', () => {
    expect(boundsInOrder({ amount_min: '9', amount_max: '10' })).toBe(true);
    expect(boundsInOrder({ amount_min: '10', amount_max: '10.00' })).toBe(true);
    expect(boundsInOrder({ amount_min: '10', amount_max: '9' })).toBe(false);
    expect(boundsInOrder({ amount_min: '0.2', amount_max: '0.10' })).toBe(false);
  });

  it('takes a range open at either end, or with no bound', () => {
    expect(boundsInOrder({ amount_min: '100' })).toBe(true);
    expect(boundsInOrder({ amount_max: '0' })).toBe(true);
    expect(boundsInOrder({ amount_min: undefined, amount_max: undefined })).toBe(true);
  });

  it('leaves a badly written bound to its own format rule instead of comparing it (or throwing)', () => {
    expect(boundsInOrder({ amount_min: 'abc', amount_max: '1' })).toBe(true);
    expect(boundsInOrder({ amount_min: '1', amount_max: 'abc' })).toBe(true);
    expect(boundsInOrder({ amount_min: '5', amount_max: '-1' })).toBe(true);
  });
});

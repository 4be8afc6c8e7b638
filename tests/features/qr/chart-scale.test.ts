import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { niceTop, scaleDays } from '../../../src/features/qr/chart-scale.ts';

describe('niceTop', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    const top = (value: string) => niceTop(new Big(value)).toFixed();
    expect([top('0'), top('1'), top('3'), top('150000'), top('200000'), top('200001'), top('0.03')]).toEqual([
      '0',
      '1',
      '5',
      '200000',
      '200000',
      '500000',
      '0.05',
    ]);
  });
});

describe('scaleDays', () => {
  it('draws amounts against the rounded top and counts against the busiest day', () => {
    const { top, days } = scaleDays([
      { date: '2026-03-01', count: 0, amount: '0' },
      { date: '2026-03-02', count: 4, amount: '150000' },
      { date: '2026-03-03', count: 1, amount: '50000.5' },
    ]);
    expect(top.toFixed()).toBe('200000');
    expect(days.map((day) => [day.amountShare, day.countShare])).toEqual([
      [0, 0],
      [0.75, 1],
      [0.25, 0.25],
    ]);
  });

  it('draws nothing for a period without payments', () => {
    const { top, days } = scaleDays([{ date: '2026-03-01', count: 0, amount: '0' }]);
    expect([top.toFixed(), days[0]?.amountShare, days[0]?.countShare]).toEqual(['0', 0, 0]);
  });
});

/**
 * The statistics chart's geometry: each day's amount as a share of a rounded top (1, 2 or 5 times a power of ten,
 * so the axis reads in round numbers) and its count as a share of the busiest day's. Shares are for drawing only;
 * the amounts themselves stay big.js strings.
 */
import Big from 'big.js';

export interface DayTally {
  readonly date: string;
  readonly count: number;
  readonly amount: string;
}

export interface ScaledDay extends DayTally {
  /** The amount over the axis' top, 0 to 1. */
  readonly amountShare: number;
  /** The count over the busiest day's, 0 to 1. */
  readonly countShare: number;
}

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (0 for 0). */
export function niceTop(value: Big): Big {
  if (value.lte(0)) return new Big(0);
  let power = new Big(1);
  while (power.lt(value)) power = power.times(10);
  while (power.div(10).gte(value)) power = power.div(10);
  // power / 10 < value <= power: try the rounder steps below power.
  for (const step of [new Big('0.2'), new Big('0.5')]) {
    const candidate = power.times(step);
    if (candidate.gte(value)) return candidate;
  }
  return power;
}

/** A day's part of the chart's height (0–1), for drawing only: the amounts themselves never become floats. */
function heightOf(part: Big, top: Big): number {
  return top.eq(0) ? 0 : Number(part.div(top).round(4).toFixed(4));
}

export function scaleDays(days: readonly DayTally[]): { readonly top: Big; readonly days: readonly ScaledDay[] } {
  const highest = days.reduce((max, day) => (new Big(day.amount).gt(max) ? new Big(day.amount) : max), new Big(0));
  const top = niceTop(highest);
  const busiest = Math.max(0, ...days.map((day) => day.count));
  return {
    top,
    days: days.map((day) => ({
      ...day,
      amountShare: heightOf(new Big(day.amount), top),
      countShare: busiest === 0 ? 0 : day.count / busiest,
    })),
  };
}

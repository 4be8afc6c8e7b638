import { describe, expect, it } from 'vitest';
import { periodOf, periodRange } from '../../../src/features/qr/period.ts';

describe('periodOf', () => {
  it('takes a known period from the address and falls back to 30 days', () => {
    expect(periodOf('7d')).toBe('7d');
    expect(periodOf('month')).toBe('month');
    expect(periodOf('365d')).toBe('30d');
    expect(periodOf(null)).toBe('30d');
  });
});

describe('periodRange', () => {
  // 10:00 in Vietnam on 15 March.
  const now = new Date('2026-03-15T03:00:00.000Z');

  it('starts at midnight in Vietnam (17:00 UTC the day before), today being one of the days', () => {
    expect(periodRange('7d', now)).toEqual({ from: '2026-03-08T17:00:00.000Z', to: now.toISOString() });
    expect(periodRange('30d', now).from).toBe('2026-02-13T17:00:00.000Z');
    expect(periodRange('90d', now).from).toBe('2025-12-15T17:00:00.000Z');
  });

  it('takes this month from its first Vietnam day', () => {
    expect(periodRange('month', now).from).toBe('2026-02-28T17:00:00.000Z');
  });

  it('counts the Vietnam date, not the UTC one, late in the UTC evening', () => {
    // 20:00 UTC on 31 March is already 1 April in Vietnam.
    const late = new Date('2026-03-31T20:00:00.000Z');
    expect(periodRange('month', late).from).toBe('2026-03-31T17:00:00.000Z');
    expect(periodRange('7d', late).from).toBe('2026-03-25T17:00:00.000Z');
  });
});

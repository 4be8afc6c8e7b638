/** The date filters' local days (src/lib/days.ts), in Ho Chi Minh City's time zone (UTC+7, no daylight saving). */
process.env.TZ = 'Asia/Ho_Chi_Minh';

import { describe, expect, it } from 'vitest';

const { dayEnd, dayOf, dayStart } = await import('../../src/lib/days.ts');

describe('a local day', () => {
  it('turns into its first and last instants, and an instant back into its day', () => {
    expect(dayStart('2026-03-01')).toBe('2026-02-28T17:00:00.000Z');
    expect(dayEnd('2026-03-01')).toBe('2026-03-01T16:59:59.999Z');
    expect(dayOf(dayStart('2026-03-01'))).toBe('2026-03-01');
    expect(dayOf(dayEnd('2026-03-01'))).toBe('2026-03-01');
  });

  it('has no instant when it does not exist or is no day', () => {
    for (const day of ['2026-02-30', '2026-13-01', '', 'yesterday', '2026-3-1']) expect(dayStart(day)).toBeUndefined();
    expect(dayEnd('2026-02-29')).toBeUndefined();
    expect(dayOf(undefined)).toBe('');
    expect(dayOf('not a date')).toBe('');
  });
});

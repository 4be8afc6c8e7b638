import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INACTIVITY,
  latestActivity,
  MAX_CHECK_DELAY_MS,
  nextCheckDelay,
  phaseAt,
  shouldRecord,
  timingFrom,
} from '../../src/app/inactivity.ts';

const T0 = Date.UTC(2026, 0, 1, 8);
const MIN = 60_000;
const timing = DEFAULT_INACTIVITY;

describe('phaseAt', () => {
  it('is active for 15 minutes after the last activity, with the warning time', () => {
    expect(phaseAt(T0, T0, timing)).toEqual({ kind: 'active', warnAt: T0 + 15 * MIN });
    expect(phaseAt(T0, T0 + 15 * MIN - 1, timing).kind).toBe('active');
  });

  it('warns for the 60 s countdown after 15 idle minutes', () => {
    expect(phaseAt(T0, T0 + 15 * MIN, timing)).toEqual({ kind: 'warning', logoutAt: T0 + 16 * MIN });
    expect(phaseAt(T0, T0 + 16 * MIN - 1, timing).kind).toBe('warning');
  });

  it('expires at the end of the countdown', () => {
    expect(phaseAt(T0, T0 + 16 * MIN, timing)).toEqual({ kind: 'expired' });
  });

  it('expires at once when the clock jumped past the countdown (a laptop waking from sleep)', () => {
    expect(phaseAt(T0, T0 + 20 * MIN, timing)).toEqual({ kind: 'expired' });
    expect(phaseAt(T0, T0 + 24 * 60 * MIN, timing)).toEqual({ kind: 'expired' });
  });

  it('takes the timing from the server', () => {
    const short = { idleMs: 10_000, countdownMs: 5000 };
    expect(phaseAt(T0, T0 + 10_000, short)).toEqual({ kind: 'warning', logoutAt: T0 + 15_000 });
    expect(phaseAt(T0, T0 + 15_000, short).kind).toBe('expired');
  });
});

describe('nextCheckDelay', () => {
  it('waits until the warning, but never longer than the cap', () => {
    expect(nextCheckDelay(phaseAt(T0, T0, timing), T0)).toBe(MAX_CHECK_DELAY_MS);
    const near = T0 + 15 * MIN - 5000;
    expect(nextCheckDelay(phaseAt(T0, near, timing), near)).toBe(5000);
  });

  it('ticks every second while warning, and stops at the logout time', () => {
    const warning = T0 + 15 * MIN;
    expect(nextCheckDelay(phaseAt(T0, warning, timing), warning)).toBe(1000);
    const last = T0 + 16 * MIN - 300;
    expect(nextCheckDelay(phaseAt(T0, last, timing), last)).toBe(300);
  });

  it('stops when expired', () => {
    expect(nextCheckDelay({ kind: 'expired' }, T0)).toBeNull();
  });
});

describe('latestActivity', () => {
  it('takes the latest of this tab and the other tabs', () => {
    expect(latestActivity(T0, String(T0 + 5 * MIN), T0 + 6 * MIN)).toBe(T0 + 5 * MIN);
    expect(latestActivity(T0 + 5 * MIN, String(T0), T0 + 6 * MIN)).toBe(T0 + 5 * MIN);
  });

  it('ignores a missing or unreadable shared value', () => {
    expect(latestActivity(T0, null, T0 + MIN)).toBe(T0);
    expect(latestActivity(T0, 'garbage', T0 + MIN)).toBe(T0);
    expect(latestActivity(T0, '', T0 + MIN)).toBe(T0);
  });

  it('counts a time in the future as now, so a clock set back cannot postpone the logout forever', () => {
    expect(latestActivity(T0, String(T0 + 60 * MIN), T0 + MIN)).toBe(T0 + MIN);
  });

  it('one tab idle, another active: the idle tab is not warned', () => {
    const now = T0 + 16 * MIN;
    const shared = String(T0 + 10 * MIN);
    expect(phaseAt(latestActivity(T0, shared, now), now, timing).kind).toBe('active');
  });
});

describe('shouldRecord', () => {
  it('writes activity at most once a second', () => {
    expect(shouldRecord(T0, T0 + 999)).toBe(false);
    expect(shouldRecord(T0, T0 + 1000)).toBe(true);
  });

  it('writes again when the clock went back', () => {
    expect(shouldRecord(T0, T0 - 5000)).toBe(true);
  });
});

describe('timingFrom', () => {
  it('reads the constants in seconds', () => {
    expect(timingFrom({ idle_seconds: 900, countdown_seconds: 60 })).toEqual({ idleMs: 900_000, countdownMs: 60_000 });
    expect(timingFrom({ idle_seconds: 30, countdown_seconds: 10 })).toEqual({ idleMs: 30_000, countdownMs: 10_000 });
  });

  it("falls back to PRODUCT.md's 15 minutes and 60 seconds", () => {
    expect(timingFrom(undefined)).toEqual(DEFAULT_INACTIVITY);
    expect(timingFrom(null)).toEqual(DEFAULT_INACTIVITY);
    expect(timingFrom({ idle_seconds: 0, countdown_seconds: Number.NaN })).toEqual(DEFAULT_INACTIVITY);
    expect(timingFrom({ idle_seconds: -5 })).toEqual(DEFAULT_INACTIVITY);
  });
});

import { describe, expect, it } from 'vitest';
import { createServerClock } from '../../../src/lib/http/clock.ts';

const DEVICE = Date.UTC(2026, 0, 1, 8);

describe('server clock', () => {
  it('is the device clock until the server says otherwise', () => {
    expect(createServerClock(() => DEVICE).now()).toBe(DEVICE);
  });

  it('takes the exact offset of an auth response', () => {
    const clock = createServerClock(() => DEVICE + 5000);
    clock.observeServerTime(new Date(DEVICE + 120_250).toISOString(), DEVICE);
    expect(clock.now()).toBe(DEVICE + 5000 + 120_250);
  });

  it('corrects a wrong clock from a Date header', () => {
    const clock = createServerClock(() => DEVICE);
    clock.observeDateHeader(new Date(DEVICE - 120_000).toUTCString(), DEVICE);
    expect(clock.now()).toBe(DEVICE - 120_000 + 500);
  });

  it('keeps an exact offset that a seconds-only Date header agrees with', () => {
    const clock = createServerClock(() => DEVICE);
    clock.observeServerTime(new Date(DEVICE + 60_700).toISOString(), DEVICE);
    clock.observeDateHeader(new Date(DEVICE + 60_000).toUTCString(), DEVICE);
    expect(clock.now()).toBe(DEVICE + 60_700);
  });

  it('replaces the offset only when a Date header is more than 2 s away from it', () => {
    const clock = createServerClock(() => DEVICE);
    // Estimate = header + 500 ms − receipt: exactly 2,000 ms from the current offset of 0 is kept out…
    clock.observeDateHeader(new Date(DEVICE).toUTCString(), DEVICE - 1500);
    expect(clock.now()).toBe(DEVICE);
    // …2,001 ms is taken.
    clock.observeDateHeader(new Date(DEVICE).toUTCString(), DEVICE - 1501);
    expect(clock.now()).toBe(DEVICE + 2001);
  });

  it('ignores a missing or unreadable Date header', () => {
    const clock = createServerClock(() => DEVICE);
    clock.observeDateHeader(null, DEVICE);
    clock.observeDateHeader('yesterday-ish', DEVICE);
    clock.observeServerTime('not a time', DEVICE);
    expect(clock.now()).toBe(DEVICE);
  });
});

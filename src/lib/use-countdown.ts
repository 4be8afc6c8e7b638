/**
 * Seconds left until a moment, ticking every second (PRODUCT.md section 4's 1000 ms countdowns). Computed
 * from the clock on each tick rather than counted down, so a tab that slept shows the true time left.
 */
import { useEffect, useState } from 'react';

const TICK_MS = 1000;

export function secondsUntil(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds left until `until` (epoch ms); 0 when it is null or past. */
export function useCountdown(until: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(until, Date.now()));
  useEffect(() => {
    const update = () => setLeft(secondsUntil(until, Date.now()));
    update();
    if (until === null) return undefined;
    const timer = setInterval(() => {
      update();
      if (Date.now() >= until) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/** `m:ss`, as countdowns read. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The inactivity rule (PRODUCT.md section 4) as pure functions of wall-clock times, so the browser wiring
 * (src/features/session/inactivity-watch.ts) only reads `Date.now()` and the shared last-activity time and
 * asks what phase it is. Nothing here trusts that a timer fired on time: after a sleep or hibernation the
 * next check computes the phase from the clock, and a laptop waking 20 minutes later is past the countdown.
 */

/** How long a session may stay idle before the warning, and how long the warning counts down. */
export interface InactivityTiming {
  readonly idleMs: number;
  readonly countdownMs: number;
}

/** PRODUCT.md section 4's values, used until (or unless) the constants call answers. */
export const DEFAULT_INACTIVITY: InactivityTiming = { idleMs: 15 * 60_000, countdownMs: 60_000 };

/** Never wait longer than this between checks while active, so a timer delayed by sleep is not relied on. */
export const MAX_CHECK_DELAY_MS = 30_000;
/** The countdown's tick. */
export const WARNING_TICK_MS = 1000;
/** Activity is written to shared storage at most this often. */
export const ACTIVITY_THROTTLE_MS = 1000;

export type InactivityPhase =
  | { readonly kind: 'active'; readonly warnAt: number }
  | { readonly kind: 'warning'; readonly logoutAt: number }
  | { readonly kind: 'expired' };

/** The phase at `now` for a session whose last activity (in any tab) was at `lastActivity`. */
export function phaseAt(lastActivity: number, now: number, timing: InactivityTiming): InactivityPhase {
  const warnAt = lastActivity + timing.idleMs;
  const logoutAt = warnAt + timing.countdownMs;
  if (now >= logoutAt) return { kind: 'expired' };
  if (now >= warnAt) return { kind: 'warning', logoutAt };
  return { kind: 'active', warnAt };
}

/** Milliseconds until the next check: the next boundary, but at most {@link MAX_CHECK_DELAY_MS}, and every second while warning. */
export function nextCheckDelay(phase: InactivityPhase, now: number): number | null {
  if (phase.kind === 'expired') return null;
  const until = phase.kind === 'active' ? phase.warnAt - now : Math.min(WARNING_TICK_MS, phase.logoutAt - now);
  return Math.max(0, Math.min(until, MAX_CHECK_DELAY_MS));
}

/**
 * The latest activity of every tab: this tab's and the one shared in storage (a string, possibly absent or
 * garbage). A time in the future (a clock set back) counts as now, so it cannot postpone the logout forever.
 */
export function latestActivity(own: number, shared: string | null, now: number): number {
  const parsed = shared === null ? Number.NaN : Number(shared);
  const latest = Number.isFinite(parsed) ? Math.max(own, parsed) : own;
  return Math.min(latest, now);
}

/** Whether an activity at `now` must be written, given the last one written (throttled). */
export function shouldRecord(lastWritten: number, now: number): boolean {
  return now - lastWritten >= ACTIVITY_THROTTLE_MS || now < lastWritten;
}

/** The timing from the constants call's `inactivity` (seconds), each value falling back to the default when invalid. */
export function timingFrom(
  constants: { readonly idle_seconds?: number; readonly countdown_seconds?: number } | null | undefined,
): InactivityTiming {
  const ms = (seconds: number | undefined, fallback: number) =>
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : fallback;
  return {
    idleMs: ms(constants?.idle_seconds, DEFAULT_INACTIVITY.idleMs),
    countdownMs: ms(constants?.countdown_seconds, DEFAULT_INACTIVITY.countdownMs),
  };
}

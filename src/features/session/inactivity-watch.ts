/**
 * The inactivity timer in the browser (PRODUCT.md section 4). Activity — a pointer press (mouse, pen,
 * touch), a key press, a wheel or scroll — in ANY tab counts: each tab writes the time to localStorage
 * (throttled) and every check reads the latest of all tabs. Phases come from wall-clock time
 * (src/app/inactivity.ts), checked on a timer capped at 30 s, every second while warning, when another
 * tab writes (`storage` event), and when the tab becomes visible or focused — so sleep cannot fool it.
 * "Stay signed in" is an activity, so it closes the dialog in every tab. At the end of the countdown the
 * session is revoked on the server and every tab logs out flagged expired.
 */
import { atom } from 'nanostores';
import {
  DEFAULT_INACTIVITY,
  type InactivityPhase,
  type InactivityTiming,
  latestActivity,
  nextCheckDelay,
  phaseAt,
  shouldRecord,
} from '../../app/inactivity.ts';
import { signOut } from '../../app/sign-out.ts';
import { onReset } from '../../stores/reset.ts';

/** Shared by every tab of the origin: the epoch ms of the latest activity. */
export const LAST_ACTIVITY_KEY = 'campay-last-activity';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** The current phase; null while the watch is not running (signed out). */
export const $inactivity = atom<InactivityPhase | null>(null);

let timing: InactivityTiming = DEFAULT_INACTIVITY;
let own = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;

function shared(): string | null {
  try {
    return localStorage.getItem(LAST_ACTIVITY_KEY);
  } catch {
    return null;
  }
}

function write(now: number): void {
  own = now;
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // Storage refused (private mode quota): this tab's own activity still counts.
  }
}

function samePhase(a: InactivityPhase | null, b: InactivityPhase): boolean {
  if (a === null || a.kind !== b.kind) return false;
  if (a.kind === 'active' && b.kind === 'active') return a.warnAt === b.warnAt;
  if (a.kind === 'warning' && b.kind === 'warning') return a.logoutAt === b.logoutAt;
  return true;
}

function check(): void {
  if (!running) return;
  clearTimeout(timer);
  const now = Date.now();
  const phase = phaseAt(latestActivity(own, shared(), now), now, timing);
  if (!samePhase($inactivity.get(), phase)) $inactivity.set(phase);
  if (phase.kind === 'expired') {
    stopInactivityWatch();
    void signOut({ expired: true });
    return;
  }
  const delay = nextCheckDelay(phase, now);
  if (delay !== null) timer = setTimeout(check, delay);
}

/** A user action in this tab; ignored while the warning shows (only "Stay signed in" answers it). */
function onActivity(): void {
  const now = Date.now();
  if ($inactivity.get()?.kind !== 'active' || !shouldRecord(own, now)) return;
  write(now);
}

function onStorage(event: StorageEvent): void {
  if (event.key === LAST_ACTIVITY_KEY) check();
}

function onVisible(): void {
  if (document.visibilityState === 'visible') check();
}

/** "Stay signed in": counts as activity in every tab, which closes the dialog everywhere. */
export function staySignedIn(): void {
  write(Date.now());
  check();
}

/** Start watching (once per page), with the timing from the constants when known. */
export function startInactivityWatch(initial: InactivityTiming = DEFAULT_INACTIVITY): void {
  timing = initial;
  if (running) {
    check();
    return;
  }
  running = true;
  // Opening or reloading a page is a user action.
  write(Date.now());
  // Says this tab is watching (tests wait for it: the shared time alone may have been written by another tab).
  document.documentElement.dataset.idleWatch = 'on';
  for (const name of ACTIVITY_EVENTS) addEventListener(name, onActivity, { capture: true, passive: true });
  addEventListener('storage', onStorage);
  addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  check();
}

/** Use new timing (the constants arrived) without restarting the watch. */
export function setInactivityTiming(next: InactivityTiming): void {
  timing = next;
  check();
}

/** Stop watching (local logout resets the timer, SPEC section 4). */
export function stopInactivityWatch(): void {
  running = false;
  delete document.documentElement.dataset.idleWatch;
  clearTimeout(timer);
  for (const name of ACTIVITY_EVENTS) removeEventListener(name, onActivity, { capture: true });
  removeEventListener('storage', onStorage);
  removeEventListener('focus', check);
  document.removeEventListener('visibilitychange', onVisible);
}

// The shared time stays: removing it would wake other tabs' checks, and the next session writes its own.
onReset(() => {
  stopInactivityWatch();
  $inactivity.set(null);
});

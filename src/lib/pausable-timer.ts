/**
 * A one-shot timer that can be paused and resumed. The remaining time is measured on the clock
 * rather than counted down in ticks, so a toast paused on hover resumes with exactly what was left.
 */

/** Controls of a running one-shot timer. */
export interface PausableTimer {
  /** Stop the clock; the remaining time is kept. */
  pause(): void;
  /** Start the clock again with the remaining time. */
  resume(): void;
  /** Stop for good: the callback will never run. */
  cancel(): void;
  /** Milliseconds left before the callback runs (0 once it ran or was cancelled). */
  remaining(): number;
}

/** Start a timer that calls `onDone` after `ms` of running (not paused) time. */
export function createPausableTimer(
  ms: number,
  onDone: () => void,
  now: () => number = () => Date.now(),
): PausableTimer {
  let left = Math.max(0, ms);
  let startedAt: number | null = null;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  function run(): void {
    startedAt = now();
    handle = setTimeout(() => {
      finished = true;
      left = 0;
      startedAt = null;
      onDone();
    }, left);
  }

  function elapsed(): number {
    return startedAt === null ? 0 : now() - startedAt;
  }

  run();

  return {
    pause() {
      if (finished || startedAt === null) return;
      clearTimeout(handle);
      left = Math.max(0, left - elapsed());
      startedAt = null;
    },
    resume() {
      if (finished || startedAt !== null) return;
      run();
    },
    cancel() {
      clearTimeout(handle);
      finished = true;
      left = 0;
      startedAt = null;
    },
    remaining() {
      return finished ? 0 : Math.max(0, left - elapsed());
    },
  };
}

/**
 * A screen store's start and stop, the same for every screen that reads what it needs when its island starts:
 * nothing is read on a page the guard refused, and a read that answers after the screen stopped (the island
 * unmounted, the user left) is dropped by the store asking `isRunning()` first.
 */
import { browserPage } from './page-env.ts';

export interface ScreenRunOptions {
  /** Reads what the screen needs; called by each start. */
  readonly load: () => Promise<void>;
  /** What else stopping ends (a wizard following the history, an open confirm step). */
  readonly onStop?: () => void;
  /** True when the guard refused the page; the browser page's answer by default. */
  readonly refused?: () => boolean;
}

export interface ScreenRun {
  /** Whether an answer arriving now still belongs to a running screen. */
  isRunning(): boolean;
  /** Starts the screen; returns the stop function (what a React effect returns). */
  start(): () => void;
}

export function createScreenRun({ load, onStop, refused = browserPage.refused }: ScreenRunOptions): ScreenRun {
  let running = false;
  return {
    isRunning: () => running,
    start() {
      if (refused()) return () => {};
      running = true;
      void load();
      return () => {
        running = false;
        onStop?.();
      };
    },
  };
}

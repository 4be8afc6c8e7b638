/**
 * The live stream for a screen that must not wait for it: `src/stores/live.ts` (and its parser) is loaded after the
 * page's first reads, and the listener is added once it is there, unless the screen stopped meanwhile.
 */
import type { LiveEvent } from './live.ts';

export type LiveListener = (event: LiveEvent) => void;

/** Hear every live event once the stream module has loaded; returns the stop function. */
export function followLive(listener: LiveListener): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./live.ts').then(
    ({ onLiveEvent }) => {
      if (!stopped) stop = onLiveEvent(listener);
    },
    // Cut short by leaving the page: nothing to follow then.
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** How a follower hears the stream: `followLive` in the app, a plain listener set in tests. */
export type Subscribe = (listener: LiveListener) => () => void;

/**
 * Runs `action` on every event of `types`, and after the stream came back from a gap it may have missed some of
 * them in; returns the stop function.
 */
export function followEvents(
  types: readonly LiveEvent['type'][],
  action: () => void,
  subscribe: Subscribe = followLive,
): () => void {
  return subscribe((event) => {
    if (event.type === 'live.reconnected' || types.includes(event.type)) action();
  });
}

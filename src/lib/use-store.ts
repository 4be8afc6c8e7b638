/**
 * Read a nanostores store in a React island (the `@nanostores/react` hook, in a few lines).
 * Islands are separate React roots; stores are the only state they share.
 */

import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The store's value, re-rendering on change. `initial` is what the prerendered HTML showed: the
 * first (hydrating) render uses it, so a value set before hydration cannot cause a mismatch.
 */
export function useStore<T>(store: ReadableAtom<T>, initial: T = store.get()): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  const readInitial = useCallback(() => initial, [initial]);
  return useSyncExternalStore(subscribe, read, readInitial);
}

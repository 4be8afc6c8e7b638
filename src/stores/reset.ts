/**
 * Every store registers how to empty itself, so a local logout can clear all of them at once
 * without knowing them (SPEC section 2: local logout clears all stores).
 */
type Reset = () => void;
const resets = new Set<Reset>();

/** Register a store's reset; returns the unregister function. */
export function onReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Empty every registered store. */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}

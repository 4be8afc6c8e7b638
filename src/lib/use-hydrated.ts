/**
 * False for a component's first render (the prerendered HTML, and hydration, which must match it), true from the
 * next: what a page can do without showing in its first 14 KB of HTML waits for it.
 */
import { useEffect, useState } from 'react';

/** Whether the component has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

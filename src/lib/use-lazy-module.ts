/**
 * A module loaded on demand, for islands that keep rarely needed code out of the first load. State rather
 * than React.lazy: Suspense reveals content on a 300 ms timer, which stalls under a paused test clock and adds
 * a pause for users; here the module renders as soon as it arrives.
 */
import { useEffect, useState } from 'react';

/** The module once `wanted` has been true and it loaded; null before. A failed load is retried next time. */
export function useLazyModule<Module>(load: () => Promise<Module>, wanted: boolean): Module | null {
  const [module, setModule] = useState<Module | null>(null);
  useEffect(() => {
    if (!wanted || module !== null) return undefined;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setModule(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, wanted, module]);
  return module;
}

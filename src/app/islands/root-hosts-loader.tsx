/**
 * Mounts the root hosts (toasts, modal, slide-over: ./root-hosts.tsx) the first time any of them has
 * something to show, so a page that never shows one never downloads them (about 6 KB of the first load).
 * Stores keep what was asked for meanwhile, so nothing is lost while the hosts load.
 */
import { useEffect, useState } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { $modal, $slideOver } from '../../stores/overlays.ts';
import { $toasts } from '../../stores/toasts.ts';

const loadHosts = () => import('./root-hosts.tsx');

function anythingToShow(): boolean {
  return $toasts.get().length > 0 || $modal.get() !== null || $slideOver.get() !== null;
}

export default function RootHostsLoader() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (anythingToShow()) {
      setNeeded(true);
      return undefined;
    }
    const check = () => {
      if (anythingToShow()) setNeeded(true);
    };
    const stops = [$toasts.listen(check), $modal.listen(check), $slideOver.listen(check)];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  const RootHosts = useLazyModule(loadHosts, needed)?.default;
  return RootHosts ? <RootHosts /> : null;
}

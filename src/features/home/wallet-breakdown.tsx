/**
 * A wallet's expandable breakdown (SPEC section 3): a native <details>, so it opens without waiting for anything;
 * its content (./breakdown-body.tsx) loads the first time it is opened.
 */
import { useState } from 'react';
import type { WalletType } from '../../contract/calls/wallets.ts';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

const loadBody = () => import('./breakdown-body.tsx');

/** The breakdown under a wallet card. */
export function WalletBreakdown({ wallet }: { wallet: WalletType }) {
  const [opened, setOpened] = useState(false);
  const Body = useLazyModule(loadBody, opened)?.default;
  return (
    <details className="group mt-2" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary className="-mx-2 flex h-10 cursor-pointer list-none items-center justify-between rounded-lg px-2 text-sm font-medium hover:bg-surface-2 focus-ring [&::-webkit-details-marker]:hidden">
        {m.home_breakdown()}
        <span
          className="i-lucide-chevron-down text-muted transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      {Body ? <Body wallet={wallet} /> : <Skeleton className="mt-2 h-24 w-full" />}
    </details>
  );
}

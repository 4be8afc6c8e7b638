/**
 * Home (`/`): the wallets, what needs the user's attention, this month's money in and out, and the latest
 * transactions. Rendered at build time in its loading state — the same boxes at the same sizes as the figures
 * that replace them. In the browser the balances may already be on screen, written by the page's inline script
 * from the critical reads its head started (early-paint.ts); otherwise the last known figures of this sign-in
 * paint at once (marked as updating). The fresh ones come from those reads, and the live stream keeps them current.
 */
import { useEffect } from 'react';
import type { WalletType } from '../../contract/calls/wallets.ts';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $wallets, INITIAL_WALLETS, loadWallets, WALLET_KINDS, type Wallets } from '../../stores/wallets.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Attention } from './attention.tsx';
import { markBalancePainted } from './early-paint.ts';
import { RecentTransactions } from './recent-transactions.tsx';
import { WalletCard } from './wallet-card.tsx';

const loadChart = () => import('./month-chart.tsx');

function freshWallets(wallets: Wallets): WalletType[] {
  return WALLET_KINDS.flatMap((kind) => {
    const { status, wallet } = wallets[kind];
    return status === 'fresh' && wallet ? [wallet] : [];
  });
}

function ChartCard({ wallets }: { wallets: Wallets }) {
  const fresh = freshWallets(wallets);
  const Chart = useLazyModule(loadChart, fresh.length > 0)?.default;
  return (
    <section aria-labelledby="home-chart-title" className="card p-5">
      <h2 id="home-chart-title" className="text-base font-semibold">
        {m.home_chart_heading()}
      </h2>
      <div className="mt-4 h-36">
        {Chart ? <Chart wallets={fresh} /> : <Skeleton className="h-24 w-full rounded-xl" />}
      </div>
    </section>
  );
}

/** `fullListRoles`: the roles that may open /transactions/:id (from the route table, at build time). */
export default function HomeIsland({ fullListRoles }: { fullListRoles: string }) {
  const wallets = useStore($wallets, INITIAL_WALLETS);
  const painted = freshWallets(wallets).length > 0;
  useEffect(() => {
    if (painted) markBalancePainted();
  }, [painted]);
  const retry = () => void loadWallets();
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="home-balances">
        <h2 id="home-balances" className="sr-only">
          {m.home_balances_heading()}
        </h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {WALLET_KINDS.map((kind) => (
            <WalletCard key={kind} kind={kind} slot={wallets[kind]} onRetry={retry} />
          ))}
        </div>
      </section>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Attention />
          <ChartCard wallets={wallets} />
        </div>
        <RecentTransactions fullListRoles={fullListRoles} />
      </div>
    </div>
  );
}

/** /referral: the link to share (code, copy, share, QR), the programme's figures and the referred customers. */
import { type ReactNode, useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { startReferralLive } from './live.ts';
import { refereeList } from './referees-store.ts';
import { RefereesView } from './referees-view.tsx';
import { referralStats } from './stats-store.ts';

// What draws the data (money, copy buttons, the QR view) loads in parallel with the reads.
const loadViews = () => import('./views.tsx');
type Views = Awaited<ReturnType<typeof loadViews>>;

function StatsPlaceholder() {
  return (
    <LoadingBlock label={m.ref_loading()} className="flex flex-col gap-6">
      <div className="card grid gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-36" />
        </div>
        <Skeleton className="h-44 w-44 justify-self-center" />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
    </LoadingBlock>
  );
}

function Stats({ views }: { readonly views: Views | null }) {
  const state = useStore(referralStats.$state);
  if (state.status === 'error' || state.status === 'offline') {
    return (
      <FailureAlert
        offline={state.status === 'offline'}
        failure={state.failure}
        title={m.ref_load_error()}
        offlineText={m.ref_offline_text()}
        onRetry={referralStats.retry}
      />
    );
  }
  if (state.status === 'loading' || views === null) return <StatsPlaceholder />;
  return (
    <>
      <views.ShareCard stats={state.stats} />
      <views.Figures stats={state.stats} />
    </>
  );
}

interface Props {
  /** What the list says before anyone joined (a long text). */
  readonly empty?: ReactNode;
}

export default function ReferralIsland({ empty }: Props) {
  useEffect(() => referralStats.start(), []);
  useEffect(() => refereeList.start(), []);
  useEffect(startReferralLive, []);
  const views = useLazyModule(loadViews, true);
  return (
    <div className="flex flex-col gap-8">
      <Stats views={views} />
      <RefereesView cells={views?.REFEREE_CELLS ?? null} empty={empty} />
    </div>
  );
}

/**
 * /profile, first part: who the account is and its level with what the next one unlocks. The verification section
 * (src/features/kyc) follows it on the page, then extras-island.tsx; all read the one screen store (screen.ts).
 * The cards load in parallel with the reads (views.tsx).
 */
import { useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { CardSkeleton } from './card-skeleton.tsx';
import { loadViews, profileScreen } from './screen.ts';

export default function SummaryIsland() {
  const state = useStore(profileScreen.$state);
  useEffect(() => profileScreen.start(), []);
  const views = useLazyModule(loadViews, true);

  if (state.status === 'error') {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={state.failure}
        title={m.profile_load_failed()}
        offlineText={m.profile_offline()}
        onRetry={() => void profileScreen.reload()}
      />
    );
  }
  if (state.status === 'loading' || views === null) {
    return (
      <LoadingBlock label={m.profile_loading()} className="grid gap-6 lg:grid-cols-2">
        <CardSkeleton lines={4} />
        <CardSkeleton lines={5} />
      </LoadingBlock>
    );
  }
  return <views.SummaryView data={state.data} />;
}

/**
 * /profile, after the verification section: the tier with the VA limits, the referral code and the account manager.
 * Reads the screen store summary-island.tsx reads; says nothing of a failure, which that island already says.
 */
import { useEffect } from 'react';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { CardSkeleton } from './card-skeleton.tsx';
import { loadViews, profileScreen } from './screen.ts';

export default function ExtrasIsland() {
  const state = useStore(profileScreen.$state);
  useEffect(() => profileScreen.start(), []);
  const views = useLazyModule(loadViews, true);
  if (state.status === 'error') return null;
  if (state.status === 'loading' || views === null) {
    return (
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <CardSkeleton lines={4} />
        <CardSkeleton lines={3} />
      </div>
    );
  }
  return <views.ExtrasView data={state.data} />;
}

/**
 * /profile, first part: who the account is and its level with what the next one unlocks. The verification section
 * (src/features/kyc) follows it on the page, then extras-island.tsx; all read the one screen store (screen.ts).
 * The edit dialog's code loads once the profile is in, before anyone can press Edit.
 */
import { useEffect } from 'react';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { IdentityCard } from './identity-card.tsx';
import { LevelCard } from './level-card.tsx';
import { profileScreen } from './screen.ts';

const loadEditDialog = () => import('./edit-dialog.tsx');

/** A card's shape while the profile loads. */
export function CardSkeleton({ lines }: { readonly lines: number }) {
  return (
    <div className="card flex flex-col gap-3 p-5 sm:p-6">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-48" />
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <Skeleton key={line} className="h-4 w-full" />
      ))}
    </div>
  );
}

export default function SummaryIsland() {
  const state = useStore(profileScreen.$state);
  useEffect(() => profileScreen.start(), []);
  const dialog = useLazyModule(loadEditDialog, state.status === 'ready');

  if (state.status === 'loading') {
    return (
      <LoadingBlock label={m.profile_loading()} className="grid gap-6 lg:grid-cols-2">
        <CardSkeleton lines={4} />
        <CardSkeleton lines={5} />
      </LoadingBlock>
    );
  }
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
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <IdentityCard
        profile={state.data.profile}
        onEdit={() => void loadEditDialog().then((module) => module.openEdit())}
      />
      <LevelCard data={state.data} />
      {dialog ? <dialog.default /> : null}
    </div>
  );
}

/**
 * /profile, after the verification section: the tier with the VA limits, the referral code and the account manager.
 * Reads the screen store summary-island.tsx reads; says nothing of a failure, which that island already says.
 */
import { useEffect } from 'react';
import { useStore } from '../../lib/use-store.ts';
import { ContactCard } from './contact-card.tsx';
import { ReferralCard } from './referral-card.tsx';
import { profileScreen } from './screen.ts';
import { CardSkeleton } from './summary-island.tsx';
import { TierCard } from './tier-card.tsx';

export default function ExtrasIsland() {
  const state = useStore(profileScreen.$state);
  useEffect(() => profileScreen.start(), []);
  if (state.status === 'error') return null;
  if (state.status === 'loading') {
    return (
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <CardSkeleton lines={4} />
        <CardSkeleton lines={3} />
      </div>
    );
  }
  const { data } = state;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <TierCard data={data} />
      <ReferralCard referral={data.profile.referral} />
      {data.contact ? <ContactCard contact={data.contact} /> : null}
    </div>
  );
}

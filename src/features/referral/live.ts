/**
 * /referral follows the programme live: a friend who signs up with the link (or is verified) while the page is open
 * appears in the list and the figures (`referral.updated`, sent to the referring account's sessions only, without
 * the friend's name or email), and both are read again after the stream comes back from a gap it may have missed
 * events in. docs/decisions/034-live-requests-and-referrals.md.
 */
import type { ListStore } from '../../stores/kit/list.ts';
import { followEvents, type Subscribe } from '../../stores/live-later.ts';
import { refereeList } from './referees-store.ts';
import { referralStats, type StatsStore } from './stats-store.ts';

export interface ReferralReaders {
  readonly stats: Pick<StatsStore, 'refresh'>;
  readonly referees: Pick<ListStore<'listReferees'>, 'revalidate'>;
}

/** Reads the figures and the referees again on every event that may have changed them; returns the stop function. */
export function followReferrals(readers: ReferralReaders, subscribe?: Subscribe): () => void {
  return followEvents(
    ['referral.updated'],
    () => {
      readers.stats.refresh();
      readers.referees.revalidate();
    },
    subscribe,
  );
}

/** The screen's live refresh (the stream module loads after the page); returns the stop function. */
export function startReferralLive(): () => void {
  return followReferrals({ stats: referralStats, referees: refereeList });
}

/**
 * Which live events change the level, the tier or what they allow, and the follower the session bootstrap starts on
 * every signed-in page. It is light on purpose: the stores it refreshes (verification.ts, with the query library)
 * load only when such an event arrives, so pages that show no level do not carry them on their first load.
 */
import type { NotificationType } from '../contract/calls/notifications.ts';
import type { LiveEvent } from './live.ts';
import { $profile, type ProfileSummary, reloadProfile } from './profile.ts';

/** Notifications after which the level, the tier, a verification's status or what they allow may differ. */
export const LEVEL_CHANGES: ReadonlySet<NotificationType['kind']> = new Set([
  'KYC_APPROVED',
  'KYC_REJECTED',
  'KYB_APPROVED',
  'KYB_REJECTED',
  'ACCOUNT_LEVEL_UPDATED',
  'ACCOUNT_TYPE_UPDATED',
  'TIER_UPGRADED',
  'TIER_DOWNGRADED',
]);

/**
 * Whether a live event changes what the level stores hold: `account.updated` (sent to every session of the account
 * when its level, tier or features change, whatever anyone chose to be notified about) or one of the notifications
 * above.
 */
export function changesLevel(event: LiveEvent): boolean {
  if (event.type === 'account.updated') return true;
  return event.type === 'notification.created' && LEVEL_CHANGES.has(event.data.kind);
}

const verification = () => import('./verification.ts');

/** Whether the level stores (GET /kyc, the VA settings) may hold something else after this profile change. */
export function levelMoved(before: ProfileSummary, after: ProfileSummary): boolean {
  return (
    before.accountLevel.level !== after.accountLevel.level ||
    before.tier.value !== after.tier.value ||
    before.accountType !== after.accountType
  );
}

/**
 * The stream opened — the first time too, which is after the page read the profile. `account.updated` is not
 * replayed, so a switch or an approval made in between is only known by reading the profile again (an operator
 * turning VAs on while the page loads); the level stores follow only when the level or tier moved.
 */
async function catchUp(): Promise<void> {
  const before = $profile.get();
  await reloadProfile();
  const after = $profile.get();
  if (before !== null && after !== null && levelMoved(before, after))
    void verification().then((stores) => stores.refreshLevelStores());
}

/** Follow the live stream's level changes; returns the stop function. */
export function followLevelChanges(onLiveEvent: (listener: (event: LiveEvent) => void) => () => void): () => void {
  return onLiveEvent((event) => {
    if (changesLevel(event)) void verification().then((stores) => stores.refreshLevel());
    else if (event.type === 'live.reconnected') void catchUp();
  });
}

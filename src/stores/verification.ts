/**
 * The account's verification and what its level allows, shared by every screen that shows a level, a limit or a
 * fee (the profile, the verification section, the VA screens): GET /kyc and GET /settings/virtual-accounts as
 * fetcher stores. `followLevelChanges()` (the session bootstrap runs it on every signed-in page) reads them — and
 * the profile — again when the server tells of an approval, a rejection or a new level or tier over the live
 * stream, so levels, limits and fees change everywhere without a reload.
 */
import type { NotificationType } from '../contract/calls/notifications.ts';
import { createFetcherStore, revalidateKeys, unwrap } from '../lib/query.ts';
import { api } from './api.ts';
import type { LiveEvent } from './live.ts';
import { reloadProfile } from './profile.ts';

const KYC_KEY = 'kyc';
const VA_SETTINGS_KEY = 'va-settings';

export const $kyc = createFetcherStore([KYC_KEY], {
  fetcher: async () => unwrap(await api.getKyc()).data,
});

export const $vaSettings = createFetcherStore([VA_SETTINGS_KEY], {
  fetcher: async () => unwrap(await api.getVaSettings()).data,
});

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

/** Whether a live event changes what the level stores hold. */
export function changesLevel(event: LiveEvent): boolean {
  return event.type === 'notification.created' && LEVEL_CHANGES.has(event.data.kind);
}

/** Read the profile, the verification and the VA settings again. */
export function refreshLevel(): void {
  void reloadProfile();
  void revalidateKeys([KYC_KEY, VA_SETTINGS_KEY]);
}

/** Follow the live stream's level changes; returns the stop function. */
export function followLevelChanges(onLiveEvent: (listener: (event: LiveEvent) => void) => () => void): () => void {
  return onLiveEvent((event) => {
    if (changesLevel(event)) refreshLevel();
  });
}

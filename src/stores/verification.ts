/**
 * The account's verification and what its level allows, shared by every screen that shows a level, a limit or a
 * fee (the profile, the verification section, the VA screens): GET /kyc and GET /settings/virtual-accounts as
 * fetcher stores. `refreshLevel()` reads them — and the profile — again; level-changes.ts calls it on every
 * signed-in page when the server tells of an approval, a rejection or a new level or tier over the live stream, so
 * levels, limits and fees change everywhere without a reload.
 */
import { createFetcherStore, revalidateKeys, unwrap } from '../lib/query.ts';
import { api } from './api.ts';
import { reloadProfile } from './profile.ts';

const KYC_KEY = 'kyc';
const VA_SETTINGS_KEY = 'va-settings';

export const $kyc = createFetcherStore([KYC_KEY], {
  fetcher: async () => unwrap(await api.getKyc()).data,
});

export const $vaSettings = createFetcherStore([VA_SETTINGS_KEY], {
  fetcher: async () => unwrap(await api.getVaSettings()).data,
});

/** Read the verification and the VA settings again (the profile was just read and its level or tier moved). */
export function refreshLevelStores(): void {
  void revalidateKeys([KYC_KEY, VA_SETTINGS_KEY]);
}

/** Read the profile, the verification and the VA settings again. */
export function refreshLevel(): void {
  void reloadProfile();
  refreshLevelStores();
}

/**
 * The caller's feature flags (GET /settings/features, v2) as a fetcher store: the transaction details show a
 * transaction's internal remark only under WHITELIST_SEE_REMARK, and QR creation needs WHITELIST_CREATEQR_FE. The
 * server is the authority (it answers `remark: null` without the flag); the screens ask too so that a remark never
 * shows to someone the product says may not read it, whatever a response carries.
 */
import { createFetcherStore, unwrap } from '../lib/query.ts';
import { api } from './api.ts';

export const $featureFlags = createFetcherStore(['feature-flags'], {
  fetcher: async () => unwrap(await api.getFeatureFlags()).data,
});

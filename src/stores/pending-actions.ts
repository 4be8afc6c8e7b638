/**
 * The operator's requests still waiting for the user's answer (`GET /requests?request_status=pending`, SPEC
 * section 7 "Other"): the session keeps it loaded, Home counts it. Cleared with the query cache on local logout.
 */

import { createFetcherStore, unwrap } from '../lib/query.ts';
import { api } from './api.ts';

export const $pendingActions = createFetcherStore(['pending-actions'], {
  fetcher: async () => unwrap(await api.listPendingActions({ query: { request_status: 'pending' } })).data,
});

/**
 * Home's own data: the five latest transactions (VA-side list, every balance the role may see — the server leaves
 * out a SELLER's MAIN money), read again when the live stream says a transaction changed or came back after a gap.
 * The wallets, pending actions and profile are shared stores (src/stores/).
 */

import { createFetcherStore, unwrap } from '../../lib/query.ts';
import { api } from '../../stores/api.ts';

/** How many transactions Home lists. */
export const RECENT_LIMIT = 5;

export const $recentTransactions = createFetcherStore(['home-recent-transactions'], {
  fetcher: async () => unwrap(await api.listVaTransactions({ query: { limit: RECENT_LIMIT } })).data.items,
});

// The stream loads after the page's first reads (src/stores/wallets.ts starts it).
void import('../../stores/live.ts').then(
  ({ onLiveEvent }) =>
    onLiveEvent((event) => {
      if (event.type === 'transaction.updated' || event.type === 'live.reconnected') $recentTransactions.revalidate();
    }),
  // Cut short by leaving the page: nothing to follow then.
  () => undefined,
);

/**
 * /vc/list's store over `listCards`: status and search in the address bar (the kit's list store), read again —
 * rows kept on screen — whenever the card wallet changes (`card.updated`: an issuer approving a PENDING card, a
 * freeze, a top-up, a spend) or the live stream comes back after a gap it may have missed events in.
 */
import { listCards } from '../../lib/http/query-rules/listCards.generated.ts';
import { createListStore, type ListStore } from '../../stores/kit/list.ts';
import type { PageEnv } from '../../stores/kit/page-env.ts';
import type { LiveEvent } from '../../stores/live.ts';

/** What a person filters the cards by, in the order the address bar lists them. */
export const CARD_FILTERS = ['status', 'search'] as const;

export function createCardList(env?: PageEnv) {
  return createListStore('listCards', listCards, { filters: CARD_FILTERS, ...(env ? { env } : {}) });
}

export const cardList = createCardList();

type Subscribe = (listener: (event: LiveEvent) => void) => () => void;

/** Re-reads `list` on every live event that may have changed a card; returns the stop function. */
export function followCardEvents(list: Pick<ListStore<'listCards'>, 'revalidate'>, subscribe: Subscribe): () => void {
  return subscribe((event) => {
    if (event.type === 'card.updated' || event.type === 'live.reconnected') list.revalidate();
  });
}

/** Starts the list and its live refresh (the stream module comes after the page, as for /va). */
export function startCardList(): () => void {
  const stopList = cardList.start();
  let stopLive: () => unknown = () => undefined;
  let running = true;
  void import('../../stores/live.ts').then(
    ({ onLiveEvent }) => {
      if (running) stopLive = followCardEvents(cardList, onLiveEvent);
    },
    () => undefined,
  );
  return () => {
    running = false;
    stopLive();
    stopList();
  };
}

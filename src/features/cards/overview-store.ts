/**
 * /vc's own reads beside the card wallet (src/stores/cards.ts): a few cards ("cards at a glance") and the latest
 * card transactions. Both follow the live stream: a `card.updated` event (a card issued, topped up, frozen, a spend,
 * a refund) or a new stream after a drop reads them again. The balance itself is re-read on the same events by the
 * session bootstrap, so every card screen, not only this one, keeps it current.
 */
import { atom } from 'nanostores';
import type { CardTransactionType, CardType } from '../../contract/calls/card.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import { api } from '../../stores/api.ts';
import type { LiveEvent } from '../../stores/live.ts';
import { onReset } from '../../stores/reset.ts';

/** How many of each the overview shows; the full lists are one link away. */
export const GLANCE_SIZE = 4;

export type Glance<Item> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly items: readonly Item[] }
  | { readonly status: 'error' };

export const $glanceCards = atom<Glance<CardType>>({ status: 'loading' });
export const $recentTransactions = atom<Glance<CardTransactionType>>({ status: 'loading' });

let generation = 0;

function settled<Item>(answer: { readonly items: readonly Item[] } | unknown): Glance<Item> {
  return isApiFailure(answer) ? { status: 'error' } : { status: 'ready', items: (answer as { items: Item[] }).items };
}

/** Read both again; an answer overtaken by a later read is dropped. */
export async function loadGlance(): Promise<void> {
  generation += 1;
  const mine = generation;
  const query = { page: 1, limit: GLANCE_SIZE };
  const [cards, transactions] = await Promise.all([api.listCards({ query }), api.listCardTransactions({ query })]);
  if (mine !== generation) return;
  $glanceCards.set(settled(cards));
  $recentTransactions.set(settled(transactions));
}

/** What the overview does with a live event: the card wallet moved, or the stream missed some events. */
export function onCardLive(event: LiveEvent): void {
  if (event.type === 'card.updated' || event.type === 'live.reconnected') void loadGlance();
}

/** Load now and follow the stream until the overview unmounts; returns the stop function. */
export function startOverview(): () => void {
  void loadGlance();
  let stop: () => unknown = () => undefined;
  let running = true;
  // The session bootstrap opens the stream; this only listens (and keeps live.ts out of the page's first load).
  void import('../../stores/live.ts').then(
    ({ onLiveEvent }) => {
      if (running) stop = onLiveEvent(onCardLive);
    },
    () => undefined,
  );
  return () => {
    running = false;
    generation += 1;
    stop();
  };
}

onReset(() => {
  generation += 1;
  $glanceCards.set({ status: 'loading' });
  $recentTransactions.set({ status: 'loading' });
});

/**
 * The card wallet every card screen shares (SPEC section 4: "When vcEnable becomes true, card balance, fees and
 * system payments load"): the balance (MAIN and VC), the fees and the system payments (crypto addresses), as
 * fetcher stores over the card client. Their key holds `$vcKey`, null unless the profile has virtual cards and a role
 * that may see them (a SELLER sees no cards: PRODUCT.md section 4), so a person without cards never makes a card
 * call. The session bootstrap keeps them loaded; a `card.updated` event or a new stream reads the balance again.
 */
import { createFetcherStore, revalidateKeys, unwrap } from '../lib/query.ts';
import { api } from './api.ts';
import { $vcKey } from './vc-key.ts';

export { $vcKey };

const CARD_BALANCE_KEY = 'card-balance';

export const $cardBalance = createFetcherStore([CARD_BALANCE_KEY, $vcKey], {
  fetcher: async () => unwrap(await api.getCardBalance()),
});
export const $cardFees = createFetcherStore(['card-fees', $vcKey], {
  fetcher: async () => unwrap(await api.getCardFees()),
});
export const $systemPayments = createFetcherStore(['system-payments', $vcKey], {
  fetcher: async () => unwrap(await api.listSystemPayments()),
});

/** Money moved in the card wallet (an issue, a top-up, a spend, a deposit): read the balance again. */
export function reloadCardBalance(): void {
  void revalidateKeys((key) => key.startsWith(CARD_BALANCE_KEY));
}

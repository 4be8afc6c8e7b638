/**
 * The card wallet as the issue wizard reads it: the fees, MAIN and the crypto addresses from the shared card stores
 * (src/stores/cards.ts), ready once all three are in. MAIN follows the stores, which the session bootstrap reads
 * again on every `card.updated` event and every new stream: a crypto deposit that arrives shows without a reload.
 */
import { computed } from 'nanostores';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { revalidateKeys } from '../../lib/query.ts';
import { $cardBalance, $cardFees, $systemPayments } from '../../stores/cards.ts';
import type { IssueContext } from './issue-store.ts';

export type WalletState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly failure: ApiFailure }
  | { readonly status: 'ready'; readonly context: IssueContext };

export const $issueWallet = computed([$cardFees, $cardBalance, $systemPayments], (fees, balance, payments) => {
  const failure = fees.error ?? balance.error ?? payments.error;
  if (failure !== undefined) return { status: 'error', failure: failure as ApiFailure } satisfies WalletState;
  const main = balance.data?.MAIN?.amount;
  if (fees.data === undefined || main === undefined || payments.data === undefined) {
    return { status: 'loading' } satisfies WalletState;
  }
  return { status: 'ready', context: { fees: fees.data, main, payments: payments.data } } satisfies WalletState;
});

export const $issueContext = computed($issueWallet, (wallet) => (wallet.status === 'ready' ? wallet.context : null));

/** After a failed read: read the card wallet again. */
export function reloadIssueWallet(): void {
  void revalidateKeys((key) => key.startsWith('card-') || key.startsWith('system-payments'));
}

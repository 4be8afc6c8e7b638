/**
 * The rules of issuing a card (docs/decisions/026-card-issue.md), as plain functions the issue store and its tests
 * call: which crypto deposits exist, what an amount costs (the server's own fee function, src/contract/card-fee.ts,
 * so the total shown is the amount MAIN falls by), and when the card wallet holds enough to go on. Money is big.js
 * throughout; strings leave. The form's checks are issue-form.ts (they bring zod, loaded after the page).
 */
import Big from 'big.js';
import type { z } from 'zod';
import type { CardFeesType, CryptoCurrency, CryptoNetwork, SystemPaymentType } from '../../contract/calls/card.ts';
import type { FeeRuleType } from '../../contract/calls/va.ts';
import { CARD_DECIMALS, cardFeeFor } from '../../contract/card-fee.ts';

export type Network = z.infer<typeof CryptoNetwork>;
export type Coin = z.infer<typeof CryptoCurrency>;

/** How the money for the card reaches the card wallet's MAIN balance; the card is always issued from MAIN. */
export type FundingWay = 'MAIN' | 'CRYPTO';

/** The order SPEC section 3 lists them in. */
const NETWORKS: readonly Network[] = ['SOL', 'TRX', 'ETH'];
const COINS: readonly Coin[] = ['USDT', 'USDC'];

/** The networks some system payment takes, in SPEC order. */
export function depositNetworks(payments: readonly SystemPaymentType[]): Network[] {
  return NETWORKS.filter((network) => payments.some((payment) => payment.network === network));
}

/** The coins a network takes, in SPEC order. */
export function depositCoins(payments: readonly SystemPaymentType[], network: Network | null): Coin[] {
  return COINS.filter((coin) => payments.some((payment) => payment.network === network && payment.currency === coin));
}

/** The address that takes `coin` on `network`, or null when no such pair exists. */
export function depositFor(
  payments: readonly SystemPaymentType[],
  network: Network | null,
  coin: Coin | null,
): SystemPaymentType | null {
  return payments.find((payment) => payment.network === network && payment.currency === coin) ?? null;
}

/** A network choice with the coin that goes with it: the one held if the network takes it, else its first. */
export function pairOn(
  payments: readonly SystemPaymentType[],
  network: Network,
  held: Coin | null,
): { network: Network; currency: Coin | null } {
  const coins = depositCoins(payments, network);
  return { network, currency: held !== null && coins.includes(held) ? held : (coins[0] ?? null) };
}

/** What an issue of `amount` takes from MAIN, and what MAIN holds after. */
export interface IssueFigures {
  readonly amount: string;
  readonly fee: string;
  readonly total: string;
  readonly after: string;
}

export function issueFigures(rule: FeeRuleType, amount: string, main: string): IssueFigures {
  const fee = cardFeeFor(rule, amount);
  const total = new Big(amount).plus(fee);
  return {
    amount: new Big(amount).toFixed(CARD_DECIMALS),
    fee: fee.toFixed(CARD_DECIMALS),
    total: total.toFixed(CARD_DECIMALS),
    after: new Big(main).minus(total).toFixed(CARD_DECIMALS),
  };
}

/**
 * The most a card can be loaded with from `main`, fee included (whole cents), or zero. A percentage fee is rounded
 * up, so the first guess (main / (1 + rate)) may be a cent too high: step down until it fits.
 */
export function mostIssuable(rule: FeeRuleType, main: string): Big {
  const available = new Big(main);
  let most =
    rule.type === 'FIXED'
      ? available.minus(rule.value)
      : available.div(new Big(rule.value).div(100).plus(1)).round(CARD_DECIMALS, Big.roundDown);
  const cent = new Big(1).div(10 ** CARD_DECIMALS);
  while (most.gt(0) && most.plus(cardFeeFor(rule, most)).gt(available)) most = most.minus(cent);
  return most.gt(0) ? most : new Big(0);
}

/** What the smallest card costs: the least amount a card is issued with, plus its fee. */
export function leastIssueTotal(fees: CardFeesType): Big {
  const least = fees.limits.min_issue_amount;
  return new Big(least).plus(cardFeeFor(fees.issue, least));
}

/** Whether MAIN pays for the smallest card: the funding step may go on. */
export function mainCoversIssue(fees: CardFeesType, main: string | null): boolean {
  return main !== null && !leastIssueTotal(fees).gt(main);
}

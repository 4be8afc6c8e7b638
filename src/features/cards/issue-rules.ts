/**
 * The rules of issuing a card (docs/decisions/026-card-issue.md), as plain functions the issue store and its tests
 * call: which crypto deposits exist, what an amount costs (the server's own fee function, src/contract/card-fee.ts,
 * so the total shown is the amount MAIN falls by), which amounts and names the form takes, and when the card
 * wallet holds enough to go on. Money is big.js throughout; strings leave.
 */
import Big from 'big.js';
import type { z } from 'zod';
import {
  type CardFeesType,
  CardName,
  type CryptoCurrency,
  type CryptoNetwork,
  type SystemPaymentType,
} from '../../contract/calls/card.ts';
import type { FeeRuleType } from '../../contract/calls/va.ts';
import { CARD_DECIMALS, cardFeeFor } from '../../contract/card-fee.ts';
import { type FieldProblem, problemOf } from '../../contract/field-errors.ts';
import { checkTypedAmount } from '../../lib/forms/amount.ts';
import type { Locale } from '../../lib/locale.ts';
import { exceeds } from '../../lib/money.ts';

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

/** A refusal of the amount: a field rule, or "with the fee this is more than MAIN holds". */
export type IssueAmountProblem = FieldProblem | { readonly key: 'over_main'; readonly most: string };

export type CheckedIssueAmount =
  | { readonly amount: string; readonly problem: null }
  | { readonly amount: null; readonly problem: IssueAmountProblem };

export interface IssueAmountContext {
  readonly fees: CardFeesType;
  readonly main: string;
  readonly locale: Locale;
}

/**
 * The amount as typed, checked: the contract's positive decimal in whole cents, not under the least issue amount,
 * not over the most the server loads on one card (it bounds issues by the top-up maximum), and — fee added — not
 * over MAIN.
 */
export function checkIssueAmount(text: string, { fees, main, locale }: IssueAmountContext): CheckedIssueAmount {
  const checked = checkTypedAmount(text, {
    currency: fees.currency,
    locale,
    min: fees.limits.min_issue_amount,
    max: fees.limits.max_top_up,
  });
  if (checked.amount === null) return checked;
  const most = mostIssuable(fees.issue, main);
  if (exceeds(checked.amount, most)) {
    return { amount: null, problem: { key: 'over_main', most: most.toFixed(CARD_DECIMALS) } };
  }
  return checked;
}

/** The card's name as the contract takes it (2–50 characters, one line, trimmed), or why not. */
export function checkCardName(
  text: string,
): { readonly name: string; readonly problem: null } | { readonly name: null; readonly problem: FieldProblem } {
  const result = CardName.safeParse(text);
  if (result.success) return { name: result.data, problem: null };
  const issue = result.error.issues[0];
  return { name: null, problem: issue === undefined ? { key: 'invalid' } : problemOf(issue, text) };
}

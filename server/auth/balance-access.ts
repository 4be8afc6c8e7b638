/**
 * Which balances a team role may see (PRODUCT.md section 4): DIRECTOR and FINANCE every balance, SELLER the VA
 * and QR money only — never the MAIN wallet, its balances, or a transaction that moves MAIN money, whatever
 * the query or id. Every read of wallets and money rows asks here (wallets, VA transactions, the live
 * stream), so the rule is written once and is about what a row IS, not about which filter was sent.
 * The card wallet (MAIN and VC card balances, cards, card transactions) is DIRECTOR and FINANCE only.
 */
import { cardCalls } from '../../src/contract/calls/card.ts';
import type { TeamRole } from '../../src/contract/define.ts';
import type { WalletTypeName } from '../ledger/wallets.ts';

const EVERY_BALANCE = ['MAIN', 'VA', 'QR_MERCHANT'] as const satisfies readonly WalletTypeName[];

const VISIBLE: Readonly<Record<TeamRole, readonly WalletTypeName[]>> = {
  DIRECTOR: EVERY_BALANCE,
  FINANCE: EVERY_BALANCE,
  SELLER: ['VA', 'QR_MERCHANT'],
};

/** The balance types whose wallets and transactions `role` may read. */
export function visibleBalances(role: TeamRole): readonly WalletTypeName[] {
  return VISIBLE[role];
}

/** Whether `role` may read a wallet, or a row that moves money, of `balance`. */
export function seesBalance(role: TeamRole, balance: WalletTypeName): boolean {
  return VISIBLE[role].includes(balance);
}

/** The roles of the card calls (src/contract/calls/card.ts): whoever may read the card wallet. */
const CARD_READERS: readonly TeamRole[] = cardCalls.find((call) => call.name === 'getCardBalance')?.roles ?? [];

/** Whether `role` may see the card wallet: its balances, cards and card transactions, and their live events. */
export function seesCards(role: TeamRole): boolean {
  return CARD_READERS.includes(role);
}

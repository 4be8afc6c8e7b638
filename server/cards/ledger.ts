/**
 * Card money in the ledger. An account's card wallet is two ledger wallets in the card currency: MAIN
 * (funded by crypto deposits) and VC (money loaded on cards). The VC entries that are a card's are linked to
 * it (card_ledger_entries), so a card's balance is a sum of ledger entries; VC entries linked to no card are
 * VC money not on any card yet (crypto deposits straight to VC), which can fund a new card.
 */
import Big from 'big.js';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import { cardLedgerEntries } from '../db/schema/cards.ts';
import { type JournalKind, ledgerAccounts, ledgerEntries } from '../db/schema/ledger.ts';
import { ApiError } from '../errors/api-error.ts';
import { findWallet, openWallet, systemAccountId } from '../ledger/accounts.ts';
import { balanceOf } from '../ledger/balances.ts';
import { decimalString } from '../ledger/decimal.ts';
import { LedgerError } from '../ledger/errors.ts';
import { type PostingLine, post } from '../ledger/post.ts';

/** Cards are issued in US dollars. */
export const CARD_CURRENCY = 'USD';

export type CardWalletKind = 'MAIN' | 'VC';

interface Money {
  readonly amount: string;
  readonly currency: string;
}

/** The ledger account id of an account's card wallet, opened on first use. */
export async function cardWalletId(db: Executor, accountId: number, kind: CardWalletKind): Promise<number> {
  return (await openWallet(db, { ownerId: accountId, kind, currency: CARD_CURRENCY })).wallet.id;
}

/** MAIN and VC balances (the VC one is everything on cards plus VC money on no card). */
export async function cardWalletBalances(db: Executor, accountId: number): Promise<Record<CardWalletKind, Money>> {
  const balance = async (kind: CardWalletKind) => {
    const found = await findWallet(db, { ownerId: accountId, kind, currency: CARD_CURRENCY });
    return { amount: found === null ? '0' : await balanceOf(db, found.wallet.id), currency: CARD_CURRENCY };
  };
  return { MAIN: await balance('MAIN'), VC: await balance('VC') };
}

/** Each card's balance ("0" for a card without money). */
export async function cardBalances(db: Executor, cardIds: readonly number[]): Promise<Map<number, string>> {
  const balances = new Map(cardIds.map((id) => [id, '0']));
  if (cardIds.length === 0) return balances;
  const rows = await db
    .select({ cardId: cardLedgerEntries.cardId, sum: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(cardLedgerEntries)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, cardLedgerEntries.entryId))
    .where(inArray(cardLedgerEntries.cardId, [...cardIds]))
    .groupBy(cardLedgerEntries.cardId);
  for (const row of rows) balances.set(row.cardId, decimalString(row.sum));
  return balances;
}

export async function cardBalance(db: Executor, cardId: number): Promise<string> {
  return (await cardBalances(db, [cardId])).get(cardId) ?? '0';
}

/** VC money on no card. Locks the VC wallet first, so two issues cannot both spend the same money. */
async function lockedUnassignedVc(tx: Transaction, vcWalletId: number): Promise<Big> {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, vcWalletId))
    .for('no key update');
  const [onCards] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text` })
    .from(cardLedgerEntries)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, cardLedgerEntries.entryId))
    .where(eq(ledgerEntries.accountId, vcWalletId));
  return new Big(await balanceOf(tx, vcWalletId)).minus(onCards?.sum ?? '0');
}

/** Refuses (INSUFFICIENT_BALANCE) unless `amount` of VC money is on no card. */
export async function assertUnassignedVc(tx: Transaction, vcWalletId: number, amount: Big): Promise<void> {
  if ((await lockedUnassignedVc(tx, vcWalletId)).lt(amount)) throw new ApiError('INSUFFICIENT_BALANCE');
}

export interface CardPosting {
  readonly kind: JournalKind;
  readonly lines: readonly PostingLine[];
  /** The line that is the card's money: it is on the VC wallet and its entry is linked to the card. */
  readonly cardLine: PostingLine & { readonly cardId: number };
  readonly reference: string;
  readonly at: Date;
}

/**
 * Posts the journal and links the card's entry. A journal may also move unassigned VC money the other way
 * (issuing from VC), so the card's entry is told apart by its sign: each card posting has one per sign.
 */
export async function postForCard(tx: Transaction, posting: CardPosting): Promise<void> {
  const { cardLine } = posting;
  const journalId = await asBusinessError(() =>
    post(tx, {
      kind: posting.kind,
      lines: [...posting.lines, cardLine],
      reference: posting.reference,
      at: posting.at,
    }),
  );
  const credit = new Big(cardLine.amount).gt(0);
  const [entry] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.journalId, journalId),
        eq(ledgerEntries.accountId, cardLine.accountId),
        credit ? gt(ledgerEntries.amount, '0') : lt(ledgerEntries.amount, '0'),
      ),
    );
  if (entry === undefined) throw new Error(`journal ${journalId} has no entry for card ${cardLine.cardId}`);
  await tx.insert(cardLedgerEntries).values({ entryId: entry.id, cardId: cardLine.cardId });
}

/** Posts a journal that touches no card (deposits, wallet withdrawals, fees). */
export function postWithoutCard(tx: Transaction, posting: Omit<CardPosting, 'cardLine'>): Promise<number> {
  return asBusinessError(() => post(tx, posting));
}

/** The ledger's refusal of an overdraft is the API's INSUFFICIENT_BALANCE; anything else is a bug. */
async function asBusinessError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE')
      throw new ApiError('INSUFFICIENT_BALANCE');
    throw error;
  }
}

export interface CardLoad {
  readonly accountId: number;
  readonly cardId: number;
  /** The wallet the money and the fee leave: MAIN, or VC (its money on no card). */
  readonly fromWalletId: number;
  readonly amount: Big;
  readonly fee: Big;
  /** The card transaction this movement is. */
  readonly transactionId: number;
  readonly at: Date;
}

/** Moves `amount` onto the card and `fee` to the fees account, both from one wallet. */
export async function loadCard(tx: Transaction, load: CardLoad): Promise<void> {
  const { accountId, cardId, fromWalletId, amount, fee, transactionId, at } = load;
  await postForCard(tx, {
    kind: 'TRANSFER',
    lines: [
      { accountId: fromWalletId, amount: amount.plus(fee).neg() },
      { accountId: await systemAccountId(tx, 'fees_revenue', CARD_CURRENCY), amount: fee },
    ],
    cardLine: { accountId: await cardWalletId(tx, accountId, 'VC'), amount, cardId },
    reference: transactionReference(transactionId),
    at,
  });
}

/** The journal reference of a card transaction's movement. */
export function transactionReference(transactionId: number): string {
  return `card-tx:${transactionId}`;
}

export interface CardUnload {
  readonly accountId: number;
  readonly cardId: number;
  readonly toWalletId: number;
  /** The card's money to move off it. */
  readonly amount: Big;
  /** A fee given back from the fees account with it (a refused issue), else zero. */
  readonly feeRefund: Big;
  readonly transactionId: number;
  readonly at: Date;
}

/** Moves `amount` off the card (and `feeRefund` from the fees account) into a wallet. */
export async function unloadCard(tx: Transaction, unload: CardUnload): Promise<void> {
  const { accountId, cardId, toWalletId, amount, feeRefund, transactionId, at } = unload;
  const posting = {
    kind: 'TRANSFER' as const,
    lines: [
      { accountId: toWalletId, amount: amount.plus(feeRefund) },
      { accountId: await systemAccountId(tx, 'fees_revenue', CARD_CURRENCY), amount: feeRefund.neg() },
    ],
    reference: transactionReference(transactionId),
    at,
  };
  // An empty card has no entry of its own to link (the ledger drops zero lines).
  if (amount.eq(0)) await postWithoutCard(tx, posting);
  else
    await postForCard(tx, {
      ...posting,
      cardLine: { accountId: await cardWalletId(tx, accountId, 'VC'), amount: amount.neg(), cardId },
    });
}

/**
 * The holder's card state changes (contract: PENDING → ACTIVE by the issuer; ACTIVE ⇄ FROZEN; ACTIVE,
 * FROZEN or PENDING → CANCELLED, final). Asking for the state a card is already in succeeds and changes
 * nothing, so a retried request is harmless.
 */
import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { type CardRow, cardTransactions } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { CARD_CURRENCY, cardBalance, cardWalletId, unloadCard } from './ledger.ts';
import { type CardStatusName, findOwnCard, lockCard, setCardStatus } from './store.ts';
import { createTransaction, OPEN_TRANSACTION_STATUSES, setTransactionStatus } from './transactions.ts';

export interface CardAction {
  readonly accountId: number;
  readonly cardId: number;
  readonly at: Date;
}

/** Runs `change` on the caller's card, locked; answers the card as it is afterwards. */
function changeCard(
  db: Database,
  action: CardAction,
  change: (tx: Transaction, card: CardRow) => Promise<void>,
): Promise<CardRow> {
  return db.transaction(async (tx) => {
    await findOwnCard(tx, action.accountId, action.cardId);
    await change(tx, await lockCard(tx, action.cardId));
    return lockCard(tx, action.cardId);
  });
}

/** A simple move from one status to another; `target` itself is accepted as a no-op. */
function move(from: CardStatusName, target: CardStatusName, refusal: 'CARD_NOT_ACTIVE' | 'CARD_NOT_FROZEN') {
  return (db: Database, action: CardAction) =>
    changeCard(db, action, async (tx, card) => {
      if (card.status === target) return;
      if (card.status !== from) throw new ApiError(refusal);
      await setCardStatus(tx, card.id, target, action.at);
    });
}

export const freezeCard = move('ACTIVE', 'FROZEN', 'CARD_NOT_ACTIVE');
export const unfreezeCard = move('FROZEN', 'ACTIVE', 'CARD_NOT_FROZEN');

/** Open merchant charges: the money is reserved on the card until they settle. */
async function hasOpenPayments(tx: Transaction, cardId: number): Promise<boolean> {
  const open = await tx
    .select({ id: cardTransactions.id })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cardId, cardId),
        eq(cardTransactions.type, 'PAYMENT'),
        inArray(cardTransactions.status, [...OPEN_TRANSACTION_STATUSES]),
      ),
    )
    .limit(1);
  return open.length > 0;
}

/** The issue of a card the issuer has not confirmed yet stops with the card. */
async function cancelOpenIssue(tx: Transaction, cardId: number, at: Date): Promise<void> {
  const [issue] = await tx
    .select({ id: cardTransactions.id })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cardId, cardId),
        eq(cardTransactions.detailType, 'CARD_ISSUE_TOP_UP'),
        inArray(cardTransactions.status, [...OPEN_TRANSACTION_STATUSES]),
      ),
    );
  if (issue !== undefined) await setTransactionStatus(tx, issue.id, 'CANCEL', at);
}

/** Its balance back to MAIN, as a CARD_WITHDRAW transaction. */
async function returnBalance(tx: Transaction, card: CardRow, at: Date): Promise<void> {
  const amount = new Big(await cardBalance(tx, card.id));
  if (amount.eq(0)) return;
  const transaction = await createTransaction(
    tx,
    {
      accountId: card.accountId,
      cardId: card.id,
      type: 'WITHDRAWAL',
      detailType: 'CARD_WITHDRAW',
      status: 'SUCCESS',
      amount: amount.toFixed(),
      currency: CARD_CURRENCY,
    },
    at,
  );
  const toWalletId = await cardWalletId(tx, card.accountId, 'MAIN');
  await unloadCard(tx, {
    accountId: card.accountId,
    cardId: card.id,
    toWalletId,
    amount,
    feeRefund: new Big(0),
    transactionId: transaction.id,
    at,
  });
}

export function cancelCard(db: Database, action: CardAction): Promise<CardRow> {
  return changeCard(db, action, async (tx, card) => {
    if (card.status === 'CANCELLED') return;
    if (await hasOpenPayments(tx, card.id)) throw new ApiError('CARD_HAS_PENDING_TRANSACTIONS');
    await cancelOpenIssue(tx, card.id, action.at);
    await returnBalance(tx, card, action.at);
    await setCardStatus(tx, card.id, 'CANCELLED', action.at);
  });
}

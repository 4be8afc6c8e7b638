/**
 * The issuer's answer to a PENDING card, for the operator CLI and admin endpoints: approval activates the
 * card and completes its issue; refusal cancels it and gives the loaded amount and the issue fee back to the
 * balance that paid them. Each returns the decided card, so the caller can tell its owner (`accountId`).
 */
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { type CardRow, type CardTransactionRow, cardTransactions } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { CARD_CURRENCY, cardBalance, cardWalletId, unloadCard } from './ledger.ts';
import { lockCard, setCardStatus } from './store.ts';
import { timelineOf } from './timeline.ts';
import { createTransaction, setTransactionStatus } from './transactions.ts';

async function lockPending(tx: Transaction, id: number): Promise<CardRow> {
  const card = await lockCard(tx, id);
  if (card.status !== 'PENDING') throw new ApiError('ITEM_ALREADY_DECIDED');
  return card;
}

async function issueTransaction(tx: Transaction, cardId: number) {
  const [issue] = await tx
    .select()
    .from(cardTransactions)
    .where(and(eq(cardTransactions.cardId, cardId), eq(cardTransactions.detailType, 'CARD_ISSUE_TOP_UP')));
  if (issue === undefined) throw new Error(`card ${cardId} has no issue transaction`);
  return issue;
}

export function approveCard(db: Database, id: number, at: Date = new Date()): Promise<CardRow> {
  return db.transaction(async (tx) => {
    await lockPending(tx, id);
    await setCardStatus(tx, id, 'ACTIVE', at);
    await setTransactionStatus(tx, (await issueTransaction(tx, id)).id, 'SUCCESS', at);
    return lockCard(tx, id);
  });
}

async function refundIssue(tx: Transaction, card: CardRow, fee: Big, at: Date): Promise<void> {
  const amount = new Big(await cardBalance(tx, card.id));
  if (amount.plus(fee).eq(0)) return;
  const transaction = await createTransaction(
    tx,
    {
      accountId: card.accountId,
      cardId: card.id,
      type: 'REFUND',
      detailType: 'WALLET_REFUND',
      status: 'SUCCESS',
      amount: amount.plus(fee).toFixed(),
      currency: CARD_CURRENCY,
    },
    at,
  );
  const toWalletId = await cardWalletId(tx, card.accountId, card.fundingSource);
  await unloadCard(tx, {
    accountId: card.accountId,
    cardId: card.id,
    toWalletId,
    amount,
    feeRefund: fee,
    transactionId: transaction.id,
    at,
  });
}

/**
 * `reason`, the issuer's own words, is shown to the holder in the timelines of the card and of its issue
 * transaction, whose failure reason is the code ISSUE_REJECTED.
 */
export function rejectCard(db: Database, id: number, reason: string, at: Date = new Date()): Promise<CardRow> {
  const note = reason.trim();
  if (note === '') throw new ApiError('VALIDATION_FAILED', { fields: { reason: ['required'] } });
  return db.transaction(async (tx) => {
    const card = await lockPending(tx, id);
    const issue = await issueTransaction(tx, id);
    await setTransactionStatus(tx, issue.id, 'FAILURE', at, { reason: 'ISSUE_REJECTED', note });
    await refundIssue(tx, card, new Big(issue.fee), at);
    await setCardStatus(tx, id, 'CANCELLED', at, note);
    return lockCard(tx, id);
  });
}

/** The issuer's own words for refusing the card of issue transaction `issue`; null unless it was refused. */
export async function refusalWords(db: Executor, issue: CardTransactionRow): Promise<string | null> {
  if (issue.failureReason !== 'ISSUE_REJECTED') return null;
  const steps = await timelineOf(db, { transactionId: issue.id });
  return steps.findLast((step) => step.status === 'FAILURE')?.note ?? null;
}

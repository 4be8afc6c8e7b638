/**
 * `card.transaction.created` webhooks. A card change writes its transactions inside one database
 * transaction, all stamped with the change's moment; once that committed, the caller announces every
 * transaction of the card created at that moment, so no path that records one has to carry it out.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type CardTransactionRow, cardTransactions } from '../db/schema/cards.ts';
import { type AfterCommit, deliverAfterCommit } from '../developers/events.ts';
import { decimalString } from '../ledger/decimal.ts';

export interface CardChange {
  readonly accountId: number;
  readonly cardId: number;
}

export async function announceCardTransactions(db: Executor, change: CardChange, after: AfterCommit): Promise<void> {
  const rows = await db
    .select()
    .from(cardTransactions)
    .where(and(eq(cardTransactions.cardId, change.cardId), eq(cardTransactions.createdAt, after.now)))
    .orderBy(asc(cardTransactions.id));
  for (const row of rows) await announceTransaction(db, row, after);
}

/** The webhook of one transaction just created (`card_id` null for a wallet-only one, a crypto deposit). */
export async function announceTransaction(db: Executor, row: CardTransactionRow, after: AfterCommit): Promise<void> {
  const data = {
    card_id: row.cardId,
    transaction_id: row.id,
    type: row.type,
    detail_type: row.detailType,
    status: row.status,
    amount: decimalString(row.amount),
    fee: decimalString(row.fee),
    currency: row.currency,
  };
  await deliverAfterCommit(db, row.accountId, 'card.transaction.created', data, after);
}

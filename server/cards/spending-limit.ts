/**
 * A card's spending limit (`spending_limit`: an amount per DAY, per MONTH or per TRANSACTION; null = only the
 * balance limits spending), as the card processor applies it to a new charge. Days and months are UTC calendar
 * periods; what counts is every charge accepted in the period (PENDING, PROCESSING or SUCCESS), refunds aside,
 * as card networks count spend. The caller holds the card's lock, so parallel charges see each other.
 */
import Big from 'big.js';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { type CardRow, cardTransactions } from '../db/schema/cards.ts';

function periodStart(interval: 'DAY' | 'MONTH', at: Date): Date {
  const day = interval === 'DAY' ? at.getUTCDate() : 1;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), day));
}

async function spentSince(tx: Transaction, cardId: number, from: Date): Promise<Big> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${cardTransactions.amount})::text` })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cardId, cardId),
        eq(cardTransactions.type, 'PAYMENT'),
        inArray(cardTransactions.status, ['PENDING', 'PROCESSING', 'SUCCESS']),
        gte(cardTransactions.createdAt, from),
      ),
    );
  return new Big(row?.sum ?? '0');
}

/** The decline reason when a charge of `amount` at `at` would go over the card's limit, else null. */
export async function spendingLimitDecline(
  tx: Transaction,
  card: CardRow,
  amount: Big,
  at: Date,
): Promise<'SPENDING_LIMIT_EXCEEDED' | null> {
  const { spendingLimitAmount: limit, spendingLimitInterval: interval } = card;
  if (limit === null || interval === null) return null;
  const spent = interval === 'TRANSACTION' ? new Big(0) : await spentSince(tx, card.id, periodStart(interval, at));
  return spent.plus(amount).gt(limit) ? 'SPENDING_LIMIT_EXCEEDED' : null;
}

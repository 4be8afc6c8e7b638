/** Reading and changing card rows. A card belongs to an account; anyone else's card is NOT_FOUND. */
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CardDetailType, CardStatus, CardType } from '../../src/contract/calls/card.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { type CardRow, cards } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { cardBalance, cardBalances } from './ledger.ts';
import { containsPattern } from './search.ts';
import { recordStatus, timelineOf } from './timeline.ts';

export type CardStatusName = z.infer<typeof CardStatus>;

export async function findOwnCard(db: Executor, accountId: number, id: number): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, id), eq(cards.accountId, accountId)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** The card row locked for a status change (two requests change one card one after the other). */
export async function lockCard(tx: Transaction, id: number): Promise<CardRow> {
  const [row] = await tx.select().from(cards).where(eq(cards.id, id)).for('update');
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

export async function setCardStatus(
  tx: Transaction,
  id: number,
  status: CardStatusName,
  at: Date,
  note: string | null = null,
): Promise<void> {
  await tx.update(cards).set({ status, updatedAt: at }).where(eq(cards.id, id));
  await recordStatus(tx, { cardId: id }, status, at, note);
}

export function countLiveCards(db: Executor, accountId: number): Promise<number> {
  return db
    .select({ total: count() })
    .from(cards)
    .where(and(eq(cards.accountId, accountId), ne(cards.status, 'CANCELLED')))
    .then(([row]) => row?.total ?? 0);
}

export function cardView(row: CardRow, balance: string): CardType {
  const money = (amount: string) => ({ amount: decimalString(amount), currency: row.currency });
  return {
    id: row.id,
    name: row.name,
    last4: row.last4,
    brand: row.brand,
    status: row.status,
    balance: money(balance),
    spending_limit:
      row.spendingLimitAmount === null || row.spendingLimitInterval === null
        ? null
        : { amount: money(row.spendingLimitAmount), interval: row.spendingLimitInterval },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** How a transaction names its card. */
export function cardRef(row: CardRow): { id: number; name: string; last4: string } {
  return { id: row.id, name: row.name, last4: row.last4 };
}

export async function cardViewOf(db: Executor, row: CardRow): Promise<CardType> {
  return cardView(row, await cardBalance(db, row.id));
}

export async function cardDetail(db: Executor, accountId: number, id: number): Promise<CardDetailType> {
  const row = await findOwnCard(db, accountId, id);
  return {
    ...(await cardViewOf(db, row)),
    status_history: await timelineOf<CardStatusName>(db, { cardId: id }),
  };
}

export interface CardFilters {
  readonly status?: CardStatusName | undefined;
  readonly search?: string | undefined;
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (search === undefined || search === '') return undefined;
  return or(eq(cards.last4, search), ilike(cards.name, containsPattern(search)));
}

/** Newest first. */
export async function listCards(
  db: Executor,
  accountId: number,
  filters: CardFilters,
  page: { page: number; limit: number },
): Promise<{ items: CardType[]; total: number }> {
  const where = and(
    eq(cards.accountId, accountId),
    filters.status === undefined ? undefined : eq(cards.status, filters.status),
    searchFilter(filters.search),
  );
  const rows = await db
    .select()
    .from(cards)
    .where(where)
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db.select({ total: count() }).from(cards).where(where);
  const balances = await cardBalances(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => cardView(row, balances.get(row.id) ?? '0')), total: counted?.total ?? 0 };
}

/** Every card but cancelled ones, newest first, for selects. */
export function cardOptions(db: Executor, accountId: number) {
  return db
    .select({ id: cards.id, name: cards.name, last4: cards.last4, status: cards.status })
    .from(cards)
    .where(and(eq(cards.accountId, accountId), ne(cards.status, 'CANCELLED')))
    .orderBy(desc(cards.createdAt), desc(cards.id));
}

/**
 * Card transactions: what the card pages list, one row per money movement of the card wallet, with its
 * status timeline. The money itself moves in the ledger (server/cards/ledger.ts); a row says what it was.
 * Detail types (SPEC section 3), as this server uses them: CARD_ISSUE_TOP_UP loads a new card,
 * CARD_TOP_UP a card from MAIN, CARD_WITHDRAW takes a cancelled card's balance back to MAIN, CARD_PAYMENT
 * and CARD_REFUND are merchant charges and refunds, WALLET_TOP_UP / CARD_CRYPTO_TOP_UP are crypto deposits
 * to MAIN / VC, WALLET_WITHDRAW a payout from MAIN, WALLET_REFUND the money of an issue the issuer refused.
 */
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CardDetailType,
  CardFailureReason,
  CardTransactionDetailType,
  CardTransactionStatus,
  CardTransactionType,
} from '../../src/contract/calls/card.ts';
import type { Executor } from '../db/client.ts';
import { type CardTransactionRow, cards, cardTransactions } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { containsPattern } from './search.ts';
import { recordStatus, timelineOf } from './timeline.ts';

type TransactionStatus = z.infer<typeof CardTransactionStatus>;
type NewTransaction = Omit<typeof cardTransactions.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;

/** Statuses that are not final: the money of a payment in one of them is already reserved on the card. */
export const OPEN_TRANSACTION_STATUSES = ['PENDING', 'PROCESSING'] as const satisfies readonly TransactionStatus[];

export async function createTransaction(
  db: Executor,
  fields: NewTransaction,
  at: Date,
  note: string | null = null,
): Promise<CardTransactionRow> {
  const [row] = await db
    .insert(cardTransactions)
    .values({ ...fields, createdAt: at, updatedAt: at })
    .returning();
  if (row === undefined) throw new Error('card transaction insert returned no row');
  await recordStatus(db, { transactionId: row.id }, row.status, at, note);
  return row;
}

/** Why it failed travels as a code (`reason`); a person's own words for it go in the timeline step (`note`). */
export async function setTransactionStatus(
  db: Executor,
  id: number,
  status: TransactionStatus,
  at: Date,
  failure: { readonly reason: z.infer<typeof CardFailureReason>; readonly note: string | null } | null = null,
): Promise<void> {
  const failureReason = failure?.reason ?? null;
  await db.update(cardTransactions).set({ status, failureReason, updatedAt: at }).where(eq(cardTransactions.id, id));
  await recordStatus(db, { transactionId: id }, status, at, failure?.note ?? null);
}

export interface TransactionFilters {
  readonly type?: z.infer<typeof CardTransactionType> | undefined;
  readonly status?: TransactionStatus | undefined;
  readonly card_id?: number | undefined;
  readonly detail_type?: z.infer<typeof CardDetailType>[] | undefined;
  readonly search?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (search === undefined || search === '') return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(cardTransactions.code, pattern),
    ilike(cardTransactions.merchantName, pattern),
    ilike(cards.name, pattern),
    eq(cards.last4, search),
  );
}

function filtersWhere(accountId: number, filters: TransactionFilters): SQL | undefined {
  const { type, status, card_id, detail_type, search, from, to } = filters;
  return and(
    eq(cardTransactions.accountId, accountId),
    type === undefined ? undefined : eq(cardTransactions.type, type),
    status === undefined ? undefined : eq(cardTransactions.status, status),
    card_id === undefined ? undefined : eq(cardTransactions.cardId, card_id),
    detail_type === undefined ? undefined : inArray(cardTransactions.detailType, detail_type),
    from === undefined ? undefined : gte(cardTransactions.createdAt, new Date(from)),
    to === undefined ? undefined : lte(cardTransactions.createdAt, new Date(to)),
    searchFilter(search),
  );
}

const CARD_REF = { id: cards.id, name: cards.name, last4: cards.last4 };

/** Newest first. */
export async function listTransactions(
  db: Executor,
  accountId: number,
  filters: TransactionFilters,
  page: { page: number; limit: number },
) {
  const where = filtersWhere(accountId, filters);
  const rows = await db
    .select({ row: cardTransactions, card: CARD_REF })
    .from(cardTransactions)
    .leftJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(where)
    .orderBy(desc(cardTransactions.createdAt), desc(cardTransactions.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(cardTransactions)
    .leftJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(where);
  return { items: rows.map(({ row, card }) => transactionView(row, card)), total: counted?.total ?? 0 };
}

/** The account's transaction with its timeline; someone else's is NOT_FOUND. */
export async function transactionDetail(
  db: Executor,
  accountId: number,
  id: number,
): Promise<CardTransactionDetailType> {
  const [found] = await db
    .select({ row: cardTransactions, card: CARD_REF })
    .from(cardTransactions)
    .leftJoin(cards, eq(cards.id, cardTransactions.cardId))
    .where(and(eq(cardTransactions.id, id), eq(cardTransactions.accountId, accountId)));
  if (found === undefined) throw new ApiError('NOT_FOUND');
  return {
    ...transactionView(found.row, found.card),
    status_history: await timelineOf<TransactionStatus>(db, { transactionId: id }),
  };
}

type CardRef = { id: number; name: string; last4: string } | null;

export function transactionView(row: CardTransactionRow, card: CardRef) {
  const money = (amount: string) => ({ amount: decimalString(amount), currency: row.currency });
  return {
    id: row.id,
    code: row.code ?? '',
    type: row.type,
    detail_type: row.detailType,
    status: row.status,
    amount: money(row.amount),
    fee: money(row.fee),
    original_amount:
      row.originalAmount === null || row.originalCurrency === null
        ? null
        : { amount: decimalString(row.originalAmount), currency: row.originalCurrency },
    card,
    merchant: row.merchantName === null ? null : { name: row.merchantName, country: row.merchantCountry },
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

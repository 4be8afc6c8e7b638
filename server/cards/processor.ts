/**
 * The card processor and crypto network, simulated for the operator (admin endpoints and CLI, docs/decisions/
 * 024-card-processor-simulation.md): a merchant authorises a charge (reserved on the card, PENDING), settles
 * it (SUCCESS, no second posting) or refunds part or all of a settled one; a crypto deposit credits MAIN.
 * A declined charge is the processor's answer, not an error: a FAILURE transaction. Every change of one card
 * runs under that card's lock (server/cards/store.ts lockCard), so parallel charges never overdraw it.
 */
import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CryptoCurrency, CryptoNetwork } from '../../src/contract/calls/card.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { type CardRow, type CardTransactionRow, cards, cardTransactions, systemPayments } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { assertCardsEnabled } from './access.ts';
import { assertWholeCents } from './fees.ts';
import { chargeCard, depositCrypto, refundInto } from './network.ts';
import { lockCard } from './store.ts';
import { OPEN_TRANSACTION_STATUSES, setTransactionStatus } from './transactions.ts';

/** A transaction with the card it belongs to (null for wallet-only movements), as the contract shows it. */
export interface Processed {
  readonly transaction: CardTransactionRow;
  readonly card: CardRow | null;
}

export interface ChargeRequest {
  readonly cardId: number;
  readonly amount: string;
  readonly merchant: { readonly name: string; readonly country?: string | null | undefined };
  readonly original?: { readonly amount: string; readonly currency: string } | undefined;
  readonly at: Date;
}

async function cardOf(db: Executor, id: number): Promise<CardRow> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/**
 * Authorises a merchant charge: PENDING with the amount reserved, or FAILURE with the decline's reason (card not
 * active, balance short, over its spending limit: server/cards/spending-limit.ts).
 */
export async function authoriseCharge(db: Database, request: ChargeRequest): Promise<Processed> {
  const amount = new Big(request.amount);
  assertWholeCents(amount, 'amount');
  const { accountId } = await cardOf(db, request.cardId);
  const transaction = await chargeCard(
    db,
    {
      accountId,
      cardId: request.cardId,
      amount: decimalString(amount),
      status: 'PENDING',
      merchant: { name: request.merchant.name, country: request.merchant.country ?? null },
      ...(request.original === undefined ? {} : { original: request.original }),
      at: request.at,
    },
    { enforceLimit: true },
  );
  return { transaction, card: await cardOf(db, request.cardId) };
}

/** A merchant transaction locked with its card: the card first, as every card change takes them. */
async function lockPayment(tx: Transaction, id: number): Promise<{ row: CardTransactionRow; card: CardRow }> {
  const [found] = await tx.select().from(cardTransactions).where(eq(cardTransactions.id, id));
  if (found?.cardId == null || found.type !== 'PAYMENT') throw new ApiError('NOT_FOUND');
  const card = await lockCard(tx, found.cardId);
  const [row] = await tx.select().from(cardTransactions).where(eq(cardTransactions.id, id)).for('update');
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return { row, card };
}

const isOpen = (status: CardTransactionRow['status']) =>
  (OPEN_TRANSACTION_STATUSES as readonly string[]).includes(status);

/** The merchant settles an authorised charge: its money is already off the card, so only the status moves. */
export function settleCharge(db: Database, id: number, at: Date): Promise<Processed> {
  return db.transaction(async (tx) => {
    const { row, card } = await lockPayment(tx, id);
    if (!isOpen(row.status)) throw new ApiError('ITEM_ALREADY_DECIDED');
    await setTransactionStatus(tx, id, 'SUCCESS', at);
    return { transaction: { ...row, status: 'SUCCESS', failureReason: null, updatedAt: at }, card };
  });
}

async function refundedSoFar(tx: Transaction, paymentId: number): Promise<Big> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${cardTransactions.amount})::text` })
    .from(cardTransactions)
    .where(and(eq(cardTransactions.refundOf, paymentId), eq(cardTransactions.status, 'SUCCESS')));
  return new Big(row?.sum ?? '0');
}

/**
 * The merchant gives back `amount` of a settled payment (all that is left of it when absent) to the same
 * card: a CARD_REFUND, SUCCESS. Never more than was paid minus earlier refunds (REFUND_EXCEEDS_PAYMENT).
 */
export function refundCharge(db: Database, id: number, amount: string | undefined, at: Date): Promise<Processed> {
  return db.transaction(async (tx) => {
    const { row, card } = await lockPayment(tx, id);
    if (row.status !== 'SUCCESS') throw new ApiError('CARD_TRANSACTION_NOT_REFUNDABLE');
    // A cancelled card's balance went back to MAIN for good; money put on it now would be stranded.
    if (card.status === 'CANCELLED') throw new ApiError('CARD_CANCELLED');
    const left = new Big(row.amount).minus(await refundedSoFar(tx, id));
    const refund = amount === undefined ? left : new Big(amount);
    assertWholeCents(refund, 'amount');
    if (left.lte(0)) throw new ApiError('REFUND_EXCEEDS_PAYMENT', { params: { maximum: '0' } });
    if (refund.gt(left)) throw new ApiError('REFUND_EXCEEDS_PAYMENT', { params: { maximum: decimalString(left) } });
    const transaction = await refundInto(tx, {
      accountId: row.accountId,
      cardId: card.id,
      amount: decimalString(refund),
      status: 'SUCCESS',
      merchant: { name: row.merchantName ?? '', country: row.merchantCountry },
      // The merchant's own amount is known for a whole refund only; a part of it would be a guessed conversion.
      ...(row.originalAmount === null || row.originalCurrency === null || !refund.eq(row.amount)
        ? {}
        : { original: { amount: decimalString(row.originalAmount), currency: row.originalCurrency } }),
      refundOf: id,
      at,
    });
    return { transaction, card };
  });
}

export interface DepositRequest {
  readonly customerId: number;
  readonly amount: string;
  readonly network: z.infer<typeof CryptoNetwork>;
  readonly currency: z.infer<typeof CryptoCurrency>;
  readonly at: Date;
}

/**
 * A confirmed stablecoin deposit to one of the system addresses, credited 1:1 to the customer's MAIN card
 * balance (WALLET_TOP_UP, SUCCESS). The customer must have cards (VC_NOT_ENABLED); a team member's login is
 * no account (NOT_FOUND); below the address's minimum the network would not credit it (AMOUNT_TOO_LOW).
 */
export async function depositToMain(db: Database, request: DepositRequest): Promise<Processed> {
  const [customer] = await db
    .select({ memberOnly: users.memberOnly })
    .from(users)
    .where(eq(users.id, request.customerId));
  if (customer === undefined || customer.memberOnly) throw new ApiError('NOT_FOUND');
  await assertCardsEnabled(db, request.customerId);
  const amount = new Big(request.amount);
  assertWholeCents(amount, 'amount');
  const [address] = await db
    .select({ minAmount: systemPayments.minAmount })
    .from(systemPayments)
    .where(and(eq(systemPayments.network, request.network), eq(systemPayments.currency, request.currency)));
  if (address === undefined) throw new ApiError('CURRENCY_NOT_SUPPORTED');
  if (amount.lt(address.minAmount)) {
    throw new ApiError('AMOUNT_TOO_LOW', { params: { minimum: decimalString(address.minAmount) } });
  }
  const movement = {
    accountId: request.customerId,
    amount: decimalString(amount),
    status: 'SUCCESS' as const,
    at: request.at,
  };
  return { transaction: await depositCrypto(db, 'MAIN', movement), card: null };
}

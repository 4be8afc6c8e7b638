/**
 * What reaches the card wallet from outside, as the simulated crypto network and card network report it:
 * crypto deposits and payouts (MAIN, or VC money on no card) and merchant charges and refunds on cards.
 * The demo seed writes its history through these; a real integration would call them from its webhooks.
 * Money moves when the movement is accepted (SUCCESS, or PENDING/PROCESSING for a charge, whose amount is
 * then reserved on the card); a FAILURE or CANCEL moves nothing.
 */
import Big from 'big.js';
import type { z } from 'zod';
import type { CardFailureReason, CardTransactionStatus } from '../../src/contract/calls/card.ts';
import type { Database, Transaction } from '../db/client.ts';
import type { CardRow, CardTransactionRow } from '../db/schema/cards.ts';
import { systemAccountId } from '../ledger/accounts.ts';
import {
  CARD_CURRENCY,
  type CardWalletKind,
  cardBalance,
  cardWalletId,
  postForCard,
  postWithoutCard,
  transactionReference,
} from './ledger.ts';
import { spendingLimitDecline } from './spending-limit.ts';
import { lockCard } from './store.ts';
import { createTransaction } from './transactions.ts';

type Status = z.infer<typeof CardTransactionStatus>;
type FailureReason = z.infer<typeof CardFailureReason>;

const MOVES_MONEY: ReadonlySet<Status> = new Set(['SUCCESS', 'PENDING', 'PROCESSING']);

interface Movement {
  readonly accountId: number;
  readonly amount: string;
  readonly status: Status;
  readonly at: Date;
  readonly failureReason?: FailureReason;
}

function movementFields(movement: Movement) {
  const { accountId, amount, status, failureReason } = movement;
  return { accountId, amount, status, currency: CARD_CURRENCY, failureReason: failureReason ?? null };
}

/** A crypto deposit to MAIN (WALLET_TOP_UP) or to VC money on no card (CARD_CRYPTO_TOP_UP). */
export function depositCrypto(db: Database, to: CardWalletKind, movement: Movement): Promise<CardTransactionRow> {
  return db.transaction(async (tx) => {
    const detailType = to === 'MAIN' ? 'WALLET_TOP_UP' : 'CARD_CRYPTO_TOP_UP';
    const row = await createTransaction(tx, { ...movementFields(movement), type: 'TOP_UP', detailType }, movement.at);
    // A deposit is only credited once confirmed; until then it is listed but moves nothing.
    if (movement.status === 'SUCCESS') {
      await postWithoutCard(tx, {
        kind: 'TOP_UP',
        lines: [
          {
            accountId: await systemAccountId(tx, 'provider_clearing', CARD_CURRENCY),
            amount: new Big(movement.amount).neg(),
          },
          { accountId: await cardWalletId(tx, movement.accountId, to), amount: movement.amount },
        ],
        reference: transactionReference(row.id),
        at: movement.at,
      });
    }
    return row;
  });
}

/** A crypto payout from MAIN (WALLET_WITHDRAW). */
export function withdrawCrypto(db: Database, movement: Movement): Promise<CardTransactionRow> {
  return db.transaction(async (tx) => {
    const fields = { ...movementFields(movement), type: 'WITHDRAWAL' as const, detailType: 'WALLET_WITHDRAW' as const };
    const row = await createTransaction(tx, fields, movement.at);
    if (MOVES_MONEY.has(movement.status)) {
      await postWithoutCard(tx, {
        kind: 'TRANSFER',
        lines: [
          { accountId: await cardWalletId(tx, movement.accountId, 'MAIN'), amount: new Big(movement.amount).neg() },
          { accountId: await systemAccountId(tx, 'provider_clearing', CARD_CURRENCY), amount: movement.amount },
        ],
        reference: transactionReference(row.id),
        at: movement.at,
      });
    }
    return row;
  });
}

export interface MerchantMovement extends Movement {
  readonly cardId: number;
  readonly merchant: { readonly name: string; readonly country: string | null };
  /** What the merchant charged in its own currency, when not the card's. */
  readonly original?: { readonly amount: string; readonly currency: string };
  /** A refund's payment, when known (the operator's simulation always names it). */
  readonly refundOf?: number;
}

async function merchantRow(
  tx: Transaction,
  movement: MerchantMovement,
  kind: 'PAYMENT' | 'REFUND',
): Promise<CardTransactionRow> {
  const { cardId, merchant, original, refundOf } = movement;
  return createTransaction(
    tx,
    {
      ...movementFields(movement),
      cardId,
      type: kind,
      detailType: kind === 'PAYMENT' ? 'CARD_PAYMENT' : 'CARD_REFUND',
      merchantName: merchant.name,
      merchantCountry: merchant.country,
      originalAmount: original?.amount ?? null,
      originalCurrency: original?.currency ?? null,
      refundOf: refundOf ?? null,
    },
    movement.at,
  );
}

/** Card ↔ card issuer: a charge takes money off the card, a refund puts it back. */
async function postMerchant(tx: Transaction, movement: MerchantMovement, row: CardTransactionRow): Promise<void> {
  const amount = new Big(movement.amount);
  const toCard = row.type === 'REFUND' ? amount : amount.neg();
  await postForCard(tx, {
    kind: 'TRANSFER',
    lines: [{ accountId: await systemAccountId(tx, 'card_issuer', CARD_CURRENCY), amount: toCard.neg() }],
    cardLine: { accountId: await cardWalletId(tx, movement.accountId, 'VC'), amount: toCard, cardId: movement.cardId },
    reference: transactionReference(row.id),
    at: movement.at,
  });
}

/** Why the card declines the charge (a code of the contract), or null. */
async function declineReason(
  tx: Transaction,
  card: CardRow,
  movement: MerchantMovement,
  enforceLimit: boolean,
): Promise<FailureReason | null> {
  if (card.status !== 'ACTIVE') return 'CARD_NOT_ACTIVE';
  if (!MOVES_MONEY.has(movement.status)) return null;
  const amount = new Big(movement.amount);
  if (new Big(await cardBalance(tx, card.id)).lt(amount)) return 'INSUFFICIENT_CARD_BALANCE';
  return enforceLimit ? spendingLimitDecline(tx, card, amount, movement.at) : null;
}

/**
 * A merchant charge; declined (FAILURE) when the card is not active, its balance is short or, with
 * `enforceLimit` (the processor simulation; the seed writes history as planned), over its spending limit.
 */
export function chargeCard(
  db: Database,
  movement: MerchantMovement,
  { enforceLimit = false }: { readonly enforceLimit?: boolean } = {},
): Promise<CardTransactionRow> {
  return db.transaction(async (tx) => {
    const card = await lockCard(tx, movement.cardId);
    const declined = await declineReason(tx, card, movement, enforceLimit);
    const accepted =
      declined === null ? movement : { ...movement, status: 'FAILURE' as const, failureReason: declined };
    const row = await merchantRow(tx, accepted, 'PAYMENT');
    if (MOVES_MONEY.has(accepted.status)) await postMerchant(tx, accepted, row);
    return row;
  });
}

/** A merchant refund to the card, in the caller's database transaction (which holds the card's lock). */
export async function refundInto(tx: Transaction, movement: MerchantMovement): Promise<CardTransactionRow> {
  const row = await merchantRow(tx, movement, 'REFUND');
  if (movement.status === 'SUCCESS') await postMerchant(tx, movement, row);
  return row;
}

/** A merchant refund to the card. */
export function refundToCard(db: Database, movement: MerchantMovement): Promise<CardTransactionRow> {
  return db.transaction((tx) => refundInto(tx, movement));
}

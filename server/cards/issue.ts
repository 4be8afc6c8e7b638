/**
 * Issuing a card: the initial amount and the issue fee leave the funding balance (MAIN, or VC money on no
 * card) at once; the card is PENDING until the issuer (the operator, server/cards/decide.ts) confirms it.
 */
import Big from 'big.js';
import type { z } from 'zod';
import type { CardBalanceType, CardBrand } from '../../src/contract/calls/card.ts';
import { cardFeeFor } from '../../src/contract/card-fee.ts';
import { type AccountLimit, assertBelowLimit } from '../db/account-limit.ts';
import type { Database, Transaction } from '../db/client.ts';
import { type CardRow, type CardTransactionRow, cards } from '../db/schema/cards.ts';
import { decimalString } from '../ledger/decimal.ts';
import { assertWholeCents, assertWithin, cardFeesRow, feesView } from './fees.ts';
import { assertUnassignedVc, CARD_CURRENCY, cardWalletId, loadCard } from './ledger.ts';
import { newCardNumbers } from './numbers.ts';
import { cardDataKey, seal } from './seal.ts';
import { countLiveCards } from './store.ts';
import { recordStatus } from './timeline.ts';
import { createTransaction } from './transactions.ts';

/** Cards an account may hold at once (cancelled ones do not count). */
export const MAX_LIVE_CARDS = 20;

const LIVE_CARDS: AccountLimit = { max: MAX_LIVE_CARDS, code: 'CARD_LIMIT_REACHED', count: countLiveCards };

export interface IssueRequest {
  readonly accountId: number;
  readonly name: string;
  readonly cardholderName: string;
  readonly initialAmount: string;
  readonly fundingSource: z.infer<typeof CardBalanceType>;
  readonly brand?: z.infer<typeof CardBrand>;
  readonly spendingLimit?: Pick<CardRow, 'spendingLimitAmount' | 'spendingLimitInterval'>;
  readonly at: Date;
}

export interface Issued {
  readonly card: CardRow;
  readonly transaction: CardTransactionRow;
}

/** How a name is embossed: upper case, Latin letters without diacritics (`Nguyễn Minh Anh` → `NGUYEN MINH ANH`). */
export function embossedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .trim();
}

async function insertCard(tx: Transaction, request: IssueRequest): Promise<CardRow> {
  const brand = request.brand ?? 'VISA';
  const numbers = newCardNumbers(brand, request.at);
  const key = await cardDataKey(tx);
  const [card] = await tx
    .insert(cards)
    .values({
      accountId: request.accountId,
      name: request.name,
      brand,
      status: 'PENDING',
      currency: CARD_CURRENCY,
      fundingSource: request.fundingSource,
      cardholderName: embossedName(request.cardholderName),
      last4: numbers.pan.slice(-4),
      panSealed: seal(key, 'pan', numbers.pan),
      cvvSealed: seal(key, 'cvv', numbers.cvv),
      expiryMonth: numbers.expiryMonth,
      expiryYear: numbers.expiryYear,
      ...request.spendingLimit,
      createdAt: request.at,
      updatedAt: request.at,
    })
    .returning();
  if (card === undefined) throw new Error('card insert returned no row');
  await recordStatus(tx, { cardId: card.id }, 'PENDING', request.at);
  return card;
}

async function load(
  tx: Transaction,
  request: IssueRequest,
  card: CardRow,
  amount: Big,
  fee: Big,
): Promise<CardTransactionRow> {
  const { accountId, fundingSource, at } = request;
  const transaction = await createTransaction(
    tx,
    {
      accountId,
      cardId: card.id,
      type: 'TOP_UP',
      detailType: 'CARD_ISSUE_TOP_UP',
      status: 'PENDING',
      amount: decimalString(amount),
      fee: decimalString(fee),
      currency: CARD_CURRENCY,
    },
    at,
  );
  const vc = await cardWalletId(tx, accountId, 'VC');
  const fromWalletId = fundingSource === 'VC' ? vc : await cardWalletId(tx, accountId, 'MAIN');
  if (fundingSource === 'VC') await assertUnassignedVc(tx, vc, amount.plus(fee));
  await loadCard(tx, { accountId, cardId: card.id, fromWalletId, amount, fee, transactionId: transaction.id, at });
  return transaction;
}

export function issueCard(db: Database, request: IssueRequest): Promise<Issued> {
  return db.transaction(async (tx) => {
    await assertBelowLimit(tx, request.accountId, LIVE_CARDS);
    const fees = await cardFeesRow(tx);
    const amount = new Big(request.initialAmount);
    assertWholeCents(amount, 'initial_amount');
    assertWithin(amount, fees.minIssueAmount, fees.maxTopUp);
    const fee = cardFeeFor(feesView(fees).issue, amount);
    const card = await insertCard(tx, request);
    return { card, transaction: await load(tx, request, card, amount, fee) };
  });
}

/** Loading more money from MAIN onto an ACTIVE card; the top-up fee is charged on top. */
import Big from 'big.js';
import { cardFeeFor } from '../../src/contract/card-fee.ts';
import type { Database } from '../db/client.ts';
import type { CardRow, CardTransactionRow } from '../db/schema/cards.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { assertWholeCents, assertWithin, cardFeesRow, feesView } from './fees.ts';
import { CARD_CURRENCY, cardWalletId, loadCard } from './ledger.ts';
import { findOwnCard, lockCard } from './store.ts';
import { createTransaction } from './transactions.ts';

export interface TopUpRequest {
  readonly accountId: number;
  readonly cardId: number;
  readonly amount: string;
  readonly at: Date;
}

export function topUpCard(
  db: Database,
  request: TopUpRequest,
): Promise<{ card: CardRow; transaction: CardTransactionRow }> {
  const { accountId, cardId, at } = request;
  return db.transaction(async (tx) => {
    await findOwnCard(tx, accountId, cardId);
    const card = await lockCard(tx, cardId);
    if (card.status !== 'ACTIVE') throw new ApiError('CARD_NOT_ACTIVE');
    const fees = await cardFeesRow(tx);
    const amount = new Big(request.amount);
    assertWholeCents(amount, 'amount');
    assertWithin(amount, fees.minTopUp, fees.maxTopUp);
    const fee = cardFeeFor(feesView(fees).top_up, amount);
    const transaction = await createTransaction(
      tx,
      {
        accountId,
        cardId,
        type: 'TOP_UP',
        detailType: 'CARD_TOP_UP',
        status: 'SUCCESS',
        amount: decimalString(amount),
        fee: decimalString(fee),
        currency: CARD_CURRENCY,
      },
      at,
    );
    const fromWalletId = await cardWalletId(tx, accountId, 'MAIN');
    await loadCard(tx, { accountId, cardId, fromWalletId, amount, fee, transactionId: transaction.id, at });
    return { card, transaction };
  });
}

/**
 * createTopUp: a top-up of the main wallet waits for the payer's money. It is a PENDING TOP_UP ledger transfer
 * into the main wallet from the start (so the wallet's pending amounts show it), a VA transaction describing
 * it (listed with the others, balance type MAIN) and its intent: the method, the reference, where to pay and,
 * for a QR method, the VietQR payload. No money moves until the transfer is approved (server/top-ups/payment.ts).
 */
import Big from 'big.js';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AccountLimit } from '../db/account-limit.ts';
import { assertBelowLimit } from '../db/account-limit.ts';
import type { Database } from '../db/client.ts';
import { type TopUpIntentRow, topUpIntents } from '../db/schema/money-in.ts';
import { type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';
import { decimalString } from '../ledger/decimal.ts';
import { requestTopUp } from '../ledger/transfers.ts';
import { vietQrPayload } from '../va/qr-payload.ts';
import { assertFitsCurrency } from '../va-transactions/amounts.ts';
import { lockedAccount, walletIn } from '../va-transactions/guards.ts';
import { externalParty } from '../va-transactions/parties.ts';
import { CODE_PREFIX, insertVaTransaction } from '../va-transactions/store.ts';
import { MAX_OPEN_TOP_UPS, TOP_UP_VALIDITY_MS, topUpMethod } from './methods.ts';
import { newReference, REFERENCE_PREFIX } from './reference.ts';

export interface TopUpRequest {
  readonly accountId: number;
  readonly method: string;
  readonly amount: string;
  readonly currency: string;
  readonly at: Date;
}

export interface TopUpRecord {
  readonly row: VaTransactionRow;
  readonly intent: TopUpIntentRow;
}

/** Top-ups no money reached yet (their transaction still PENDING), counted under the account's lock. */
const OPEN_TOP_UPS: AccountLimit = {
  max: MAX_OPEN_TOP_UPS,
  code: 'TOP_UP_LIMIT_REACHED',
  async count(tx, accountId) {
    const [row] = await tx
      .select({ total: count() })
      .from(topUpIntents)
      .innerJoin(vaTransactions, eq(vaTransactions.id, topUpIntents.transactionId))
      .where(
        and(eq(topUpIntents.ownerId, accountId), isNull(topUpIntents.paidAt), eq(vaTransactions.status, 'PENDING')),
      );
    return row?.total ?? 0;
  },
};

export function createTopUp(db: Database, request: TopUpRequest): Promise<TopUpRecord> {
  const { accountId, at, currency } = request;
  return db.transaction(async (tx) => {
    await lockedAccount(tx, accountId);
    const method = topUpMethod(request.method, currency);
    const amount = new Big(request.amount);
    assertFitsCurrency(amount, currency);
    const { wallet } = await walletIn(tx, accountId, 'MAIN', currency);
    await assertBelowLimit(tx, accountId, OPEN_TOP_UPS);
    const reference = newReference(REFERENCE_PREFIX.topUp);
    const gross = decimalString(amount);
    const transfer = await requestTopUp(tx, { walletId: wallet.id, amount: gross, source: method.code, reference, at });
    const row = await insertVaTransaction(
      tx,
      CODE_PREFIX.mainTopUp,
      {
        ownerId: accountId,
        type: 'TOP_UP',
        status: 'PENDING',
        balanceType: 'MAIN',
        amount: gross,
        fee: '0',
        rate: '1',
        amountReceived: gross,
        currency,
        receivedCurrency: currency,
        source: externalParty(null),
        destination: { kind: 'WALLET', balance_type: 'MAIN' },
        transferId: transfer.id,
      },
      at,
    );
    const { receivingAccount } = method;
    const qrPayload =
      method.kind === 'QR'
        ? vietQrPayload({
            bankBin: receivingAccount.bank_bin,
            accountNumber: receivingAccount.account_number,
            currency,
            amount: gross,
            description: reference,
            reference,
          })
        : null;
    const [intent] = await tx
      .insert(topUpIntents)
      .values({
        transactionId: row.id,
        ownerId: accountId,
        method: method.code,
        kind: method.kind,
        reference,
        receivingAccount,
        qrPayload,
        expiresAt: new Date(at.getTime() + TOP_UP_VALIDITY_MS[method.kind]),
      })
      .returning();
    if (intent === undefined) throw new Error('top_up_intents insert returned no row');
    return { row, intent };
  });
}

/**
 * createVaWithdrawal: money leaves a MAIN, VA or QR-merchant wallet for an approved payment method, at the
 * chosen range's rate and fee. The ledger holds the amount at once (requestWithdrawal: wallet → HOLD); an
 * operator then approves (settle) or rejects (release) the transfer, and the provider reflects that decision
 * into the row (server/provider/simulator.ts, syncFromTransfer).
 */
import Big from 'big.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { TransactionPartyType } from '../../src/contract/calls/va.ts';
import type { Database, Executor } from '../db/client.ts';
import type { WalletKind } from '../db/schema/ledger.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';
import { type VaRangeOfRateRow, type VaTransactionRow, vaRangesOfRate } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { requestWithdrawal } from '../ledger/transfers.ts';
import { rangeOfRateView } from '../va/settings.ts';
import { assertFitsCurrency, withdrawalFigures } from './amounts.ts';
import { asBusinessError, lockedAccount, walletIn } from './guards.ts';
import { assertWithinMonthlyLimit } from './limits.ts';
import { CODE_PREFIX, insertVaTransaction } from './store.ts';

export interface WithdrawalRequest {
  readonly accountId: number;
  readonly rangeId: number;
  readonly amount: string;
  readonly paymentId: number;
  readonly source: Extract<WalletKind, 'MAIN' | 'VA' | 'QR_MERCHANT'>;
  readonly at: Date;
}

async function activeRange(db: Executor, id: number): Promise<VaRangeOfRateRow> {
  const [range] = await db
    .select()
    .from(vaRangesOfRate)
    .where(and(eq(vaRangesOfRate.id, id), eq(vaRangesOfRate.active, true)));
  if (range === undefined) throw new ApiError('RATE_RANGE_NOT_FOUND');
  return range;
}

function assertInRange(range: VaRangeOfRateRow, amount: Big): void {
  if (amount.lt(range.min) || (range.max !== null && amount.gt(range.max))) throw new ApiError('AMOUNT_OUT_OF_RANGE');
}

/** The account's live payment method; another account's (or a removed one) is NOT_FOUND. */
async function approvedPayment(db: Executor, accountId: number, id: number): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.accountId, accountId), isNull(payments.removedAt)));
  if (payment === undefined) throw new ApiError('NOT_FOUND');
  if (payment.paymentStatus !== 'APPROVED') throw new ApiError('PAYMENT_NOT_APPROVED');
  return payment;
}

export function paymentParty(payment: PaymentRow): TransactionPartyType {
  return {
    kind: 'PAYMENT',
    id: payment.id,
    payment_type: payment.paymentType,
    account_name: payment.accountName,
    account_number: payment.accountNumber ?? payment.email,
    bank_name: payment.bankName,
  };
}

export function createVaWithdrawal(db: Database, request: WithdrawalRequest): Promise<VaTransactionRow> {
  const { accountId, at } = request;
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, accountId);
    const range = await activeRange(tx, request.rangeId);
    const amount = new Big(request.amount);
    assertFitsCurrency(amount, range.currency);
    assertInRange(range, amount);
    const payment = await approvedPayment(tx, accountId, request.paymentId);
    if (payment.currency !== range.receivedCurrency) throw new ApiError('CURRENCY_NOT_SUPPORTED');
    const { wallet } = await walletIn(tx, accountId, request.source, range.currency);
    await assertWithinMonthlyLimit(tx, account, { type: 'WITHDRAWAL', amount, currency: range.currency, now: at });
    const figures = withdrawalFigures(
      rangeOfRateView(range).fee,
      amount,
      range.currency,
      range.rate,
      range.receivedCurrency,
    );
    const transfer = await asBusinessError(() =>
      requestWithdrawal(tx, {
        walletId: wallet.id,
        amount: request.amount,
        fee: figures.fee,
        source: payment.provider,
        at,
      }),
    );
    return insertVaTransaction(
      tx,
      CODE_PREFIX.withdrawal,
      {
        ownerId: accountId,
        type: 'WITHDRAWAL',
        status: 'PENDING',
        balanceType: request.source,
        amount: transfer.amount,
        fee: figures.fee,
        rate: range.rate,
        amountReceived: figures.amountReceived,
        currency: range.currency,
        receivedCurrency: range.receivedCurrency,
        source: { kind: 'WALLET', balance_type: request.source },
        destination: paymentParty(payment),
        paymentId: payment.id,
        rangeOfRateId: range.id,
        transferId: transfer.id,
      },
      at,
    );
  });
}

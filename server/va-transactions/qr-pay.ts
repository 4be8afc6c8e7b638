/**
 * payQr: a customer pays a QR merchant's code from their MAIN or VA wallet. The money is an internal ledger
 * transfer (payer's wallet → the merchant's QR_MERCHANT wallet): requesting it holds the payer's money at once
 * (wallet → HOLD, so it cannot be spent twice), and the simulated provider settles it after the delay
 * (HOLD → merchant wallet), which keeps Σ = 0 and the hold semantics of every other withdrawal. The row is a
 * TOP_UP of the merchant's account (they watch it arrive); QR payments carry no fee.
 *
 * One code is paid once: the code's row is locked for the transaction and an open or settled payment of it
 * refuses the next (QR_ALREADY_PAID); migration 0031 backs this with a partial unique index.
 */
import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { TransactionPartyType } from '../../src/contract/calls/va.ts';
import { amountsEqual } from '../../src/lib/money.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database, Transaction } from '../db/client.ts';
import { qrCodes, qrMerchants, type VaTransactionRow, vaTransactions, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { openWallet } from '../ledger/accounts.ts';
import { decimalString } from '../ledger/decimal.ts';
import { requestInternalTransfer } from '../ledger/transfers.ts';
import { displayName } from '../people/profile.ts';
import { assertFitsCurrency } from './amounts.ts';
import { asBusinessError, assertWalletEnabled, lockAccounts, walletIn } from './guards.ts';
import { assertWithinMonthlyLimit } from './limits.ts';
import { externalParty, vaParty } from './parties.ts';
import { CODE_PREFIX, insertVaTransaction } from './store.ts';

export interface QrPayment {
  readonly payerAccountId: number;
  readonly payload: string;
  readonly amount: string | undefined;
  readonly source: 'MAIN' | 'VA';
  readonly at: Date;
}

/** Statuses of a payment that still claims its code. */
const CLAIMING = ['PENDING', 'WAITING', 'PROCESS', 'ON_HOLD', 'APPROVED'] as const;

async function lockedCode(tx: Transaction, payload: string) {
  const [found] = await tx
    .select({ code: qrCodes, merchant: qrMerchants, va: virtualAccounts })
    .from(qrCodes)
    .innerJoin(qrMerchants, eq(qrMerchants.id, qrCodes.qrMerchantId))
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, qrMerchants.virtualAccountId))
    .where(eq(qrCodes.payload, payload))
    .for('update', { of: qrCodes });
  if (found === undefined || found.va.status !== 'ACTIVE') throw new ApiError('QR_INVALID');
  return found;
}

async function assertUnpaid(tx: Transaction, code: typeof qrCodes.$inferSelect, at: Date): Promise<void> {
  const [claim] = await tx
    .select({ id: vaTransactions.id })
    .from(vaTransactions)
    .where(and(eq(vaTransactions.qrCodeId, code.id), inArray(vaTransactions.status, [...CLAIMING])));
  if (code.status === 'APPROVED' || claim !== undefined) throw new ApiError('QR_ALREADY_PAID');
  if (code.expiresAt.getTime() <= at.getTime()) throw new ApiError('QR_EXPIRED');
}

/** The code's amount, or the payer's when the code leaves it open; a different one is AMOUNT_MISMATCH. */
function amountToPay(codeAmount: string | null, given: string | undefined, currency: string): Big {
  if (codeAmount === null) {
    if (given === undefined) throw new ApiError('VALIDATION_FAILED', { fields: { amount: ['required'] } });
    const amount = new Big(given);
    assertFitsCurrency(amount, currency);
    return amount;
  }
  if (given !== undefined && !amountsEqual(given, codeAmount)) throw new ApiError('AMOUNT_MISMATCH');
  return new Big(codeAmount);
}

function payerParty(payer: UserRow, merchantOwnerId: number, source: QrPayment['source']): TransactionPartyType {
  return payer.id === merchantOwnerId ? { kind: 'WALLET', balance_type: source } : externalParty(displayName(payer));
}

export function payQr(db: Database, payment: QrPayment): Promise<VaTransactionRow> {
  const { at } = payment;
  return db.transaction(async (tx) => {
    const { code, merchant, va } = await lockedCode(tx, payment.payload.trim());
    await assertUnpaid(tx, code, at);
    const amount = amountToPay(code.amount, payment.amount, code.currency);
    const accounts = await lockAccounts(tx, [payment.payerAccountId, merchant.ownerId]);
    const payer = accounts.get(payment.payerAccountId);
    const owner = accounts.get(merchant.ownerId);
    if (payer === undefined || owner === undefined) throw new Error('lockAccounts returned without an account');
    assertWalletEnabled(payer);
    const from = await walletIn(tx, payer.id, payment.source, code.currency);
    await assertWithinMonthlyLimit(tx, owner, { type: 'TOP_UP', amount, currency: code.currency, now: at });
    const to = await openWallet(tx, { ownerId: merchant.ownerId, kind: 'QR_MERCHANT', currency: code.currency });
    const transfer = await asBusinessError(() =>
      requestInternalTransfer(tx, {
        walletId: from.wallet.id,
        toWalletId: to.wallet.id,
        amount: decimalString(amount),
        source: 'qr',
        at,
      }),
    );
    return insertVaTransaction(
      tx,
      CODE_PREFIX.qrPayment,
      {
        ownerId: merchant.ownerId,
        type: 'TOP_UP',
        status: 'PENDING',
        balanceType: 'QR_MERCHANT',
        amount: transfer.amount,
        fee: '0',
        rate: '1',
        amountReceived: transfer.amount,
        currency: code.currency,
        receivedCurrency: code.currency,
        source: payerParty(payer, merchant.ownerId, payment.source),
        destination: vaParty(va),
        virtualAccountId: va.id,
        qrCodeId: code.id,
        transferId: transfer.id,
        remark: code.description,
      },
      at,
    );
  });
}

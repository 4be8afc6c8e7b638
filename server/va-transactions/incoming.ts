/**
 * Money arriving into a VA by bank transfer (in the demo: POST /__dev/va-payment, server/dev/va-payment.ts).
 * It becomes a PENDING TOP_UP transfer into the VA's wallet (VA, or QR_MERCHANT for a merchant's VA) with the
 * owner's VA fee (server/va/settings.ts, by KYC level); the simulated provider settles it after the delay:
 * provider_clearing → wallet (amount − fee), fee → fees_revenue. A payment whose description quotes an
 * invoice of that VA with exactly its amount pays the invoice (server/invoices/payment.ts).
 */
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { feeOf } from '../../src/lib/withdrawal-figures.ts';
import { findUserById } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { type VaTransactionRow, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { payInvoice } from '../invoices/payment.ts';
import { openWallet } from '../ledger/accounts.ts';
import { decimalString } from '../ledger/decimal.ts';
import { requestTopUp } from '../ledger/transfers.ts';
import { vaFeeFor } from '../va/settings.ts';
import { assertFitsCurrency } from './amounts.ts';
import { externalParty, vaParty } from './parties.ts';
import { CODE_PREFIX, insertVaTransaction } from './store.ts';

export interface IncomingPayment {
  readonly accountNumber: string;
  readonly amount: string;
  readonly payerName: string | null;
  /** The transfer's description as the payer's bank reported it (may quote an invoice's reference). */
  readonly description: string | null;
  readonly at: Date;
}

export function receiveVaPayment(db: Database, payment: IncomingPayment): Promise<VaTransactionRow> {
  const { at } = payment;
  return db.transaction(async (tx) => {
    const [va] = await tx
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.accountNumber, payment.accountNumber));
    if (va === undefined) throw new ApiError('NOT_FOUND');
    if (va.status !== 'ACTIVE') throw new ApiError('VA_NOT_ACTIVE');
    const owner = await findUserById(tx, va.ownerId);
    if (owner === undefined) throw new ApiError('NOT_FOUND');
    const amount = new Big(payment.amount);
    assertFitsCurrency(amount, va.currency);
    const rule = vaFeeFor(owner.kycLevel);
    const fee = rule === null ? new Big(0) : feeOf(rule, amount, va.currency);
    if (fee.gte(amount)) throw new ApiError('AMOUNT_TOO_LOW');
    const kind = va.walletType === 'QR_MERCHANT' ? 'QR_MERCHANT' : 'VA';
    const { wallet } = await openWallet(tx, { ownerId: va.ownerId, kind, currency: va.currency });
    const transfer = await requestTopUp(tx, {
      walletId: wallet.id,
      amount: decimalString(amount),
      fee: decimalString(fee),
      source: 'bank',
      at,
    });
    const row = await insertVaTransaction(
      tx,
      CODE_PREFIX.topUp,
      {
        ownerId: va.ownerId,
        type: 'TOP_UP',
        status: 'PENDING',
        balanceType: kind,
        amount: transfer.amount,
        fee: transfer.fee,
        rate: '1',
        amountReceived: decimalString(amount.minus(fee)),
        currency: va.currency,
        receivedCurrency: va.currency,
        source: externalParty(payment.payerName),
        destination: vaParty(va),
        virtualAccountId: va.id,
        transferId: transfer.id,
      },
      at,
    );
    await payInvoice(tx, row, payment.description, at);
    return row;
  });
}

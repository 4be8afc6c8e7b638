/**
 * Money arriving for a top-up of the main wallet (in the demo: POST /__dev/top-up-payment, server/dev/
 * top-up-payment.ts). The collection account takes a payment only when it quotes an open top-up's reference
 * with exactly its amount; anything else goes back to the payer (an error here), as a collection account that
 * matches by reference does. The payment marks the top-up paid and its transfer PROCESS (money received, being
 * credited); the simulated provider approves it SETTLE_DELAY_MS later, or an operator does first.
 */
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { AMOUNT_PATTERN } from '../../src/contract/rules.ts';
import type { Executor } from '../db/client.ts';
import { ledgerTransfers } from '../db/schema/ledger.ts';
import { topUpIntents } from '../db/schema/money-in.ts';
import { type VaTransactionRow, vaTransactions } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { markInProgress } from '../ledger/transfers.ts';
import { hasValidCrc, parseTlv } from '../va/qr-payload.ts';
import { externalParty } from '../va-transactions/parties.ts';
import { syncFromTransfer } from '../va-transactions/sync.ts';
import { REFERENCE_PREFIX, referenceIn } from './reference.ts';

export interface TopUpPayment {
  /** The transfer's description as the payer's bank reported it; it must carry the reference. */
  readonly description: string;
  readonly amount: string;
  readonly payerName: string | null;
  readonly at: Date;
}

/** What a scanned top-up QR code pays: its reference (tag 62, sub-tag 05) and amount (tag 54). */
export function paymentOfQr(payload: string): { reference: string; amount: string } {
  const fields = hasValidCrc(payload) ? parseTlv(payload) : null;
  const additional = parseTlv(fields?.get('62') ?? '');
  const reference = additional?.get('05');
  const amount = fields?.get('54');
  if (reference === undefined || amount === undefined || !AMOUNT_PATTERN.test(amount)) throw new ApiError('QR_INVALID');
  return { reference, amount };
}

export function receiveTopUpPayment(db: Executor, payment: TopUpPayment): Promise<VaTransactionRow> {
  const { at } = payment;
  return db.transaction(async (tx) => {
    const reference = referenceIn(payment.description, REFERENCE_PREFIX.topUp);
    if (reference === null) throw new ApiError('NOT_FOUND');
    const [found] = await tx
      .select({ intent: topUpIntents, row: vaTransactions, transfer: ledgerTransfers })
      .from(topUpIntents)
      .innerJoin(vaTransactions, eq(vaTransactions.id, topUpIntents.transactionId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, vaTransactions.transferId))
      .where(eq(topUpIntents.reference, reference))
      .for('update', { of: ledgerTransfers });
    if (found === undefined) throw new ApiError('NOT_FOUND');
    const { intent, row, transfer } = found;
    if (intent.paidAt !== null || transfer.status === 'APPROVED') throw new ApiError('TOP_UP_ALREADY_PAID');
    if (transfer.status !== 'PENDING' || intent.expiresAt.getTime() <= at.getTime()) {
      throw new ApiError('TOP_UP_EXPIRED');
    }
    if (!new Big(payment.amount).eq(row.amount)) throw new ApiError('AMOUNT_MISMATCH');
    await tx.update(topUpIntents).set({ paidAt: at }).where(eq(topUpIntents.transactionId, row.id));
    await tx
      .update(vaTransactions)
      .set({ source: externalParty(payment.payerName) })
      .where(eq(vaTransactions.id, row.id));
    await markInProgress(tx, transfer.id, 'PROCESS', at);
    const [changed] = await syncFromTransfer(tx, transfer.id, at);
    if (changed === undefined) throw new Error(`top-up ${row.id} did not follow its transfer`);
    return changed;
  });
}

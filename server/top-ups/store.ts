/** A top-up of the main wallet as the API answers it: its intent and its transaction (server/top-ups/create.ts). */
import { and, eq } from 'drizzle-orm';
import type { TopUpType } from '../../src/contract/calls/top-ups.ts';
import type { Executor } from '../db/client.ts';
import { topUpIntents } from '../db/schema/money-in.ts';
import { vaTransactions } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { type Viewer, visibleTo } from '../va-transactions/list.ts';
import { vaTransactionView } from '../va-transactions/store.ts';
import type { TopUpRecord } from './create.ts';

/** The account's top-up by its transaction id; another account's, or none, is NOT_FOUND alike. */
export async function findTopUp(db: Executor, viewer: Viewer, id: number): Promise<TopUpRecord> {
  const [found] = await db
    .select({ row: vaTransactions, intent: topUpIntents })
    .from(vaTransactions)
    .innerJoin(topUpIntents, eq(topUpIntents.transactionId, vaTransactions.id))
    .where(and(eq(vaTransactions.id, id), visibleTo(viewer)));
  if (found === undefined) throw new ApiError('NOT_FOUND');
  return found;
}

export async function topUpView(db: Executor, { row, intent }: TopUpRecord, seeRemark: boolean): Promise<TopUpType> {
  return {
    id: row.id,
    method: intent.method,
    kind: intent.kind,
    reference: intent.reference,
    amount: decimalString(row.amount),
    currency: row.currency,
    receiving_account: intent.receivingAccount,
    qr_payload: intent.qrPayload,
    expires_at: intent.expiresAt.toISOString(),
    paid_at: intent.paidAt?.toISOString() ?? null,
    transaction: await vaTransactionView(db, row, seeRemark),
  };
}

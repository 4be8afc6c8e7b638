/**
 * Telling people what the provider settled: the account's live stream hears every VA transaction that changed
 * (`transaction.updated`); a settled or refused top-up also notifies the owner (en + vi texts in
 * server/notifications/texts.ts) and goes to their webhooks as `va.topup.success`. Withdrawals are decided by
 * an operator, whose decision notifies the customer already (server/operator/): announcing it here again would
 * say it twice.
 */
import { desc, eq } from 'drizzle-orm';
import type { EventBus } from '../api/bus.ts';
import type { Database } from '../db/client.ts';
import { type VaTransactionRow, vaTransactionHistory } from '../db/schema/va.ts';
import type { Deliver } from '../developers/deliver.ts';
import { deliverEvent, type WebhookEventName } from '../developers/events.ts';
import { publishTransactionUpdated } from '../events/publish.ts';
import { decimalString } from '../ledger/decimal.ts';
import { type NewNotification, notify } from '../notifications/store.ts';

/** The webhook event of a settled top-up, with the fields server/developers/events.ts samples. */
function webhookOf(row: VaTransactionRow): { event: WebhookEventName; data: Record<string, unknown> } {
  const money = { transaction_id: row.id, amount: decimalString(row.amountReceived), currency: row.receivedCurrency };
  if (row.qrCodeId !== null) return { event: 'qr.payment.success', data: { qr_id: row.qrCodeId, ...money } };
  const account = row.destination.kind === 'VA' ? row.destination.account_number : null;
  return {
    event: 'va.topup.success',
    data: { virtual_account_id: row.virtualAccountId, account_number: account, ...money },
  };
}

/** The app page of a VA transaction: QR payments have their own list. */
export function transactionLink(row: VaTransactionRow): string {
  return row.qrCodeId === null ? `/va/transactions/${row.id}` : `/va/qr-transaction/${row.id}`;
}

/** Why the latest step happened, as its timeline says; the reference code when nobody said. */
async function latestNote(db: Database, row: VaTransactionRow): Promise<string> {
  const [step] = await db
    .select({ note: vaTransactionHistory.note })
    .from(vaTransactionHistory)
    .where(eq(vaTransactionHistory.transactionId, row.id))
    .orderBy(desc(vaTransactionHistory.at), desc(vaTransactionHistory.id))
    .limit(1);
  return step?.note ?? row.code;
}

function topUpNote(row: VaTransactionRow, reason: string): NewNotification | null {
  const base = { userId: row.ownerId, group: 'important' as const, link: transactionLink(row), at: row.updatedAt };
  if (row.status === 'APPROVED') {
    const params = { amount: decimalString(row.amountReceived), currency: row.receivedCurrency, code: row.code };
    return { ...base, kind: 'TOP_UP_APPROVED', params };
  }
  if (row.status === 'REJECTED' || row.status === 'CANCELLED') {
    const params = { amount: decimalString(row.amount), currency: row.currency, code: row.code, reason };
    return { ...base, kind: 'TOP_UP_REJECTED', params };
  }
  return null;
}

export interface Announcer {
  readonly db: Database;
  readonly bus: EventBus;
  /** The webhook transport (real fetch unless a test gives its own). */
  readonly deliver: Deliver;
}

export async function announce({ db, bus, deliver }: Announcer, row: VaTransactionRow): Promise<void> {
  await publishTransactionUpdated(bus, row.ownerId, { id: row.id, transaction_type: row.type, status: row.status });
  if (row.type !== 'TOP_UP') return;
  const note = topUpNote(row, row.status === 'APPROVED' ? '' : await latestNote(db, row));
  if (note !== null) await notify(db, bus, note);
  if (row.status === 'APPROVED') {
    const { event, data } = webhookOf(row);
    await deliverEvent(db, row.ownerId, event, data, { deliver, now: row.updatedAt });
  }
}

/**
 * Telling people what changed. The account's live stream hears every VA transaction the provider changed
 * (`transaction.updated`), and, for what the provider settled or expired itself, the wallet whose balance or
 * pending amounts moved (`wallet.updated`). A top-up the provider settled itself also notifies the owner
 * (TOP_UP_APPROVED, en + vi in server/notifications/texts.ts) and goes to their webhooks: `va.topup.success` for
 * money paid into a VA, `qr.payment.success` for a QR payment, `topup.approved` for a top-up of the main wallet.
 * A transfer an operator decided (every withdrawal, or a top-up approved before the provider got to it) was
 * announced by that decision already (server/operator/transfers.ts notifies the customer and publishes the
 * wallet), so only the transaction event is sent: nobody is told twice.
 */
import type { EventBus } from '../api/bus.ts';
import type { Database } from '../db/client.ts';
import type { VaTransactionRow } from '../db/schema/va.ts';
import type { Deliver } from '../developers/deliver.ts';
import { deliverEvent, type WebhookEventName } from '../developers/events.ts';
import { publishTransactionUpdated } from '../events/publish.ts';
import { decimalString } from '../ledger/decimal.ts';
import { notify } from '../notifications/store.ts';
import { publishMoneyChange } from '../va-transactions/announce.ts';

/** The app page of a transaction: main-wallet ones in /transactions, QR payments and VA ones in their VA lists. */
export function transactionLink(row: Pick<VaTransactionRow, 'id' | 'qrCodeId' | 'balanceType'>): string {
  if (row.qrCodeId !== null) return `/va/qr-transaction/${row.id}`;
  return row.balanceType === 'MAIN' ? `/transactions/${row.id}` : `/va/transactions/${row.id}`;
}

/** The webhook event of a settled top-up, with the fields server/developers/events.ts samples. */
function webhookOf(row: VaTransactionRow): { event: WebhookEventName; data: Record<string, unknown> } {
  const money = { transaction_id: row.id, amount: decimalString(row.amountReceived), currency: row.receivedCurrency };
  if (row.qrCodeId !== null) return { event: 'qr.payment.success', data: { qr_id: row.qrCodeId, ...money } };
  if (row.balanceType === 'MAIN') {
    return { event: 'topup.approved', data: { ...money, status: row.status, fee: decimalString(row.fee) } };
  }
  const accountNumber = row.destination.kind === 'VA' ? row.destination.account_number : null;
  return {
    event: 'va.topup.success',
    data: { virtual_account_id: row.virtualAccountId, account_number: accountNumber, ...money },
  };
}

export interface Announcer {
  readonly db: Database;
  readonly bus: EventBus;
  /** The webhook transport (the guarded HTTP deliverer unless a test gives its own). */
  readonly deliver: Deliver;
  /** config.webhookRetryUnitMs: a provider's event retries on the server's unit. */
  readonly retryUnitMs: number;
}

/** `settledHere`: this provider moved the money or the state (see the file comment). */
export async function announce(
  { db, bus, deliver, retryUnitMs }: Announcer,
  row: VaTransactionRow,
  settledHere: boolean,
): Promise<void> {
  if (!settledHere) {
    const { id, type, status } = row;
    await publishTransactionUpdated(bus, row.ownerId, { id, transaction_type: type, status }, row.balanceType);
    return;
  }
  await publishMoneyChange(db, bus, row, row.updatedAt);
  if (row.type !== 'TOP_UP' || row.status !== 'APPROVED') return;
  await notify(db, bus, {
    userId: row.ownerId,
    group: 'important',
    kind: 'TOP_UP_APPROVED',
    params: { amount: decimalString(row.amountReceived), currency: row.receivedCurrency, code: row.code },
    link: transactionLink(row),
    at: row.updatedAt,
  });
  const { event, data } = webhookOf(row);
  await deliverEvent(db, row.ownerId, event, data, { deliver, now: row.updatedAt, retryUnitMs });
}

/**
 * Telling an account's live streams that money moved: the transaction that changed (`transaction.updated`, with
 * the balance it moves so a SELLER's stream can leave MAIN money out) and the wallets whose balances or pending
 * amounts changed with it (`wallet.updated`). Used by the calls that create transactions, the demo payments and
 * the simulated provider.
 */
import type { EventBus } from '../api/bus.ts';
import type { Executor } from '../db/client.ts';
import type { VaTransactionRow } from '../db/schema/va.ts';
import { publishTransactionUpdated, publishWalletUpdated } from '../events/publish.ts';
import { type WalletTypeName, walletView } from '../ledger/wallets.ts';

export interface WalletRef {
  readonly ownerId: number;
  readonly type: WalletTypeName;
}

/** `wallets` in the transaction's currency; the transaction's own wallet when none are named. */
export async function publishMoneyChange(
  db: Executor,
  bus: EventBus,
  row: VaTransactionRow,
  now: Date,
  wallets: readonly WalletRef[] = [{ ownerId: row.ownerId, type: row.balanceType }],
): Promise<void> {
  const { id, type, status } = row;
  await publishTransactionUpdated(bus, row.ownerId, { id, transaction_type: type, status }, row.balanceType);
  for (const { ownerId, type: walletType } of wallets) {
    const wallet = await walletView(db, { ownerId, type: walletType, currency: row.currency, now });
    if (wallet) await publishWalletUpdated(bus, ownerId, wallet);
  }
}

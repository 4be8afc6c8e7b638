/**
 * What travels on the bus for a person's live stream (server/events/stream.ts). A notification travels as
 * its id only (server/notifications/store.ts `notify`): the stream reads and renders it in the reader's
 * language. Wallet and transaction changes carry their small facts and go to the account's topic, so every
 * team member acting on the account hears them, while notifications stay personal.
 */
import type { ServerEventType } from '../../src/contract/calls/events.ts';
import type { WalletType } from '../../src/contract/calls/other.ts';
import type { EventBus } from '../api/bus.ts';

/** The topic of an account's money events (wallets and transactions of its owner). */
export function accountTopic(ownerId: number): string {
  return `account:${ownerId}`;
}

type DataOf<T extends ServerEventType['type']> = Extract<ServerEventType, { type: T }>['data'];

export function publishWalletUpdated(
  bus: EventBus,
  ownerId: number,
  wallet: Pick<WalletType, 'type' | 'currency' | 'balance' | 'validate_balance'>,
): Promise<void> {
  const data: DataOf<'wallet.updated'> = {
    type: wallet.type,
    currency: wallet.currency,
    balance: wallet.balance,
    validate_balance: wallet.validate_balance,
  };
  return bus.publish(accountTopic(ownerId), { type: 'wallet.updated', data });
}

export function publishTransactionUpdated(
  bus: EventBus,
  ownerId: number,
  transaction: DataOf<'transaction.updated'>,
): Promise<void> {
  const { id, transaction_type, status } = transaction;
  return bus.publish(accountTopic(ownerId), { type: 'transaction.updated', data: { id, transaction_type, status } });
}

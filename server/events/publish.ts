/**
 * What travels on the bus for a person's live stream (server/events/stream.ts). A notification travels as
 * its id only (server/notifications/store.ts `notify`): the stream reads and renders it in the reader's
 * language. Wallet and transaction changes carry their small facts and go to the account's topic, so every
 * team member acting on the account hears them, while notifications stay personal; so does `account.updated`
 * (a level or tier change). A transaction's event
 * also names the balance it moves (`balance`, beside the contract's event), so the stream can leave out what
 * the reader's role may not see (server/auth/balance-access.ts) without a database read.
 */
import type { ServerEventType } from '../../src/contract/calls/events.ts';
import { BalanceType } from '../../src/contract/calls/reference.ts';
import type { WalletType } from '../../src/contract/calls/wallets.ts';
import type { TeamRole } from '../../src/contract/define.ts';
import type { EventBus } from '../api/bus.ts';
import { seesBalance, seesCards } from '../auth/balance-access.ts';
import type { WalletTypeName } from '../ledger/wallets.ts';

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

/** The bus payload of `transaction.updated`: the contract's event plus the balance the transaction moves. */
export interface TransactionUpdatedPayload {
  readonly type: 'transaction.updated';
  readonly data: DataOf<'transaction.updated'>;
  readonly balance: WalletTypeName | null;
}

/** `balance`: the wallet type the transaction moves money of; null when it touches no balance of the account. */
export function publishTransactionUpdated(
  bus: EventBus,
  ownerId: number,
  transaction: DataOf<'transaction.updated'>,
  balance: WalletTypeName | null,
): Promise<void> {
  const { id, transaction_type, status } = transaction;
  const payload: TransactionUpdatedPayload = {
    type: 'transaction.updated',
    data: { id, transaction_type, status },
    balance,
  };
  return bus.publish(accountTopic(ownerId), payload);
}

/**
 * The account's level, tier or features (va_enable, vc_enable) changed: every session acting on it (team members
 * too) refetches the profile and the limits and fees that follow from them, whatever the owner chose to be notified
 * about.
 */
export function publishAccountUpdated(
  bus: EventBus,
  ownerId: number,
  account: DataOf<'account.updated'>,
): Promise<void> {
  const data: DataOf<'account.updated'> = { account_level: account.account_level, tier: account.tier };
  return bus.publish(accountTopic(ownerId), { type: 'account.updated', data });
}

/**
 * The card wallet changed (server/cards: issue, decision, top-up, freeze, unfreeze, cancel, and the simulated
 * processor's charges, settlements, refunds and deposits): the account's card readers refetch it. Published
 * after the change committed; `card_id` and `status` name the card as it is now, null for a wallet-only change.
 */
export function publishCardUpdated(bus: EventBus, ownerId: number, card: DataOf<'card.updated'>): Promise<void> {
  const data: DataOf<'card.updated'> = { card_id: card.card_id, status: card.status };
  return bus.publish(accountTopic(ownerId), { type: 'card.updated', data });
}

/**
 * An operator's request to the account was created, cancelled or answered (server/pending-actions/announce.ts):
 * every session of the account, whatever its role (every member sees and answers requests), refetches them.
 */
export function publishRequestUpdated(
  bus: EventBus,
  accountId: number,
  request: DataOf<'request.updated'>,
): Promise<void> {
  const data: DataOf<'request.updated'> = {
    id: request.id,
    request_status: request.request_status,
    pending: request.pending,
  };
  return bus.publish(accountTopic(accountId), { type: 'request.updated', data });
}

/**
 * A customer the account referred signed up or moved on (server/people/referral.ts `announceReferee`): the
 * referring account's sessions refetch /referral. Only the referee's id and status travel, never who they are.
 */
export function publishReferralUpdated(
  bus: EventBus,
  referrerId: number,
  referee: DataOf<'referral.updated'>,
): Promise<void> {
  const data: DataOf<'referral.updated'> = { referee_id: referee.referee_id, status: referee.status };
  return bus.publish(accountTopic(referrerId), { type: 'referral.updated', data });
}

/** The balance a bus payload's money event is about (server/auth/balance-access.ts decides who sees it), else null. */
export function balanceOfEvent(payload: unknown): WalletTypeName | null {
  const { type, data, balance } = (payload ?? {}) as { type?: unknown; data?: { type?: unknown }; balance?: unknown };
  if (type === 'wallet.updated') return BalanceType.safeParse(data?.type).data ?? null;
  if (type === 'transaction.updated') return BalanceType.safeParse(balance).data ?? null;
  return null;
}

/**
 * Who among the account's sessions may hear a bus payload, by their role at delivery; null = every one of them
 * (notifications, account changes). Money of a balance the role may not see, and card events, are left out.
 */
export function readersOfEvent(payload: unknown): ((role: TeamRole) => boolean) | null {
  if ((payload as { type?: unknown } | null)?.type === 'card.updated') return seesCards;
  const balance = balanceOfEvent(payload);
  return balance === null ? null : (role) => seesBalance(role, balance);
}

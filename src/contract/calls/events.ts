/** The live notifications stream (PRODUCT.md section 3: notifications are pushed over Server-Sent Events). */
import { z } from 'zod';
import { CurrencyCode, Decimal, GenericStatus, Id, Tier } from '../common.ts';
import { defineCall } from '../define.ts';
import { CardStatus } from './card.ts';
import { Notification } from './notifications.ts';
import { RequestStatus } from './pending-actions.ts';
import { AccountLevel, BalanceType, TransactionType } from './reference.ts';
import { RefereeStatus } from './referral.ts';

/**
 * The JSON of one event's `data:` line; its `event:` line repeats `type`. A change of a wallet or a
 * transaction carries what the UI shows at once; refetch the rest.
 */
export const ServerEvent = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('notification.created'), data: Notification }),
    z.object({
      type: z.literal('wallet.updated'),
      data: z.object({ type: BalanceType, currency: CurrencyCode, balance: Decimal, validate_balance: Decimal }),
    }),
    z.object({
      type: z.literal('transaction.updated'),
      data: z.object({ id: Id, transaction_type: TransactionType, status: GenericStatus }),
    }),
    /** The account's level, tier or features (an approval, an operator's switch) changed: refetch the profile, limits and fees. */
    z.object({
      type: z.literal('account.updated'),
      data: z.object({ account_level: AccountLevel, tier: Tier }),
    }),
    /**
     * The card wallet changed (a card issued, decided, topped up, frozen, unfrozen or cancelled; a spend, refund or
     * crypto deposit): refetch the card balance, the cards and the card transactions. `card_id` and `status` name the
     * card when one changed, else null. Sent to the account's sessions whose role may see cards (not SELLER).
     */
    z.object({
      type: z.literal('card.updated'),
      data: z.object({ card_id: Id.nullable(), status: CardStatus.nullable() }),
    }),
    /**
     * An operator's request to the account was created or cancelled, or someone of the account answered one: `id` and
     * `request_status` name it as it is now, `pending` is how many still wait for an answer (the header's figure).
     * Refetch the requests. Sent to every session of the account (every role sees and answers them).
     */
    z.object({
      type: z.literal('request.updated'),
      data: z.object({ id: Id, request_status: RequestStatus, pending: z.number().int().nonnegative() }),
    }),
    /**
     * A customer the account referred signed up or moved on (`referee_id` as in GET /referrals/referees, `status`
     * as it is now; never their name or email): refetch the referral figures and the referees. Sent to every session
     * of the referring account.
     */
    z.object({
      type: z.literal('referral.updated'),
      data: z.object({ referee_id: Id, status: RefereeStatus }),
    }),
  ])
  .meta({ contentType: 'text/event-stream' });
export type ServerEventType = z.infer<typeof ServerEvent>;

export const eventsCalls = [
  defineCall({
    name: 'events',
    client: 'client',
    method: 'GET',
    path: '/events',
    tag: 'notifications',
    summary:
      'Server-Sent Events (text/event-stream) of the signed-in user: notification.created, wallet.updated, transaction.updated, account.updated, card.updated, request.updated, referral.updated. Read it with fetch and the Bearer header (EventSource cannot send headers; never put a token in the URL). Each event has an `id:` for `Last-Event-ID` on reconnect; a `: ping` comment every 25 s keeps proxies open. The response schema is one event.',
    response: ServerEvent,
  }),
] as const;

/**
 * The operator endpoints (src/contract/calls/operator.ts): list, approve and reject items of a kind through
 * the registry (server/operator/registry.ts), switch a customer's features (server/operator/features.ts), notify a
 * person (server/operator/notifications.ts), send and withdraw requests (server/operator/requests.ts), and
 * drive the simulated card processor (server/cards/processor.ts). The admin key was checked before the call
 * reached here (server/api/pipeline/admin-key.ts).
 */
import { authoriseCharge, depositToMain, type Processed, refundCharge, settleCharge } from '../../cards/processor.ts';
import { cardRef } from '../../cards/store.ts';
import { transactionView } from '../../cards/transactions.ts';
import { announceTransaction } from '../../cards/webhooks.ts';
import type { Database } from '../../db/client.ts';
import type { AfterCommit } from '../../developers/events.ts';
import { publishCardUpdated } from '../../events/publish.ts';
import { setCustomerFeatures } from '../../operator/features.ts';
import { pushNotification } from '../../operator/notifications.ts';
import { operatorKind } from '../../operator/registry.ts';
import { openRequest, withdrawRequest } from '../../operator/requests.ts';
import type { EventBus } from '../bus.ts';
import { callNamed, handlePublic } from '../handler.ts';

interface Announcing extends AfterCommit {
  readonly db: Database;
  readonly bus: EventBus;
}

/**
 * After a simulated processor change committed: the webhook of a transaction it created (a settlement creates
 * none), `card.updated` to the customer's open apps, and the transaction as the card contract shows it.
 */
async function processed(input: Announcing, { transaction, card }: Processed, created: boolean) {
  if (created) await announceTransaction(input.db, transaction, input);
  await publishCardUpdated(input.bus, transaction.accountId, {
    card_id: card?.id ?? null,
    status: card?.status ?? null,
  });
  return { status: true as const, data: transactionView(transaction, card === null ? null : cardRef(card)) };
}

const cardProcessorHandlers = [
  handlePublic(callNamed('chargeCard'), async (input) => {
    const { params, body, now } = input;
    const charge = {
      cardId: params.id,
      amount: body.amount,
      merchant: body.merchant,
      original: body.original,
      at: now,
    };
    return processed(input, await authoriseCharge(input.db, charge), true);
  }),

  handlePublic(callNamed('settleCardCharge'), async (input) =>
    processed(input, await settleCharge(input.db, input.params.id, input.now), false),
  ),

  handlePublic(callNamed('refundCardCharge'), async (input) =>
    processed(input, await refundCharge(input.db, input.params.id, input.body.amount, input.now), true),
  ),

  handlePublic(callNamed('depositToCardWallet'), async (input) => {
    const { params, body, now } = input;
    const deposit = {
      customerId: params.id,
      amount: body.amount,
      network: body.network,
      currency: body.currency,
      at: now,
    };
    return processed(input, await depositToMain(input.db, deposit), true);
  }),
];

export const operatorHandlers = [
  handlePublic(callNamed('listOperatorItems'), async ({ db, params, query }) => {
    const page = await operatorKind(params.kind).list(db, query.status, { page: query.page, limit: query.limit });
    return { status: true, data: page };
  }),

  handlePublic(
    callNamed('approveOperatorItem'),
    async ({ db, bus, params, now, deliver, log, webhookRetryUnitMs }) => ({
      status: true,
      data: await operatorKind(params.kind).approve(db, params.id, { bus, now, deliver, log, webhookRetryUnitMs }),
    }),
  ),

  handlePublic(
    callNamed('rejectOperatorItem'),
    async ({ db, bus, params, body, now, deliver, log, webhookRetryUnitMs }) => ({
      status: true,
      data: await operatorKind(params.kind).reject(db, params.id, body, { bus, now, deliver, log, webhookRetryUnitMs }),
    }),
  ),

  handlePublic(callNamed('setCustomerFeatures'), async ({ db, bus, params, body }) => ({
    status: true,
    data: await setCustomerFeatures(db, params.id, body, bus),
  })),

  handlePublic(callNamed('pushNotification'), async ({ db, bus, params, body }) => ({
    status: true,
    data: { notification: await pushNotification(db, bus, params.id, body) },
  })),

  handlePublic(callNamed('createOperatorRequest'), async ({ db, bus, params, body }) => ({
    status: true,
    data: await openRequest(db, bus, params.id, body),
  })),

  handlePublic(callNamed('cancelOperatorRequest'), async ({ db, bus, params, now }) => ({
    status: true,
    data: await withdrawRequest(db, bus, params.id, now),
  })),

  ...cardProcessorHandlers,
];

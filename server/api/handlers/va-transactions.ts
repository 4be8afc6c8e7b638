/**
 * Handlers of the VA transaction calls of src/contract/calls/va.ts (withdrawal, list, detail and QR payment)
 * and of the transfer between one's own wallets (src/contract/calls/wallet-transfers.ts).
 * The pipeline already checked roles, the withdrawal w-token and the Idempotency-Key (a replay answers the
 * first response without running the handler again, so money moves once). The model is server/va-transactions/;
 * the simulated provider (server/provider/) settles what these calls leave PENDING.
 */
import type { EventBus } from '../../api/bus.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Database } from '../../db/client.ts';
import type { VaTransactionRow } from '../../db/schema/va.ts';
import { hasFlag } from '../../va/flags.ts';
import { publishMoneyChange, type WalletRef } from '../../va-transactions/announce.ts';
import { createInternalTransfer } from '../../va-transactions/internal.ts';
import { listVaTransactions } from '../../va-transactions/list.ts';
import { payQr } from '../../va-transactions/qr-pay.ts';
import { findVisibleVaTransaction, vaTransactionSummary, vaTransactionView } from '../../va-transactions/store.ts';
import { createVaWithdrawal } from '../../va-transactions/withdrawal.ts';
import { callNamed, handle } from '../handler.ts';

const ok = <T>(data: T) => ({ status: true as const, data });

interface Caller {
  readonly db: Database;
  readonly user: AuthUser;
}

/** Remarks are internal: shown only to accounts with WHITELIST_SEE_REMARK. */
function seesRemark({ db, user }: Caller): Promise<boolean> {
  return hasFlag(db, user.accountId, 'WHITELIST_SEE_REMARK');
}

/**
 * A new transaction is news for every session of the account it belongs to (the list refreshes), and the
 * wallets it moved money of changed (the payer's balance dropped by the held amount; an internal transfer
 * changed both of the account's wallets).
 */
async function created(input: Caller & { bus: EventBus; now: Date }, row: VaTransactionRow, wallets: WalletRef[]) {
  await publishMoneyChange(input.db, input.bus, row, input.now, wallets);
  return ok(await vaTransactionView(input.db, row, await seesRemark(input)));
}

export const vaTransactionHandlers = [
  handle(callNamed('createVaWithdrawal'), async (input) => {
    const { body } = input;
    const row = await createVaWithdrawal(input.db, {
      accountId: input.user.accountId,
      rangeId: body.range_of_rate.id,
      amount: body.amount,
      paymentId: body.payment.id,
      source: body.withdrawal_source,
      at: input.now,
    });
    return created(input, row, [{ ownerId: input.user.accountId, type: body.withdrawal_source }]);
  }),

  handle(callNamed('listVaTransactions'), async (input) => {
    const { page, limit, ...filters } = input.query;
    const { rows, total } = await listVaTransactions(input.db, input.user, filters, { page, limit });
    const remark = await seesRemark(input);
    return ok({ items: rows.map((row) => vaTransactionSummary(row, remark)), total, page, limit });
  }),

  handle(callNamed('getVaTransaction'), async (input) => {
    const row = await findVisibleVaTransaction(input.db, input.user, input.params.id);
    return ok(await vaTransactionView(input.db, row, await seesRemark(input)));
  }),

  handle(callNamed('payQr'), async (input) => {
    const row = await payQr(input.db, {
      payerAccountId: input.user.accountId,
      payload: input.body.payload,
      amount: input.body.amount,
      source: input.body.source,
      at: input.now,
    });
    return created(input, row, [{ ownerId: input.user.accountId, type: input.body.source }]);
  }),

  handle(callNamed('createInternalTransfer'), async (input) => {
    const { body, user } = input;
    const row = await createInternalTransfer(input.db, { accountId: user.accountId, ...body, at: input.now });
    const wallets = [body.from, body.to].map((type) => ({ ownerId: user.accountId, type }));
    return created(input, row, wallets);
  }),
];

/**
 * The operator's requests to a customer account (POST /admin/customers/{id}/requests, POST /admin/requests/{id}/cancel):
 * created and withdrawn here, answered by the account (server/pending-actions/answer.ts). Each change reaches the
 * account's open sessions at once (`request.updated`, server/pending-actions/announce.ts).
 */
import { eq } from 'drizzle-orm';
import type { OperatorRequestInputType as RequestInput } from '../../src/contract/calls/operator.ts';
import type { PendingActionType } from '../../src/contract/calls/pending-actions.ts';
import type { EventBus } from '../api/bus.ts';
import { findUserById } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { type PendingActionRow, pendingActions } from '../db/schema/pending-actions.ts';
import { ApiError } from '../errors/api-error.ts';
import { announceRequest } from '../pending-actions/announce.ts';
import { cancelPendingAction, createPendingAction, toPendingAction } from '../pending-actions/store.ts';

export async function openRequest(
  db: Database,
  bus: EventBus,
  customerId: number,
  input: RequestInput,
): Promise<PendingActionType> {
  const account = await findUserById(db, customerId);
  // A team member's own login is no account: requests are about the account, which every member then sees.
  if (account === undefined || account.memberOnly) throw new ApiError('NOT_FOUND');
  const row = await createPendingAction(db, {
    accountId: account.id,
    kind: input.kind,
    title: input.title,
    description: input.description,
    ...(input.reference === undefined ? {} : { reference: input.reference }),
    ...(input.due_at === undefined ? {} : { dueAt: new Date(input.due_at) }),
  });
  await announceRequest(db, bus, row);
  return toPendingAction(row, 'en');
}

async function requestRow(db: Database, id: number): Promise<PendingActionRow> {
  const [row] = await db.select().from(pendingActions).where(eq(pendingActions.id, id));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** Withdraw a pending request; a cancelled one answers unchanged (a retry), an answered one is refused. */
export async function withdrawRequest(db: Database, bus: EventBus, id: number, at: Date): Promise<PendingActionType> {
  const withdrawn = await cancelPendingAction(db, id, at);
  if (withdrawn !== undefined) {
    await announceRequest(db, bus, withdrawn);
    return toPendingAction(withdrawn, 'en');
  }
  // Not pending: a retry of a cancel answers the request as it is; an answered one cannot be withdrawn.
  const row = await requestRow(db, id);
  if (row.requestStatus === 'completed') throw new ApiError('ITEM_ALREADY_DECIDED');
  return toPendingAction(row, 'en');
}

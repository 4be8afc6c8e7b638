/** Handlers of the pending-action calls (src/contract/calls/pending-actions.ts): the operator's requests to the account. */
import { announceRequest } from '../../pending-actions/announce.ts';
import { respondToRequest } from '../../pending-actions/answer.ts';
import { listPendingActions, toPendingAction } from '../../pending-actions/store.ts';
import { callNamed, handle } from '../handler.ts';

export const pendingActionsHandlers = [
  handle(callNamed('listPendingActions'), async ({ db, user, query, lang }) => {
    const { page, limit, request_status } = query;
    const { rows, total } = await listPendingActions(db, user.accountId, request_status, { page, limit });
    return { status: true, data: { items: rows.map((row) => toPendingAction(row, lang)), total, page, limit } };
  }),

  handle(callNamed('respondToRequest'), async ({ db, bus, user, body, lang, now }) => {
    const answer = { message: body.message, documentIds: body.document_ids, confirmed: body.confirmed };
    const row = await respondToRequest(
      db,
      { accountId: user.accountId, userId: user.id },
      body.request_id,
      answer,
      now,
    );
    await announceRequest(db, bus, row);
    return { status: true, data: toPendingAction(row, lang) };
  }),
];

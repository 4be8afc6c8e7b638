/**
 * Handlers of src/contract/calls/top-ups.ts. The pipeline already checked the roles and the Idempotency-Key (a
 * replay answers the first top-up, so a double click asks the payer for one payment). The model is
 * server/top-ups/; the demo pays top-ups with POST /__dev/top-up-payment and the simulated provider credits them.
 */

import { createTopUp } from '../../top-ups/create.ts';
import { expireTopUp } from '../../top-ups/expire.ts';
import { findTopUp, topUpView } from '../../top-ups/store.ts';
import { hasFlag } from '../../va/flags.ts';
import { publishMoneyChange } from '../../va-transactions/announce.ts';
import { callNamed, handle } from '../handler.ts';

export const topUpHandlers = [
  handle(callNamed('createTopUp'), async (input) => {
    const { db, user, body, now } = input;
    const record = await createTopUp(db, { accountId: user.accountId, ...body, at: now });
    await publishMoneyChange(db, input.bus, record.row, now);
    const seeRemark = await hasFlag(db, user.accountId, 'WHITELIST_SEE_REMARK');
    return { status: true, data: await topUpView(db, record, seeRemark) };
  }),

  handle(callNamed('getTopUp'), async (input) => {
    const { db, user, params, now } = input;
    // A top-up past its time reads as what it is: expired here if the provider has not got to it yet.
    const expired = await expireTopUp(db, (await findTopUp(db, user, params.id)).row.id, now);
    if (expired !== null) await publishMoneyChange(db, input.bus, expired, now);
    const seeRemark = await hasFlag(db, user.accountId, 'WHITELIST_SEE_REMARK');
    return { status: true, data: await topUpView(db, await findTopUp(db, user, params.id), seeRemark) };
  }),
];

/** Handlers of src/contract/calls/referral.ts: the referral programme of the account the caller acts on. */
import { sessionPeople } from '../../people/profile.ts';
import { refereesOf, referralStats } from '../../people/referral.ts';
import { callNamed, handle } from '../handler.ts';

export const referralHandlers = [
  handle(callNamed('getReferralStats'), async ({ db, config, user }) => {
    const { account } = await sessionPeople(db, user);
    return { status: true, data: await referralStats(db, account, config.publicAppUrl) };
  }),
  handle(callNamed('listReferees'), async ({ db, user, query }) => {
    const { account } = await sessionPeople(db, user);
    return { status: true, data: await refereesOf(db, { account, ...query }) };
  }),
];

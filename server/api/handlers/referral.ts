/** Handler of src/contract/calls/referral.ts: the referral statistics of the account the caller acts on. */
import { sessionPeople } from '../../people/profile.ts';
import { referralStats } from '../../people/referral.ts';
import { callNamed, handle } from '../handler.ts';

export const referralHandlers = [
  handle(callNamed('getReferralStats'), async ({ db, config, user, query }) => {
    const { account } = await sessionPeople(db, user);
    const stats = await referralStats(db, { account, origin: config.publicAppUrl, ...query });
    return { status: true, data: stats };
  }),
];

/** Refer-a-friend statistics (PRODUCT.md section 3). Code and link are also in the profile's `referral`. */
import { z } from 'zod';
import { Id, Money, numberedPage, ok, PageQuery, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { Profile } from './accounts.ts';

/** A referred customer moves REGISTERED → VERIFIED (KYC approved) → ACTIVE (first transaction, earns). */
export const RefereeStatus = z.enum(['REGISTERED', 'VERIFIED', 'ACTIVE']);

export const Referee = z.object({
  id: Id,
  /** Masked for privacy: `Ng*** V** A`, `d***@example.com`. */
  display_name: z.string(),
  email: z.string(),
  status: RefereeStatus,
  joined_at: Timestamp,
  earned: Money,
});
export type RefereeType = z.infer<typeof Referee>;

export const ReferralStats = Profile.shape.referral.extend({
  active_customers: z.number().int().nonnegative(),
  /** Paid out to the main wallet, in the base currency. */
  total_earnings: Money,
  /** Earned but not yet paid out. */
  pending_earnings: Money,
  referees: numberedPage(Referee),
});
export type ReferralStatsType = z.infer<typeof ReferralStats>;

export const referralCalls = [
  defineCall({
    name: 'getReferralStats',
    client: 'client',
    method: 'GET',
    path: '/referrals/stats',
    tag: 'referral',
    summary:
      'Referral code and link, how many customers were referred and are active, earnings, and the referees newest first.',
    query: PageQuery,
    response: ok(ReferralStats),
  }),
] as const;

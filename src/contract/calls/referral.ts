/**
 * Refer-a-friend (PRODUCT.md section 3): the programme's figures, and the referred customers as a numbered list of
 * their own (the list grows; the figures do not page). Code and link are also in the profile's `referral`.
 */
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
});
export type ReferralStatsType = z.infer<typeof ReferralStats>;

export const referralCalls = [
  defineCall({
    name: 'getReferralStats',
    client: 'client',
    method: 'GET',
    path: '/referrals/stats',
    tag: 'referral',
    summary: 'Referral code and link, how many customers were referred and are active, and the earnings.',
    response: ok(ReferralStats),
  }),
  defineCall({
    name: 'listReferees',
    client: 'client',
    method: 'GET',
    path: '/referrals/referees',
    tag: 'referral',
    summary:
      "The customers who signed up with the account's referral code, newest first: masked name and email, status and what each earned.",
    query: PageQuery,
    response: ok(numberedPage(Referee)),
  }),
] as const;

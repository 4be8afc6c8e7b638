/**
 * Refer-a-friend (GET /referrals/stats and /referrals/referees): the customers an account referred
 * (users.referred_by) and the rewards their activity earned it (referral_rewards), in the base currency.
 */
import Big from 'big.js';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RefereeType, ReferralStatsType } from '../../src/contract/calls/referral.ts';
import { BASE_CURRENCY } from '../../src/lib/money.ts';
import type { EventBus } from '../api/bus.ts';
import type { UserRow } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { referralRewards } from '../db/schema/people.ts';
import { publishReferralUpdated } from '../events/publish.ts';
import { maskEmail, maskName } from './mask.ts';
import { displayName, referralOf } from './profile.ts';

type RewardStatus = (typeof referralRewards.$inferSelect)['status'];

interface RewardSum {
  readonly refereeId: number;
  readonly status: RewardStatus;
  readonly amount: Big;
}

async function rewardSums(db: Executor, referrerId: number): Promise<RewardSum[]> {
  const rows = await db
    .select({
      refereeId: referralRewards.refereeId,
      status: referralRewards.status,
      amount: sql<string>`sum(${referralRewards.amount})`,
    })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, referrerId), eq(referralRewards.currency, BASE_CURRENCY)))
    .groupBy(referralRewards.refereeId, referralRewards.status);
  return rows.map((row) => ({ ...row, amount: new Big(row.amount) }));
}

function total(sums: readonly RewardSum[], keep: (sum: RewardSum) => boolean) {
  const amount = sums.filter(keep).reduce((sum, row) => sum.plus(row.amount), new Big(0));
  return { amount: amount.toFixed(), currency: BASE_CURRENCY };
}

/** REGISTERED → VERIFIED (a verification level) → ACTIVE (their activity earned a reward). */
function refereeStatus(referee: UserRow, earning: boolean): RefereeType['status'] {
  if (earning) return 'ACTIVE';
  return referee.kycLevel > 0 ? 'VERIFIED' : 'REGISTERED';
}

function toReferee(referee: UserRow, sums: readonly RewardSum[]): RefereeType {
  const own = sums.filter((sum) => sum.refereeId === referee.id);
  return {
    id: referee.id,
    display_name: maskName(displayName(referee)),
    email: maskEmail(referee.email),
    status: refereeStatus(referee, own.length > 0),
    joined_at: referee.createdAt.toISOString(),
    earned: total(own, () => true),
  };
}

async function refereePage(db: Executor, referrerId: number, page: { page: number; limit: number }) {
  const where = eq(users.referredBy, referrerId);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The figures of GET /referrals/stats. */
export async function referralStats(db: Executor, account: UserRow, origin: string): Promise<ReferralStatsType> {
  const sums = await rewardSums(db, account.id);
  return {
    ...(await referralOf(db, account, origin)),
    active_customers: new Set(sums.map((sum) => sum.refereeId)).size,
    total_earnings: total(sums, (sum) => sum.status === 'PAID'),
    pending_earnings: total(sums, (sum) => sum.status === 'EARNED'),
  };
}

export interface RefereesRequest {
  readonly account: UserRow;
  readonly page: number;
  readonly limit: number;
}

/** One page of GET /referrals/referees: the account's referred customers, newest first. */
export async function refereesOf(db: Executor, request: RefereesRequest) {
  const { account, page, limit } = request;
  const sums = await rewardSums(db, account.id);
  const { rows, total: referees } = await refereePage(db, account.id, { page, limit });
  return { items: rows.map((row) => toReferee(row, sums)), total: referees, page, limit };
}

/**
 * A referred customer signed up or moved on (a verification level): the referring account's open /referral reads its
 * figures and referees again (`referral.updated`). Nothing is told for a customer nobody referred.
 */
export async function announceReferee(db: Executor, bus: EventBus, referee: UserRow): Promise<void> {
  if (referee.referredBy === null) return;
  const earning = (await rewardSums(db, referee.referredBy)).some((sum) => sum.refereeId === referee.id);
  await publishReferralUpdated(bus, referee.referredBy, {
    referee_id: referee.id,
    status: refereeStatus(referee, earning),
  });
}

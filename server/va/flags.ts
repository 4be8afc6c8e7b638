/** SPEC section 3 feature flags: a feature_flags row grants one to an account (the director's, for a team). */
import { eq } from 'drizzle-orm';
import type { FeatureFlagsType } from '../../src/contract/calls/va.ts';
import type { Executor } from '../db/client.ts';
import { FEATURE_FLAGS, featureFlags } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';

type Flag = (typeof FEATURE_FLAGS)[number];

export async function flagsOf(db: Executor, accountId: number): Promise<FeatureFlagsType> {
  const rows = await db
    .select({ flag: featureFlags.flag })
    .from(featureFlags)
    .where(eq(featureFlags.ownerId, accountId));
  const granted = new Set(rows.map((row) => row.flag));
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, granted.has(flag)])) as FeatureFlagsType;
}

export async function hasFlag(db: Executor, accountId: number, flag: Flag): Promise<boolean> {
  return (await flagsOf(db, accountId))[flag];
}

/** QR creation and statistics are for whitelisted accounts only. */
export async function assertQrWhitelisted(db: Executor, accountId: number): Promise<void> {
  if (!(await hasFlag(db, accountId, 'WHITELIST_CREATEQR_FE'))) throw new ApiError('QR_NOT_WHITELISTED');
}

/**
 * w-tokens (docs/API.md, "Two-factor tokens"): issued only after a verification, bound to one user and one
 * purpose, valid 5 minutes, single-use. The pipeline claims one before the handler runs and gives it back
 * if the call fails, so a typo in a form does not cost the user another verification.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { WTokenPurpose } from '../../src/contract/define.ts';
import type { Executor } from '../db/client.ts';
import { wTokens } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { digest, randomToken } from './random.ts';

export const W_TOKEN_TTL_MS = 5 * 60_000;

/** A claimed w-token: whom it was issued to. */
export interface WTokenGrant {
  readonly id: string;
  readonly userId: number;
  readonly purpose: WTokenPurpose;
}

export async function issueWToken(
  db: Executor,
  userId: number,
  purpose: WTokenPurpose,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + W_TOKEN_TTL_MS);
  await db
    .insert(wTokens)
    .values({ id: randomUUID(), tokenHash: digest(token), userId, purpose, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Mark the token used if it is unused, unexpired, for `purpose` and (when the caller is signed in) issued to
 * `userId`; otherwise 403 W_TOKEN_INVALID. One atomic update, so two requests cannot both use it.
 */
export async function claimWToken(
  db: Executor,
  token: string,
  purpose: WTokenPurpose,
  userId: number | null,
  now: Date,
): Promise<WTokenGrant> {
  const [row] = await db
    .update(wTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(wTokens.tokenHash, digest(token)),
        eq(wTokens.purpose, purpose),
        userId === null ? undefined : eq(wTokens.userId, userId),
        isNull(wTokens.usedAt),
        gt(wTokens.expiresAt, now),
      ),
    )
    .returning({ id: wTokens.id, userId: wTokens.userId });
  if (row === undefined) throw new ApiError('W_TOKEN_INVALID');
  return { ...row, purpose };
}

/** Make a claimed token usable again (the call it was claimed for did not succeed). */
export async function releaseWToken(db: Executor, grant: WTokenGrant): Promise<void> {
  await db.update(wTokens).set({ usedAt: null }).where(eq(wTokens.id, grant.id));
}

/**
 * Fixed-window rate limits kept in the database (PRODUCT.md section 3, "Scale-out": every instance counts
 * in the same place). A limit allows `limit` events per subject per window; past that, 429 RATE_LIMITED
 * with the seconds left in the window.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';

export interface RateLimit {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** Wrong passwords: 5 per 15 minutes per account and address. */
export const SIGN_IN_FAILURES: RateLimit = { name: 'sign-in-failures', limit: 5, windowMs: 15 * 60_000 };
/** Codes sent: 5 per hour per destination. */
export const OTP_SENDS: RateLimit = { name: 'otp-sends', limit: 5, windowMs: 60 * 60_000 };
/** "Is this email registered?": 30 per 10 minutes per address, enough for typing, too few for harvesting. */
export const EMAIL_LOOKUPS: RateLimit = { name: 'email-lookups', limit: 30, windowMs: 10 * 60_000 };

function windowOf(limit: RateLimit, now: Date): { start: Date; retryAfter: number } {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  return {
    start: new Date(start),
    retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000)),
  };
}

function keyOf(limit: RateLimit, subject: string): string {
  return `${limit.name}:${subject}`;
}

async function countIn(db: Executor, key: string, start: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
  return row?.count ?? 0;
}

/** Refuse when the subject has used up the window, without counting this request. */
export async function assertUnderLimit(db: Executor, limit: RateLimit, subject: string, now: Date): Promise<void> {
  const { start, retryAfter } = windowOf(limit, now);
  if ((await countIn(db, keyOf(limit, subject), start)) >= limit.limit) {
    throw new ApiError('RATE_LIMITED', { retryAfter });
  }
}

/** Count one event (and forget the subject's older windows). */
export async function recordEvent(db: Executor, limit: RateLimit, subject: string, now: Date): Promise<number> {
  const key = keyOf(limit, subject);
  const { start } = windowOf(limit, now);
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Count this request and refuse it when it goes over the limit. */
export async function consumeLimit(db: Executor, limit: RateLimit, subject: string, now: Date): Promise<void> {
  const count = await recordEvent(db, limit, subject, now);
  if (count > limit.limit) throw new ApiError('RATE_LIMITED', { retryAfter: windowOf(limit, now).retryAfter });
}

/** Forget the subject's count (a successful sign-in clears its failures). */
export async function clearLimit(db: Executor, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(limit, subject)));
}

/**
 * Fixed-window rate limits kept in the database (PRODUCT.md section 3, "Scale-out": every instance counts
 * in the same place). A limit allows `limit` events per subject per window; past that, 429 RATE_LIMITED
 * with the seconds left in the window. The numbers of sign-in and codes are in ./limits.ts.
 *
 * An event is counted BEFORE the work it limits, by one statement that counts only while the counter is
 * under its limit: of any number of parallel requests exactly `limit` get a slot, and a refused request
 * counts nowhere (so hammering a locked counter cannot fill another one).
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';

export interface RateLimit {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** One counter: a limit and whom it counts (an address, an account, a destination…). */
export interface Counter {
  readonly limit: RateLimit;
  readonly subject: string;
}

/** The slots a request took, so it can give them back once the outcome says they should not count. */
export interface Hold {
  readonly slots: readonly { readonly key: string; readonly windowStart: Date }[];
}

function windowOf(limit: RateLimit, now: Date): { start: Date; retryAfter: number } {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  return {
    start: new Date(start),
    retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000)),
  };
}

function keyOf(counter: Counter): string {
  return `${counter.limit.name}:${counter.subject}`;
}

/** Take a slot of the counter's current window: false, counting nothing, when the window is used up. */
async function takeSlot(db: Executor, key: string, limit: RateLimit, start: Date): Promise<boolean> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      setWhere: lt(rateLimits.count, limit.limit),
    })
    .returning({ count: rateLimits.count });
  // A new window: the key's older windows are of no use any more.
  if (row?.count === 1)
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, start)));
  return row !== undefined;
}

/**
 * Count one event on every counter, in order, before the work it limits. When a counter is used up, the
 * slots already taken are given back and the request is refused with that counter's wait. Put the narrowest
 * counter first, so a flood stopped there never reaches the wider ones.
 */
export async function reserve(db: Executor, counters: readonly Counter[], now: Date): Promise<Hold> {
  const slots: Hold['slots'][number][] = [];
  for (const counter of counters) {
    const key = keyOf(counter);
    const { start, retryAfter } = windowOf(counter.limit, now);
    if (!(await takeSlot(db, key, counter.limit, start))) {
      await giveBack(db, { slots });
      throw new ApiError('RATE_LIMITED', { retryAfter });
    }
    slots.push({ key, windowStart: start });
  }
  return { slots };
}

/** Uncount the held slots (the event turned out not to be one the limits count, e.g. a right password). */
export async function giveBack(db: Executor, hold: Hold): Promise<void> {
  for (const { key, windowStart } of hold.slots) {
    await db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
  }
}

/** Forget the counters entirely (a successful sign-in clears its failures). */
export async function clearCounters(db: Executor, counters: readonly Counter[]): Promise<void> {
  for (const counter of counters) await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(counter)));
}

/** Count this request and refuse it when the subject's window is used up. */
export async function consumeLimit(db: Executor, limit: RateLimit, subject: string, now: Date): Promise<void> {
  await reserve(db, [{ limit, subject }], now);
}

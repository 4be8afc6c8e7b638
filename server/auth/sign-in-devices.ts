/**
 * The devices a person has signed in with (SPEC section 3's NEW_DEVICE_LOGIN): a device is its key from
 * ./device.ts (browser and system), or the raw User-Agent when that names neither. Recording is one insert
 * that ignores a known key, so two sign-ins racing from one new device find it new once.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { signInDevices } from '../db/schema/auth.ts';
import { parseDevice } from './device.ts';

/** The key two sign-ins from one device share; a sign-in without a User-Agent has the empty key. */
export function deviceKey(userAgent: string | null): string {
  return parseDevice(userAgent)?.key ?? userAgent ?? '';
}

/**
 * Record the device of a sign-in; true when it is new to the person and they had signed in from another
 * one before (their first device is no news to anyone).
 */
export async function recordSignInDevice(
  db: Executor,
  userId: number,
  userAgent: string | null,
  now: Date,
): Promise<boolean> {
  const key = deviceKey(userAgent);
  const added = await db
    .insert(signInDevices)
    .values({ userId, deviceKey: key, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ key: signInDevices.deviceKey });
  if (added.length === 0) return false;
  const [other] = await db
    .select({ key: signInDevices.deviceKey })
    .from(signInDevices)
    .where(and(eq(signInDevices.userId, userId), ne(signInDevices.deviceKey, key)))
    .limit(1);
  return other !== undefined;
}

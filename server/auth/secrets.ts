/**
 * Server secrets generated once and stored in the database, so every instance signs and verifies with the
 * same key without any configuration. Cached per database handle: a secret never changes once written.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { serverSecrets } from '../db/schema/auth.ts';

/** The secret called `name` (32 random bytes, base64url), created on first use. */
export async function loadOrCreate(db: Executor, name: string): Promise<string> {
  // Two instances starting together both insert; the first wins and both read its value.
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (row === undefined) throw new Error(`Server secret ${name} could not be stored`);
  return row.value;
}

/** A secret read once per database handle (a secret never changes once written). */
function cachedSecret(name: string): (db: Executor) => Promise<string> {
  const cache = new WeakMap<Executor, Promise<string>>();
  return (db) => {
    let secret = cache.get(db);
    if (secret === undefined) {
      secret = loadOrCreate(db, name);
      cache.set(db, secret);
      secret.catch(() => cache.delete(db));
    }
    return secret;
  };
}

/** The HS256 key of access tokens. */
export const accessTokenKey = cachedSecret('access_token_hs256');

/** The HMAC key that derives a refresh token's successor from the token itself (./sessions.ts). */
export const refreshSuccessorKey = cachedSecret('refresh_successor_hmac');

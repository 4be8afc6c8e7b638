/**
 * API keys of an account (PRODUCT.md section 3). The secret is answered once; only its digest is stored.
 * A revoked key is gone for good (not listed, never valid again); an expired one is still listed, so the
 * director sees why an integration stopped, but it no longer counts towards the limit.
 */
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { ApiKeyScopeType, ApiKeyType } from '../../src/contract/calls/developers.ts';
import { type AccountLimit, assertBelowLimit, countRows } from '../db/account-limit.ts';
import type { Database, Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { type ApiKeyRow, apiKeys } from '../db/schema/developers.ts';
import { ApiError } from '../errors/api-error.ts';
import { apiKeyHash, newApiKeySecret } from './secrets.ts';

/** Usable keys per account: enough for one per environment and integration, few enough to audit. */
export const MAX_ACTIVE_API_KEYS = 10;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toApiKey(row: ApiKeyRow): ApiKeyType {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
    expires_at: iso(row.expiresAt),
  };
}

const usable = (now: Date) => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

function usableKeys(now: Date): AccountLimit {
  return {
    max: MAX_ACTIVE_API_KEYS,
    code: 'API_KEY_LIMIT_REACHED',
    count: (tx, accountId) => countRows(tx, apiKeys, and(eq(apiKeys.accountId, accountId), usable(now))),
  };
}

export function listApiKeys(db: Executor, accountId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export interface NewApiKey {
  readonly accountId: number;
  readonly createdBy: number;
  readonly name: string;
  readonly scopes: readonly ApiKeyScopeType[];
  readonly expiresAt: Date | null;
}

/** The new key's row and its secret, which is never available again. */
export function createApiKey(db: Database, key: NewApiKey, now: Date): Promise<{ row: ApiKeyRow; secret: string }> {
  if (key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime()) throw new ApiError('EXPIRY_IN_PAST');
  return db.transaction(async (tx) => {
    await assertBelowLimit(tx, key.accountId, usableKeys(now));
    const { secret, prefix, hash } = newApiKeySecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({ ...key, scopes: [...new Set(key.scopes)], prefix, secretHash: hash, createdAt: now })
      .returning();
    if (row === undefined) throw new Error('API key insert returned no row');
    return { row, secret };
  });
}

/** Revoking a key already revoked succeeds; another account's key is NOT_FOUND. */
export async function revokeApiKey(db: Executor, accountId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/**
 * `last_used_at` is written at most once a minute per key: an integration polling balances several times a
 * second would otherwise rewrite the key's row on every call (a write, a WAL record and a row lock per read,
 * and concurrent calls queuing on that lock), while the screen shows the moment to the minute anyway.
 */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Longer than any secret we issue (51 characters): not worth hashing, never a key. */
const MAX_SECRET_LENGTH = 128;

/**
 * The usable key a presented secret is, marked used (see LAST_USED_RESOLUTION_MS); null when it is unknown,
 * revoked or expired, or its account's owner is disabled (whose sessions are refused too).
 */
export async function findUsableApiKey(db: Executor, secret: string, now: Date): Promise<ApiKeyRow | null> {
  if (secret.length > MAX_SECRET_LENGTH) return null;
  const [found] = await db
    .select({ key: apiKeys })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.accountId))
    .where(and(eq(apiKeys.secretHash, apiKeyHash(secret)), usable(now), isNull(users.disabledAt)));
  if (found === undefined) return null;
  const { key } = found;
  const stale = key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
  if (!stale) return key;
  const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, since))));
  return { ...key, lastUsedAt: now };
}

/** The account a presented secret acts for, or null when it is unknown, revoked or expired; marks the key used. */
export async function authenticateApiKey(db: Executor, secret: string, now: Date): Promise<number | null> {
  return (await findUsableApiKey(db, secret, now))?.accountId ?? null;
}

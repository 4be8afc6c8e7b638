/**
 * Idempotency keys of money-moving calls (docs/API.md, "Idempotency"). The first request with a key claims
 * it (insert-or-nothing, so two instances cannot both claim it); its successful response is stored for
 * 24 hours and replayed to every repeat with the same request. A failed first attempt frees the key: nothing
 * happened, so the user may try again with the same intent.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { digest } from '../../auth/random.ts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/auth.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { SuccessStatus } from '../handler.ts';
import { canonicalJson } from './canonical-json.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/** Visible ASCII, like the IETF draft's examples (UUIDs, ULIDs). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** A user without a session (none in the contract today) shares one namespace. */
const ANONYMOUS = 0;

export interface JsonOutcome {
  readonly status: SuccessStatus;
  readonly body: unknown;
}

const SUCCESS_STATUSES: ReadonlySet<number> = new Set<SuccessStatus>([200, 201, 202]);

function storedStatus(status: number): SuccessStatus {
  if (!SUCCESS_STATUSES.has(status)) throw new Error(`Stored idempotent status ${status} is not a success`);
  return status as SuccessStatus;
}

export interface IdempotencyScope {
  readonly call: CallDefinition;
  readonly headers: Headers;
  readonly userId: number | null;
  /** The validated request, whose fingerprint a repeat must match. */
  readonly request: unknown;
  readonly db: Database;
  readonly now: Date;
}

type Claim = { claimed: true } | { claimed: false; outcome: JsonOutcome };

async function claimKey(scope: IdempotencyScope, userId: number, key: string, fingerprint: string): Promise<Claim> {
  const { db, now } = scope;
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  await db.delete(idempotencyKeys).where(and(mine, lte(idempotencyKeys.expiresAt, now)));
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEEP_MS);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint, createdAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db.select().from(idempotencyKeys).where(mine);
  // Freed by a failed first attempt in between: the key is free again.
  if (existing === undefined) return claimKey(scope, userId, key, fingerprint);
  if (existing.fingerprint !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  if (existing.statusCode === null) throw new ApiError('IDEMPOTENCY_IN_PROGRESS');
  return { claimed: false, outcome: { status: storedStatus(existing.statusCode), body: existing.response } };
}

/**
 * Run `execute` (which answers a success or throws) at most once per key; a repeat gets the stored outcome
 * with `replayed: true`.
 */
export async function withIdempotency(
  scope: IdempotencyScope,
  execute: () => Promise<JsonOutcome>,
): Promise<JsonOutcome & { replayed: boolean }> {
  const key = scope.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  const userId = scope.userId ?? ANONYMOUS;
  const fingerprint = digest(canonicalJson({ call: scope.call.name, request: scope.request }));
  const claim = await claimKey(scope, userId, key, fingerprint);
  if (!claim.claimed) return { ...claim.outcome, replayed: true };
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  try {
    const outcome = await execute();
    await scope.db.update(idempotencyKeys).set({ statusCode: outcome.status, response: outcome.body }).where(mine);
    return { ...outcome, replayed: false };
  } catch (error) {
    await scope.db.delete(idempotencyKeys).where(mine);
    throw error;
  }
}

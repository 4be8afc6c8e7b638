/**
 * Idempotency keys of money-moving calls (docs/API.md, "Idempotency"). A key names one intent on an
 * account's money, so keys are kept per money owner (the account the session acts on), not per person: the
 * same key from two members of one team is one intent, and the second gets the first's answer. The first
 * request with a key claims it (insert-or-nothing, so two instances cannot both claim it); its successful
 * response is stored for 24 hours and replayed to every repeat with the same request. A failed first
 * attempt frees the key: nothing happened, so the user may try again with the same intent.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/contract/rules.ts';
import { digest } from '../../auth/random.ts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/auth.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { SuccessStatus } from '../handler.ts';
import { canonicalJson } from './canonical-json.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/** A call without a session (none in the contract today) shares one namespace. */
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
  /** The account whose money the call moves (`AuthUser.accountId`); null without a session. */
  readonly ownerId: number | null;
  /** The validated request, whose fingerprint a repeat must match. */
  readonly request: unknown;
  readonly db: Database;
  readonly now: Date;
}

type Claim = { claimed: true } | { claimed: false; outcome: JsonOutcome };

function keyOf(ownerId: number, key: string) {
  return and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key));
}

async function claimKey(scope: IdempotencyScope, ownerId: number, key: string, fingerprint: string): Promise<Claim> {
  const { db, now } = scope;
  const mine = keyOf(ownerId, key);
  await db.delete(idempotencyKeys).where(and(mine, lte(idempotencyKeys.expiresAt, now)));
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEEP_MS);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ownerId, key, fingerprint, createdAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db.select().from(idempotencyKeys).where(mine);
  // Freed by a failed first attempt in between: the key is free again.
  if (existing === undefined) return claimKey(scope, ownerId, key, fingerprint);
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
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  const ownerId = scope.ownerId ?? ANONYMOUS;
  const fingerprint = digest(canonicalJson({ call: scope.call.name, request: scope.request }));
  const claim = await claimKey(scope, ownerId, key, fingerprint);
  if (!claim.claimed) return { ...claim.outcome, replayed: true };
  const mine = keyOf(ownerId, key);
  try {
    const outcome = await execute();
    await scope.db.update(idempotencyKeys).set({ statusCode: outcome.status, response: outcome.body }).where(mine);
    return { ...outcome, replayed: false };
  } catch (error) {
    await scope.db.delete(idempotencyKeys).where(mine);
    throw error;
  }
}

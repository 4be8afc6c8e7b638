import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { canonicalJson } from '../../../server/api/pipeline/canonical-json.ts';
import {
  IDEMPOTENCY_KEEP_MS,
  type IdempotencyScope,
  withIdempotency,
} from '../../../server/api/pipeline/idempotency.ts';
import { digest } from '../../../server/auth/random.ts';
import { startSession } from '../../../server/auth/sessions.ts';
import { issueWToken } from '../../../server/auth/w-tokens.ts';
import type { Database } from '../../../server/db/client.ts';
import { idempotencyKeys } from '../../../server/db/schema/auth.ts';
import { ApiError } from '../../../server/errors/api-error.ts';
import type { CallDefinition } from '../../../src/contract/define.ts';
import { createPerson, json, type SignedIn, signedIn } from './harness.ts';
import { type PipelineContext, usePipelineApi } from './pipeline-setup.ts';

interface Transfer {
  readonly key?: string;
  readonly amount?: string;
  readonly wToken?: string;
}

async function transferer(ctx: PipelineContext, signed?: SignedIn) {
  const who: SignedIn = signed ?? (await signedIn(ctx.api));
  const newWToken = async () =>
    (await issueWToken(ctx.api.handle.db, who.user.id, 'withdrawal', ctx.api.clock.now())).token;
  return async (transfer: Transfer = {}) => {
    const headers: Record<string, string> = { 'w-token': transfer.wToken ?? (await newWToken()) };
    if (transfer.key !== undefined) headers['idempotency-key'] = transfer.key;
    return ctx.api.call('POST', '/api/v1/transfers', {
      token: who.accessToken,
      body: { amount: transfer.amount ?? '100' },
      headers,
    });
  };
}

describe('pipeline: idempotency keys', () => {
  // Sessions that outlive the 24 hours a key is kept.
  const ctx = usePipelineApi({ env: { ACCESS_TOKEN_TTL_S: String(3 * 24 * 3600) } });

  it('requires the Idempotency-Key header on a money-moving call', async () => {
    const transfer = await transferer(ctx);
    const response = await transfer();
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(ctx.probe.transfers).toBe(0);
  });

  it('replays the first response and status to a repeat, without running the handler again or a new w-token', async () => {
    const transfer = await transferer(ctx);
    const first = await transfer({ key: 'intent-1' });
    const repeat = await transfer({ key: 'intent-1', wToken: 'already-spent-by-the-first' });
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(await json(repeat)).toEqual(await json(first));
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(ctx.probe.transfers).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const transfer = await transferer(ctx);
    await transfer({ key: 'intent-2' });
    const response = await transfer({ key: 'intent-2', amount: '999' });
    expect(response.status).toBe(422);
    expect((await json(response)).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 to a duplicate that arrives while the first is still running', async () => {
    const transfer = await transferer(ctx);
    let finish = () => {};
    ctx.probe.gate = new Promise((resolve) => {
      finish = resolve;
    });
    const first = transfer({ key: 'intent-3' });
    // Wait until the first request holds the key (its handler is blocked on the gate).
    const { idempotencyKeys } = await import('../../../server/db/schema/auth.ts');
    await expect
      .poll(async () => (await ctx.api.handle.db.select().from(idempotencyKeys)).some((row) => row.key === 'intent-3'))
      .toBe(true);
    const duplicate = await transfer({ key: 'intent-3' });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).code).toBe('IDEMPOTENCY_IN_PROGRESS');
    finish();
    expect((await first).status).toBe(201);
    expect(ctx.probe.transfers).toBe(1);
  });

  it('frees the key when the first attempt fails, so the same intent can be retried', async () => {
    const transfer = await transferer(ctx);
    ctx.probe.failWith = new ApiError('PROVIDER_UNAVAILABLE');
    expect((await transfer({ key: 'intent-4' })).status).toBe(503);
    ctx.probe.failWith = null;
    expect((await transfer({ key: 'intent-4' })).status).toBe(201);
    expect(ctx.probe.transfers).toBe(1);
  });

  it('keeps a key for 24 hours, then treats it as new', async () => {
    // docs/API.md promises 24 hours: the test below moves the clock by the constant, so pin the constant.
    expect(IDEMPOTENCY_KEEP_MS).toBe(24 * 3_600_000);
    const transfer = await transferer(ctx);
    await transfer({ key: 'intent-5' });
    ctx.api.clock.advance(IDEMPOTENCY_KEEP_MS - 1000);
    expect((await transfer({ key: 'intent-5' })).headers.get('idempotent-replayed')).toBe('true');
    ctx.api.clock.advance(1000);
    const after = await transfer({ key: 'intent-5' });
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(ctx.probe.transfers).toBe(2);
  });

  it('keeps keys per account: two accounts may use the same key', async () => {
    const mine = await transferer(ctx);
    const theirs = await transferer(ctx);
    await mine({ key: 'shared' });
    const response = await theirs({ key: 'shared', amount: '7' });
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(((await json(response)).data as { amount: string }).amount).toBe('7');
  });

  it('is one intent for the whole team: a second member with the same key gets the first answer', async () => {
    const director = await createPerson(ctx.api, { accountType: 'BUSINESS' });
    const member = async (role: 'DIRECTOR' | 'FINANCE') => {
      const user = role === 'DIRECTOR' ? director : await createPerson(ctx.api, { memberOnly: true });
      const grant = { userId: user.id, accountId: director.id, role };
      const tokens = await startSession(ctx.api.handle.db, ctx.api.config, grant, ctx.api.clock.now(), null);
      return transferer(ctx, { user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    };
    const [byDirector, byFinance] = [await member('DIRECTOR'), await member('FINANCE')];
    const before = ctx.probe.transfers;
    const first = await byDirector({ key: 'team-intent' });
    const second = await byFinance({ key: 'team-intent' });
    expect([first.status, second.status, second.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    expect(await json(second)).toEqual(await json(first));
    expect(ctx.probe.transfers).toBe(before + 1);
    expect((await byFinance({ key: 'team-intent', amount: '5' })).status).toBe(422);
  });
});

describe('withIdempotency against the table itself', () => {
  const ctx = usePipelineApi();
  const OWNER = 990_001;
  const call = { name: 'createTransfer' } as CallDefinition;
  const request = { amount: '100' };
  const scope = (db: Database, key: string): IdempotencyScope => ({
    call,
    headers: new Headers({ 'idempotency-key': key }),
    ownerId: OWNER,
    request,
    db,
    now: ctx.api.clock.now(),
  });
  const row = (key: string, statusCode: number | null) => ({
    ownerId: OWNER,
    key,
    fingerprint: digest(canonicalJson({ call: call.name, request })),
    statusCode,
    response: statusCode === null ? null : { data: 'stored' },
    createdAt: ctx.api.clock.now(),
    expiresAt: new Date(ctx.api.clock.now().getTime() + IDEMPOTENCY_KEEP_MS),
  });

  it('claims a key that a failed first attempt freed between this claim and its read of the key', async () => {
    const db = ctx.api.handle.db;
    // The first attempt holds the key, so this request's insert finds it taken…
    await db.insert(idempotencyKeys).values(row('raced', null));
    let raced = false;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === 'select' && !raced) {
          raced = true;
          // …and the first attempt fails and frees the key just before this request reads it.
          return () => ({
            from: (table: typeof idempotencyKeys) => ({
              where: async (condition: Parameters<ReturnType<ReturnType<Database['select']>['from']>['where']>[0]) => {
                await target
                  .delete(idempotencyKeys)
                  .where(and(eq(idempotencyKeys.ownerId, OWNER), eq(idempotencyKeys.key, 'raced')));
                return target.select().from(table).where(condition);
              },
            }),
          });
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const execute = vi.fn(async () => ({ status: 201 as const, body: { data: 'mine' } }));
    await expect(withIdempotency(scope(racing, 'raced'), execute)).resolves.toEqual({
      status: 201,
      body: { data: 'mine' },
      replayed: false,
    });
    expect(raced).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('never replays a stored answer that is not a success', async () => {
    const db = ctx.api.handle.db;
    await db.insert(idempotencyKeys).values(row('stored-failure', 500));
    const execute = vi.fn(async () => ({ status: 201 as const, body: {} }));
    await expect(withIdempotency(scope(db, 'stored-failure'), execute)).rejects.toThrow(/status 500 is not a success/);
    expect(execute).not.toHaveBeenCalled();
  });

  it('replays a stored success with its status', async () => {
    const db = ctx.api.handle.db;
    await db.insert(idempotencyKeys).values(row('stored-success', 202));
    const execute = vi.fn(async () => ({ status: 201 as const, body: {} }));
    await expect(withIdempotency(scope(db, 'stored-success'), execute)).resolves.toEqual({
      status: 202,
      body: { data: 'stored' },
      replayed: true,
    });
    expect(execute).not.toHaveBeenCalled();
  });
});

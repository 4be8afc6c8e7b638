import { describe, expect, it } from 'vitest';
import { issueWToken, W_TOKEN_TTL_MS } from '../../../server/auth/w-tokens.ts';
import { ApiError } from '../../../server/errors/api-error.ts';
import { json, type SignedIn, signedIn } from './harness.ts';
import { type PipelineContext, usePipelineApi } from './pipeline-setup.ts';

async function wToken(ctx: PipelineContext, who: SignedIn, purpose: 'update_profile' | 'withdrawal') {
  return (await issueWToken(ctx.api.handle.db, who.user.id, purpose, ctx.api.clock.now())).token;
}

function confirm(ctx: PipelineContext, who: SignedIn, token?: string) {
  return ctx.api.call('PUT', '/api/v1/confirm', {
    token: who.accessToken,
    body: { ok: true },
    ...(token === undefined ? {} : { headers: { 'w-token': token } }),
  });
}

async function codeOf(response: Response): Promise<[number, unknown]> {
  return [response.status, (await json(response)).code];
}

describe('pipeline: w-token', () => {
  const ctx = usePipelineApi();

  it('requires the header', async () => {
    const who = await signedIn(ctx.api);
    expect(await codeOf(await confirm(ctx, who))).toEqual([403, 'W_TOKEN_REQUIRED']);
  });

  it('accepts a token for this purpose and user once, then refuses it', async () => {
    const who = await signedIn(ctx.api);
    const token = await wToken(ctx, who, 'update_profile');
    expect((await confirm(ctx, who, token)).status).toBe(200);
    expect(await codeOf(await confirm(ctx, who, token))).toEqual([403, 'W_TOKEN_INVALID']);
  });

  it('refuses an unknown token, one for another purpose and one issued to another user', async () => {
    const who = await signedIn(ctx.api);
    const someoneElse = await signedIn(ctx.api);
    expect(await codeOf(await confirm(ctx, who, 'made-up'))).toEqual([403, 'W_TOKEN_INVALID']);
    expect(await codeOf(await confirm(ctx, who, await wToken(ctx, who, 'withdrawal')))).toEqual([
      403,
      'W_TOKEN_INVALID',
    ]);
    const theirs = await wToken(ctx, someoneElse, 'update_profile');
    expect(await codeOf(await confirm(ctx, who, theirs))).toEqual([403, 'W_TOKEN_INVALID']);
    expect((await confirm(ctx, someoneElse, theirs)).status).toBe(200);
  });

  it('refuses a token after its five minutes', async () => {
    const who = await signedIn(ctx.api);
    const token = await wToken(ctx, who, 'update_profile');
    ctx.api.clock.advance(W_TOKEN_TTL_MS);
    expect(await codeOf(await confirm(ctx, who, token))).toEqual([403, 'W_TOKEN_INVALID']);
  });

  it('gives the token back when the call fails, so it can be used for the corrected request', async () => {
    const who = await signedIn(ctx.api);
    const token = await wToken(ctx, who, 'withdrawal');
    ctx.probe.failWith = new ApiError('INSUFFICIENT_BALANCE');
    const transfer = (key: string) =>
      ctx.api.call('POST', '/api/v1/transfers', {
        token: who.accessToken,
        body: { amount: '5' },
        headers: { 'w-token': token, 'idempotency-key': key },
      });
    expect(await codeOf(await transfer('first'))).toEqual([422, 'INSUFFICIENT_BALANCE']);
    ctx.probe.failWith = null;
    expect((await transfer('second')).status).toBe(201);
    expect(await codeOf(await transfer('third'))).toEqual([403, 'W_TOKEN_INVALID']);
  });
});

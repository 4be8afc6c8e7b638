import { describe, expect, it } from 'vitest';
import { revokeSession } from '../../../server/auth/sessions.ts';
import { json, signedIn } from './harness.ts';
import { usePipelineApi } from './pipeline-setup.ts';

const body = { name: 'Ann', amount: '10' };

describe('pipeline: signature, authentication, roles', () => {
  const ctx = usePipelineApi();

  it('refuses a signed client request without a signature before looking at the token', async () => {
    const response = await ctx.api.call('POST', '/api/v1/echo', { unsigned: true, body });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ status: false, code: 'SIGNATURE_INVALID' });
  });

  it('refuses a signature made for another path', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const response = await ctx.api.call('POST', '/api/v1/echo', {
      token: accessToken,
      body,
      headers: { 'x-signature': 'not-it', 'x-timestamp': String(ctx.api.clock.now().getTime()) },
    });
    expect((await json(response)).code).toBe('SIGNATURE_INVALID');
  });

  it('refuses a timestamp more than five minutes away from the server clock', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const timestamp = String(ctx.api.clock.now().getTime() - 301_000);
    const url = 'http://campay.test/api/v1/echo';
    const { sign } = await import('../../../src/lib/http/signature.ts');
    const response = await ctx.api.call('POST', '/api/v1/echo', {
      token: accessToken,
      body,
      headers: { 'x-timestamp': timestamp, 'x-signature': sign(timestamp, 'POST', url) },
    });
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe('TIMESTAMP_STALE');
  });

  it('needs no signature from an unsigned client (v2)', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const response = await ctx.api.call('GET', '/api/v2/whoami', { unsigned: true, token: accessToken });
    expect(await json(response)).toEqual({ status: true, data: { role: 'DIRECTOR' } });
  });

  it('answers UNAUTHENTICATED without a token, or with one that is not ours', async () => {
    const missing = await ctx.api.call('POST', '/api/v1/echo', { body });
    const forged = await ctx.api.call('POST', '/api/v1/echo', { body, token: 'eyJhbGciOiJub25lIn0.e30.' });
    expect([missing.status, forged.status]).toEqual([401, 401]);
    expect([(await json(missing)).code, (await json(forged)).code]).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('answers TOKEN_EXPIRED once the access token lifetime has passed on the server clock', async () => {
    const { accessToken } = await signedIn(ctx.api);
    ctx.api.clock.advance(ctx.api.config.accessTokenTtlS * 1000 - 1000);
    expect((await ctx.api.call('POST', '/api/v1/echo', { token: accessToken, body })).status).toBe(200);
    ctx.api.clock.advance(1000);
    const response = await ctx.api.call('POST', '/api/v1/echo', { token: accessToken, body });
    expect(response.status).toBe(401);
    expect((await json(response)).code).toBe('TOKEN_EXPIRED');
  });

  it('answers SESSION_EXPIRED for an unexpired token of a revoked session', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const { verifyAccessToken } = await import('../../../server/auth/access-token.ts');
    const { accessTokenKey } = await import('../../../server/auth/secrets.ts');
    const check = verifyAccessToken(
      accessToken,
      await accessTokenKey(ctx.api.handle.db),
      ctx.api.clock.now().getTime(),
    );
    if (!check.ok) throw new Error('token should verify');
    await revokeSession(ctx.api.handle.db, check.claims.sid, ctx.api.clock.now());
    const response = await ctx.api.call('POST', '/api/v1/echo', { token: accessToken, body });
    expect((await json(response)).code).toBe('SESSION_EXPIRED');
  });

  it('refuses a role the entry does not list, before validating the body', async () => {
    const seller = await signedIn(ctx.api, 'SELLER');
    const response = await ctx.api.call('POST', '/api/v1/echo', { token: seller.accessToken, body: {} });
    expect(response.status).toBe(403);
    expect((await json(response)).code).toBe('FORBIDDEN');
  });

  it('lets a team member act on the director account', async () => {
    const finance = await signedIn(ctx.api, 'FINANCE');
    const response = await ctx.api.call('POST', '/api/v1/echo', { token: finance.accessToken, body });
    const { data } = (await json(response)) as { data: { user_id: number; account_id: number } };
    expect(data.user_id).toBe(finance.user.id);
    expect(data.account_id).not.toBe(finance.user.id);
  });
});

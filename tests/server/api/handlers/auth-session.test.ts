import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../../../server/auth/sessions.ts';
import { json } from '../harness.ts';
import { register, type Tokens, useAuthApi } from './auth-setup.ts';

describe('GET /refresh-token and DELETE /logout', () => {
  const ctx = useAuthApi();

  const refresh = (token?: string) =>
    ctx.api.call('GET', '/api/v1/refresh-token', token === undefined ? {} : { token });
  const logout = (token: string) => ctx.api.call('DELETE', '/api/v1/logout', { token });
  const codeOf = async (response: Response) => [response.status, (await json(response)).code];

  it('exchanges a refresh token for a new pair that works', async () => {
    const { tokens } = await register(ctx.api);
    ctx.api.clock.advance(60_000);
    const response = await refresh(tokens.refresh_token);
    const fresh = (await json(response)).data as Tokens;
    expect(fresh.refresh_token).not.toBe(tokens.refresh_token);
    expect(fresh).toMatchObject({ role: 'director', server_time: ctx.api.clock.now().toISOString() });
    expect((await logout(fresh.access_token)).status).toBe(200);
  });

  it('treats a second use of a refresh token after the grace as theft: refuses it and ends the whole session', async () => {
    const { tokens } = await register(ctx.api);
    const fresh = (await json(await refresh(tokens.refresh_token))).data as Tokens;
    ctx.api.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect(await codeOf(await refresh(tokens.refresh_token))).toEqual([401, 'SESSION_EXPIRED']);
    expect(await codeOf(await refresh(fresh.refresh_token))).toEqual([401, 'SESSION_EXPIRED']);
    expect(await codeOf(await logout(fresh.access_token))).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('refuses an expired, unknown or missing refresh token', async () => {
    const { tokens } = await register(ctx.api);
    expect(await codeOf(await refresh('not-a-token'))).toEqual([401, 'SESSION_EXPIRED']);
    expect(await codeOf(await refresh())).toEqual([401, 'UNAUTHENTICATED']);
    ctx.api.clock.advance(ctx.api.config.refreshTokenTtlS * 1000);
    expect(await codeOf(await refresh(tokens.refresh_token))).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('ends the session on logout: its access and refresh tokens stop working at once', async () => {
    const { tokens } = await register(ctx.api);
    expect(await json(await logout(tokens.access_token))).toEqual({ status: true });
    expect(await codeOf(await logout(tokens.access_token))).toEqual([401, 'SESSION_EXPIRED']);
    expect(await codeOf(await refresh(tokens.refresh_token))).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('ends only the session signed out, not the same person on another device', async () => {
    const { email, tokens } = await register(ctx.api);
    const other = await ctx.api.call('POST', '/api/v1/login', { body: { email, password: 'Correct-horse-42' } });
    const otherTokens = (await json(other)).data as Tokens;
    await logout(tokens.access_token);
    expect((await refresh(otherTokens.refresh_token)).status).toBe(200);
  });
});

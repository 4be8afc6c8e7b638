import { describe, expect, it } from 'vitest';
import { json } from '../harness.ts';
import { freshEmail, latestCode, messagesTo, PASSWORD, post, register, type Tokens, useAuthApi } from './auth-setup.ts';

const NEW_PASSWORD = 'Another-long-secret-7';

describe('password reset: /forgot-password → /verify-reset-request → /reset-password', () => {
  const ctx = useAuthApi();

  async function wTokenFor(email: string): Promise<string> {
    await post(ctx.api, '/forgot-password', { email });
    const verified = await post(ctx.api, '/verify-reset-request', { email, code: await latestCode(ctx.api, email) });
    return ((await json(verified)).data as { w_token: string }).w_token;
  }

  const reset = (email: string, wToken: string | null, newPassword = NEW_PASSWORD) =>
    ctx.api.call('POST', '/api/v1/reset-password', {
      body: { email, new_password: newPassword },
      ...(wToken === null ? {} : { headers: { 'w-token': wToken } }),
    });

  it('sets the new password, ends every session and tells the owner', async () => {
    const { email, tokens } = await register(ctx.api);
    const response = await reset(email, await wTokenFor(email));
    expect(await json(response)).toEqual({ status: true });
    const refresh = await ctx.api.call('GET', '/api/v1/refresh-token', { token: tokens.refresh_token });
    expect((await json(refresh)).code).toBe('SESSION_EXPIRED');
    expect((await post(ctx.api, '/login', { email, password: PASSWORD })).status).toBe(401);
    const signIn = await post(ctx.api, '/login', { email, password: NEW_PASSWORD });
    expect(((await json(signIn)).data as Tokens).access_token).toEqual(expect.any(String));
    const [notice] = await messagesTo(ctx.api, email);
    expect(notice).toMatchObject({ subject: 'Your CamPay password was changed', code: null });
  });

  it('answers an unknown email exactly like a known one, and sends it nothing', async () => {
    const email = freshEmail();
    const known = await register(ctx.api);
    const unknownAnswer = await json(await post(ctx.api, '/forgot-password', { email }));
    const knownAnswer = await json(await post(ctx.api, '/forgot-password', { email: known.email }));
    expect(Object.keys(unknownAnswer.data as object)).toEqual(Object.keys(knownAnswer.data as object));
    expect(unknownAnswer.data).toEqual(knownAnswer.data);
    expect(await messagesTo(ctx.api, email)).toEqual([]);
    const resend = await post(ctx.api, '/forgot-password', { email });
    expect((await json(resend)).code).toBe('OTP_RESEND_TOO_SOON');
    const guess = await post(ctx.api, '/verify-reset-request', { email, code: '123456' });
    expect((await json(guess)).code).toBe('INVALID_OTP');
  });

  it('refuses a missing w-token, one for another email, and one already used', async () => {
    const first = await register(ctx.api);
    const second = await register(ctx.api);
    expect((await json(await reset(first.email, null))).code).toBe('W_TOKEN_REQUIRED');
    const token = await wTokenFor(first.email);
    expect((await json(await reset(second.email, token))).code).toBe('W_TOKEN_INVALID');
    expect((await reset(first.email, token)).status).toBe(200);
    expect((await json(await reset(first.email, token))).code).toBe('W_TOKEN_INVALID');
  });

  it('refuses a weak new password and keeps the w-token usable for a better one', async () => {
    const { email } = await register(ctx.api);
    const token = await wTokenFor(email);
    const weak = await reset(email, token, 'qwertyuiop');
    expect(await json(weak)).toMatchObject({ code: 'WEAK_PASSWORD', errors: { new_password: [expect.any(String)] } });
    expect((await reset(email, token)).status).toBe(200);
  });
});

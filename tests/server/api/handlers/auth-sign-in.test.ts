import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../../server/auth/totp.ts';
import { teamMembers, users } from '../../../../server/db/schema/auth.ts';
import { createPerson, json, teamMember } from '../harness.ts';
import { freshEmail, latestCode, messagesTo, PASSWORD, post, useAuthApi } from './auth-setup.ts';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('POST /login and /delegation/accounts/login', () => {
  const ctx = useAuthApi();

  it('signs in with any letter case of the email and answers tokens, role and the server time', async () => {
    const user = await createPerson(ctx.api);
    const response = await post(ctx.api, '/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    const { data } = (await json(response)) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      two_factor_status: 'INACTIVE',
      two_factor_verification_status: 'NOT_REQUIRED',
      two_factor_method: null,
      role: 'director',
      server_time: ctx.api.clock.now().toISOString(),
      access_expired_at: new Date(ctx.api.clock.now().getTime() + 900_000).toISOString(),
    });
    const logout = await ctx.api.call('DELETE', '/api/v1/logout', { token: data.access_token as string });
    expect(logout.status).toBe(200);
  });

  it('answers the same INVALID_CREDENTIALS for a wrong password and an unknown email', async () => {
    const user = await createPerson(ctx.api);
    const wrong = await post(ctx.api, '/login', { email: user.email, password: 'not-the-password' });
    const unknown = await post(ctx.api, '/login', { email: freshEmail(), password: PASSWORD }, 'vi');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await json(wrong)).toEqual({
      status: false,
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is incorrect.',
    });
    expect((await json(unknown)).message).toBe('Email hoặc mật khẩu không đúng.');
  });

  it('locks an email out for the rest of the 15-minute window after 5 wrong passwords, with Retry-After', async () => {
    const user = await createPerson(ctx.api);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post(ctx.api, '/login', { email: user.email, password: 'wrong-password' })).status).toBe(401);
    }
    const locked = await post(ctx.api, '/login', { email: user.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    const body = await json(locked);
    expect(body.code).toBe('RATE_LIMITED');
    expect(locked.headers.get('retry-after')).toBe(String(body.retry_after));
    ctx.api.clock.advance((body.retry_after as number) * 1000);
    expect((await post(ctx.api, '/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('with EMAIL 2FA for LOGIN: answers PENDING and emails a code, then signs in with it', async () => {
    const user = await createPerson(ctx.api, {
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'EMAIL',
      twoFactorEnableFor: ['LOGIN'],
    });
    const first = await post(ctx.api, '/login', { email: user.email, password: PASSWORD });
    expect((await json(first)).data).toEqual({
      two_factor_status: 'ACTIVE',
      two_factor_verification_status: 'PENDING',
      two_factor_method: 'EMAIL',
      server_time: ctx.api.clock.now().toISOString(),
    });
    const code = await latestCode(ctx.api, user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(ctx.api, '/login', { email: user.email, password: PASSWORD, code: wrongCode });
    expect((await json(wrong)).code).toBe('INVALID_OTP');
    const second = await post(ctx.api, '/login', { email: user.email, password: PASSWORD, code });
    expect((await json(second)).data).toMatchObject({ two_factor_verification_status: 'VERIFIED', role: 'director' });
  });

  it('with an authenticator app: sends nothing, accepts the current code once', async () => {
    const user = await createPerson(ctx.api, {
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'AUTHENTICATOR_APP',
      twoFactorEnableFor: ['LOGIN', 'WITHDRAWAL'],
      totpSecret: TOTP_SECRET,
    });
    const pending = await post(ctx.api, '/login', { email: user.email, password: PASSWORD });
    expect((await json(pending)).data).toMatchObject({ two_factor_verification_status: 'PENDING' });
    expect(await messagesTo(ctx.api, user.email)).toEqual([]);
    const code = totpCode(TOTP_SECRET, ctx.api.clock.now().getTime());
    const signedIn = await post(ctx.api, '/login', { email: user.email, password: PASSWORD, code });
    expect((await json(signedIn)).data).toMatchObject({
      two_factor_verification_status: 'VERIFIED',
      two_factor_method: 'AUTHENTICATOR_APP',
    });
    const replay = await post(ctx.api, '/login', { email: user.email, password: PASSWORD, code });
    expect((await json(replay)).code).toBe('INVALID_OTP');
  });

  it('refuses a disabled account', async () => {
    const user = await createPerson(ctx.api);
    await ctx.api.handle.db.update(users).set({ disabledAt: ctx.api.clock.now() }).where(eq(users.id, user.id));
    const response = await post(ctx.api, '/login', { email: user.email, password: PASSWORD });
    expect([response.status, (await json(response)).code]).toEqual([403, 'ACCOUNT_DISABLED']);
  });

  it('signs a team member in to the director account with their team role', async () => {
    const director = await createPerson(ctx.api, { accountType: 'BUSINESS' });
    const member = await teamMember(ctx.api, director, 'FINANCE');
    for (const path of ['/delegation/accounts/login', '/login']) {
      const response = await post(ctx.api, path, { email: member.email, password: PASSWORD });
      expect((await json(response)).data).toMatchObject({ role: 'financial' });
    }
    const [membership] = await ctx.api.handle.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.memberUserId, member.id));
    expect(membership?.lastSignInAt).toEqual(ctx.api.clock.now());
  });

  it('refuses the team sign-in to a pending invitation and to someone in no team', async () => {
    const director = await createPerson(ctx.api, { accountType: 'BUSINESS' });
    const invited = await teamMember(ctx.api, director, 'SELLER', 'INVITED');
    const pending = await post(ctx.api, '/delegation/accounts/login', { email: invited.email, password: PASSWORD });
    expect([pending.status, (await json(pending)).code]).toEqual([403, 'INVITATION_PENDING']);
    const loner = await createPerson(ctx.api);
    const none = await post(ctx.api, '/delegation/accounts/login', { email: loner.email, password: PASSWORD });
    expect([none.status, (await json(none)).code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });
});

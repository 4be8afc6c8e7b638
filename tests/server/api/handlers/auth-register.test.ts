import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from '../../../../server/auth/otp.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '../../../../server/auth/verified-emails.ts';
import { users } from '../../../../server/db/schema/auth.ts';
import { json } from '../harness.ts';
import {
  freshEmail,
  latestCode,
  messagesTo,
  PASSWORD,
  post,
  register,
  registration,
  useAuthApi,
  verifyEmail,
} from './auth-setup.ts';

describe('email and SMS codes', () => {
  const ctx = useAuthApi();

  it('emails a 6-digit code that expires in 5 minutes and may be resent after 60 seconds', async () => {
    const email = freshEmail();
    const response = await post(ctx.api, '/otp/send-mail', { email }, 'vi');
    const now = ctx.api.clock.now().getTime();
    expect((await json(response)).data).toEqual({
      resend_at: new Date(now + OTP_RESEND_MS).toISOString(),
      expires_at: new Date(now + OTP_TTL_MS).toISOString(),
    });
    const [message] = await messagesTo(ctx.api, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Xác minh email CamPay của bạn' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
  });

  it('refuses a resend within 60 seconds, then replaces the old code', async () => {
    const email = freshEmail();
    await post(ctx.api, '/otp/send-mail', { email });
    const first = await latestCode(ctx.api, email);
    ctx.api.clock.advance(OTP_RESEND_MS - 20_000);
    const early = await post(ctx.api, '/otp/send-mail', { email });
    expect(early.status).toBe(429);
    expect(await json(early)).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retry_after: 20 });
    expect(early.headers.get('retry-after')).toBe('20');
    ctx.api.clock.advance(20_000);
    expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
    const second = await latestCode(ctx.api, email);
    if (first !== second) {
      expect((await json(await post(ctx.api, '/otp/verify-mail', { email, code: first }))).code).toBe('INVALID_OTP');
    }
    expect((await post(ctx.api, '/otp/verify-mail', { email, code: second })).status).toBe(200);
  });

  it('sends at most 5 codes an hour to one destination', async () => {
    const email = freshEmail();
    for (let send = 0; send < 5; send++) {
      expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
      ctx.api.clock.advance(OTP_RESEND_MS);
    }
    const sixth = await post(ctx.api, '/otp/send-mail', { email });
    expect([sixth.status, (await json(sixth)).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts wrong codes: the fifth wrong try ends the code, even for the right code after it', async () => {
    const email = freshEmail();
    await post(ctx.api, '/otp/send-mail', { email });
    const code = await latestCode(ctx.api, email);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      answers.push((await json(await post(ctx.api, '/otp/verify-mail', { email, code: wrong }))).code);
    }
    expect(answers).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'OTP_TOO_MANY_ATTEMPTS']);
    expect((await json(await post(ctx.api, '/otp/verify-mail', { email, code }))).code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await post(ctx.api, '/otp/send-mail', { email });
    ctx.api.clock.advance(OTP_TTL_MS);
    const response = await post(ctx.api, '/otp/verify-mail', { email, code: await latestCode(ctx.api, email) });
    expect((await json(response)).code).toBe('OTP_EXPIRED');
  });

  it('counts an email as verified for 30 minutes', async () => {
    const email = freshEmail();
    const verified = async () =>
      ((await json(await post(ctx.api, '/otp/is-mail-verified', { email }))).data as { verified: boolean }).verified;
    expect(await verified()).toBe(false);
    await verifyEmail(ctx.api, email);
    expect(await verified()).toBe(true);
    ctx.api.clock.advance(EMAIL_VERIFICATION_TTL_MS);
    expect(await verified()).toBe(false);
  });

  it('texts a phone code', async () => {
    const response = await post(ctx.api, '/otp/send-sms', { calling_code: '+84', phone_number: '901234567' });
    expect(response.status).toBe(200);
    const [message] = await messagesTo(ctx.api, '+84901234567');
    expect(message).toMatchObject({ channel: 'sms' });
    expect(message?.code).toMatch(/^\d{6}$/);
  });
});

describe('POST /register and /is-registered', () => {
  const ctx = useAuthApi();

  it('creates a signed-in account for a verified email, with a hashed password', async () => {
    const { email, tokens } = await register(ctx.api);
    expect(tokens).toMatchObject({ role: 'director', two_factor_verification_status: 'NOT_REQUIRED' });
    const [user] = await ctx.api.handle.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ accountType: 'INDIVIDUAL', tier: 'STANDARD', kycLevel: 0, callingCode: '+84' });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    const lookup = await post(ctx.api, '/is-registered', { email: email.toUpperCase() });
    expect((await json(lookup)).data).toEqual({ is_registered: true });
  });

  it('refuses an email that was not verified, and one that is taken', async () => {
    const email = freshEmail();
    const unverified = await post(ctx.api, '/register', registration(email));
    expect([unverified.status, (await json(unverified)).code]).toEqual([422, 'EMAIL_NOT_VERIFIED']);
    await register(ctx.api, email);
    await verifyEmail(ctx.api, email);
    const taken = await post(ctx.api, '/register', registration(email));
    expect([taken.status, (await json(taken)).code]).toEqual([409, 'EMAIL_TAKEN']);
  });

  it('refuses a common password or the email as password, naming the field, in Vietnamese', async () => {
    const email = freshEmail();
    await verifyEmail(ctx.api, email);
    const common = await post(ctx.api, '/register', registration(email, { password: 'Password123' }), 'vi');
    expect(await json(common)).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'Vui lòng chọn mật khẩu mạnh hơn.',
      errors: { password: ['Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.'] },
    });
    const own = await post(ctx.api, '/register', registration(email, { password: email }));
    expect((await json(own)).errors).toEqual({ password: ['Your password must not be your email address.'] });
  });

  it('links a referral code and refuses an unknown one', async () => {
    const referrer = await register(ctx.api);
    const [row] = await ctx.api.handle.db.select().from(users).where(eq(users.email, referrer.email));
    const email = freshEmail();
    await verifyEmail(ctx.api, email);
    const unknown = await post(ctx.api, '/register', registration(email, { referral_code: 'NOPE2345' }));
    expect((await json(unknown)).errors).toEqual({ referral_code: ['This referral code does not exist.'] });
    const linked = await post(
      ctx.api,
      '/register',
      registration(email, { referral_code: row?.referralCode.toLowerCase() }),
    );
    expect(linked.status).toBe(200);
    const [user] = await ctx.api.handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.referredBy).toBe(row?.id);
  });

  it('limits how often one address may ask whether emails are registered', async () => {
    for (let lookup = 0; lookup < 30; lookup++) {
      expect((await post(ctx.api, '/is-registered', { email: freshEmail() })).status).toBe(200);
    }
    const response = await post(ctx.api, '/is-registered', { email: freshEmail() });
    expect([response.status, (await json(response)).code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('POST /register with an onUserCreated hook', () => {
  let fail = true;
  const created: number[] = [];
  const ctx = useAuthApi({
    onUserCreated: async (_tx, user) => {
      created.push(user.id);
      if (fail) throw new Error('wallets unavailable');
    },
  });

  it('runs the hook in the registration transaction: a failing hook leaves no account', async () => {
    const email = freshEmail();
    await verifyEmail(ctx.api, email);
    expect((await post(ctx.api, '/register', registration(email))).status).toBe(500);
    expect(await ctx.api.handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    fail = false;
    expect((await post(ctx.api, '/register', registration(email))).status).toBe(200);
    const [user] = await ctx.api.handle.db.select().from(users).where(eq(users.email, email));
    expect(created.at(-1)).toBe(user?.id);
  });
});

import { describe, expect, it } from 'vitest';
import { createDevEmailVerificationExpiryApp } from '../../../server/dev/email-verification-expiry.ts';
import { freshEmail, post, registration, useAuthApi, verifyEmail } from '../api/handlers/auth-setup.ts';
import { json } from '../api/harness.ts';

describe('POST /__dev/email-verification-expiry', () => {
  const ctx = useAuthApi();
  const app = (demo: boolean) =>
    createDevEmailVerificationExpiryApp({ db: ctx.api.handle.db, config: { demo }, clock: ctx.api.clock });

  async function lapse(demo: boolean, body: unknown): Promise<{ status: number; body: { code?: string } }> {
    const response = await app(demo).request('/__dev/email-verification-expiry', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as { code?: string } };
  }

  async function verified(email: string): Promise<boolean> {
    const answer = (await json(await post(ctx.api, '/otp/is-mail-verified', { email }))) as {
      data: { verified: boolean };
    };
    return answer.data.verified;
  }

  it('lapses a verified email now: it reads unverified and registering answers EMAIL_NOT_VERIFIED', async () => {
    const email = freshEmail();
    await verifyEmail(ctx.api, email);
    expect(await verified(email)).toBe(true);
    expect(await lapse(true, { email: email.toUpperCase() })).toEqual({ status: 200, body: { status: true } });
    expect(await verified(email)).toBe(false);
    const refused = await post(ctx.api, '/register', registration(email));
    expect([refused.status, (await json(refused)).code]).toEqual([422, 'EMAIL_NOT_VERIFIED']);
    // Verifying again makes the address good for another 30 minutes.
    await verifyEmail(ctx.api, email);
    expect((await post(ctx.api, '/register', registration(email))).status).toBe(200);
  });

  it('answers EMAIL_NOT_VERIFIED for an address with no verification, 422 for a bad body', async () => {
    expect(await lapse(true, { email: freshEmail() })).toMatchObject({
      status: 422,
      body: { code: 'EMAIL_NOT_VERIFIED' },
    });
    for (const body of ['not json', {}, { email: 'not-an-email' }]) {
      expect(await lapse(true, body)).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('does not exist outside demo mode', async () => {
    const email = freshEmail();
    await verifyEmail(ctx.api, email);
    expect((await lapse(false, { email })).status).toBe(404);
    expect(await verified(email)).toBe(true);
  });
});

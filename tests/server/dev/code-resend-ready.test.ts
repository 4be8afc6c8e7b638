import { describe, expect, it } from 'vitest';
import { createDevCodeResendReadyApp } from '../../../server/dev/code-resend-ready.ts';
import { freshEmail, latestCode, post, useAuthApi } from '../api/handlers/auth-setup.ts';
import { json } from '../api/harness.ts';

describe('POST /__dev/code-resend-ready', () => {
  const ctx = useAuthApi();
  const app = (demo: boolean) =>
    createDevCodeResendReadyApp({ db: ctx.api.handle.db, config: { demo }, clock: ctx.api.clock });

  async function ready(demo: boolean, body: unknown): Promise<{ status: number; body: { code?: string } }> {
    const response = await app(demo).request('/__dev/code-resend-ready', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as { code?: string } };
  }

  it("lets a new code be sent at once, as if the last code's minute had passed", async () => {
    const email = freshEmail();
    expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
    const early = await post(ctx.api, '/otp/send-mail', { email });
    expect([early.status, (await json(early)).code]).toEqual([429, 'OTP_RESEND_TOO_SOON']);
    const first = await latestCode(ctx.api, email);

    expect(await ready(true, { email: email.toUpperCase() })).toEqual({ status: 200, body: { status: true } });
    expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
    const second = await latestCode(ctx.api, email);
    expect(second).not.toBe(first);
    // The new code replaced the old one.
    const stale = await post(ctx.api, '/otp/verify-mail', { email, code: first });
    expect((await json(stale)).code).toBe('INVALID_OTP');
    expect((await post(ctx.api, '/otp/verify-mail', { email, code: second })).status).toBe(200);
  });

  it('answers CHALLENGE_NOT_FOUND when the address has no open code, and does not exist outside demo mode', async () => {
    expect(await ready(true, { email: freshEmail() })).toMatchObject({
      status: 422,
      body: { code: 'CHALLENGE_NOT_FOUND' },
    });
    const email = freshEmail();
    expect((await post(ctx.api, '/otp/send-mail', { email })).status).toBe(200);
    expect((await ready(false, { email })).status).toBe(404);
    const early = await post(ctx.api, '/otp/send-mail', { email });
    expect((await json(early)).code).toBe('OTP_RESEND_TOO_SOON');
  });
});

import { describe, expect, it } from 'vitest';
import { latestMessages } from '../../../server/auth/outbox.ts';
import { generateTotpSecret, totpCode } from '../../../server/auth/totp.ts';
import { claimWToken } from '../../../server/auth/w-tokens.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from './account-session.ts';

type Body = { data: Record<string, string | null>; code?: string };

describe('w-token verifications', () => {
  const context = useHandlerApi();

  async function post(path: string, token: string, body: unknown) {
    const response = await context.api.call('POST', `/api/v1${path}`, { token, body });
    return { status: response.status, body: (await response.json()) as Body };
  }

  async function codeSentTo(email: string): Promise<string> {
    const message = (await latestMessages(context.api.handle.db)).find((sent) => sent.to === email);
    if (!message?.code) throw new Error(`no code was sent to ${email}`);
    return message.code;
  }

  it('without 2FA, confirms a withdrawal by an emailed code and issues a w-token bound to it', async () => {
    const person = await createPerson(context.api);
    const token = await sessionOn(context.api, person);
    const started = await post('/two-factor/challenge', token, { purpose: 'withdrawal' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      method: 'EMAIL',
      destination: expect.stringMatching(/^p\*\*\*@example\.test$/),
    });
    expect(started.body.data.expires_at).not.toBeNull();

    const verified = await post('/two-factor/verify', token, {
      purpose: 'withdrawal',
      code: await codeSentTo(person.email),
    });
    expect(verified.status).toBe(200);
    const wToken = verified.body.data.w_token ?? '';
    const db = context.api.handle.db;
    const now = context.api.clock.now();
    await expect(claimWToken(db, wToken, 'add_bank', person.id, now)).rejects.toMatchObject({
      code: 'W_TOKEN_INVALID',
    });
    await expect(claimWToken(db, wToken, 'withdrawal', person.id, now)).resolves.toMatchObject({ userId: person.id });
  });

  it('refuses a wrong code and issues no w-token', async () => {
    const person = await createPerson(context.api);
    const token = await sessionOn(context.api, person);
    await post('/two-factor/challenge', token, { purpose: 'change_password' });
    const real = await codeSentTo(person.email);
    const wrong = real === '000000' ? '111111' : '000000';
    const verified = await post('/two-factor/verify', token, { purpose: 'change_password', code: wrong });
    expect(verified.status).toBe(422);
    expect(verified.body.code).toBe('INVALID_OTP');
  });

  it('asks an authenticator user for an app code, sends nothing, and accepts the current code once', async () => {
    const secret = generateTotpSecret();
    const person = await createPerson(context.api, {
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'AUTHENTICATOR_APP',
      twoFactorEnableFor: ['WITHDRAWAL', 'LOGIN'],
      totpSecret: secret,
    });
    const token = await sessionOn(context.api, person);
    const started = await post('/two-factor/challenge', token, { purpose: 'withdrawal' });
    expect(started.body.data).toEqual({
      method: 'AUTHENTICATOR_APP',
      destination: null,
      resend_at: null,
      expires_at: null,
    });
    expect((await latestMessages(context.api.handle.db)).some((sent) => sent.to === person.email)).toBe(false);

    const code = totpCode(secret, context.api.clock.now().getTime());
    expect((await post('/two-factor/verify', token, { purpose: 'withdrawal', code })).status).toBe(200);
    expect((await post('/two-factor/verify', token, { purpose: 'withdrawal', code })).body.code).toBe('INVALID_OTP');
  });

  it('falls back to email for a purpose the second factor does not cover', async () => {
    const person = await createPerson(context.api, {
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'AUTHENTICATOR_APP',
      twoFactorEnableFor: ['LOGIN'],
      totpSecret: generateTotpSecret(),
    });
    const started = await post('/two-factor/challenge', await sessionOn(context.api, person), { purpose: 'add_bank' });
    expect(started.body.data.method).toBe('EMAIL');
  });
});

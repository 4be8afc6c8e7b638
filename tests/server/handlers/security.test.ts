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

  describe('authenticator enrolment and 2FA settings', () => {
    type Settings = { method: string | null; status: string; enable_for: string[]; authenticator_enrolled: boolean };

    async function enrol(token: string): Promise<string> {
      const started = await context.api.call('POST', '/api/v1/two-factor/authenticator', { token });
      const data = ((await started.json()) as { data: { secret: string; otpauth_uri: string } }).data;
      expect(data.otpauth_uri).toContain(`secret=${data.secret}`);
      return data.secret;
    }

    it('keeps a new secret pending until the app proves it with a code, then offers it as the method', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const secret = await enrol(token);
      const now = context.api.clock.now().getTime();
      const wrong = totpCode(secret, now) === '000000' ? '111111' : '000000';
      expect((await post('/two-factor/authenticator/confirm', token, { code: wrong })).body.code).toBe('INVALID_OTP');
      const confirmed = await post('/two-factor/authenticator/confirm', token, { code: totpCode(secret, now) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data as unknown as Settings).toEqual({
        method: null,
        status: 'INACTIVE',
        enable_for: [],
        authenticator_enrolled: true,
        authenticator_replacement_pending: false,
        phone_verified: false,
        recovery_codes_left: 0,
      });
    });

    it('refuses a confirmation without a live enrolment', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const secret = await enrol(token);
      context.api.clock.advance(11 * 60_000);
      const code = totpCode(secret, context.api.clock.now().getTime());
      expect((await post('/two-factor/authenticator/confirm', token, { code })).body.code).toBe(
        'AUTHENTICATOR_NOT_STARTED',
      );
    });

    it('turns 2FA on with the emailed code of a settings challenge, and then guards withdrawals by it', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const secret = await enrol(token);
      await post('/two-factor/authenticator/confirm', token, {
        code: totpCode(secret, context.api.clock.now().getTime()),
      });
      await post('/two-factor/challenge', token, { purpose: 'two_factor_settings' });
      const change = { method: 'AUTHENTICATOR_APP', status: 'ACTIVE', enable_for: ['LOGIN', 'WITHDRAWAL'] };
      const response = await context.api.call('PUT', '/api/v1/two-factor/settings', {
        token,
        body: { ...change, code: await codeSentTo(person.email) },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: Settings }).data).toMatchObject(change);
      const started = await post('/two-factor/challenge', token, { purpose: 'withdrawal' });
      expect(started.body.data.method).toBe('AUTHENTICATOR_APP');
    });

    describe('a new app while an app is the active factor (decision 019)', () => {
      const APP_ON = { method: 'AUTHENTICATOR_APP', status: 'ACTIVE', enable_for: ['WITHDRAWAL'] };
      const codeOf = (secret: string) => totpCode(secret, context.api.clock.now().getTime());
      /** Each code below is for a new 30-second step: an app's code is taken once per step. */
      const nextStep = () => context.api.clock.advance(30_000);

      async function appIsFactor(token: string, email: string) {
        const secret = await enrol(token);
        await post('/two-factor/authenticator/confirm', token, { code: codeOf(secret) });
        await post('/two-factor/challenge', token, { purpose: 'two_factor_settings' });
        const response = await context.api.call('PUT', '/api/v1/two-factor/settings', {
          token,
          body: { ...APP_ON, code: await codeSentTo(email) },
        });
        const data = ((await response.json()) as { data: { recovery_codes: { codes: string[] } } }).data;
        return { secret, recoveryCodes: data.recovery_codes.codes };
      }

      const saveApp = async (token: string, code: string) => {
        const response = await context.api.call('PUT', '/api/v1/two-factor/settings', {
          token,
          body: { ...APP_ON, code },
        });
        return (await response.json()) as { code?: string; data?: { authenticator_replacement_pending: boolean } };
      };

      /** Whether a withdrawal's verification takes this code (a fresh step first). */
      async function withdrawalTakes(token: string, code: () => string): Promise<boolean> {
        nextStep();
        await post('/two-factor/challenge', token, { purpose: 'withdrawal' });
        return (await post('/two-factor/verify', token, { purpose: 'withdrawal', code: code() })).status === 200;
      }

      it('holds a confirmed new app until a change proven by the old app adopts it; a session alone swaps nothing', async () => {
        const person = await createPerson(context.api);
        const token = await sessionOn(context.api, person);
        const old = await appIsFactor(token, person.email);
        nextStep();
        const replacement = await enrol(token);
        const confirmed = await post('/two-factor/authenticator/confirm', token, { code: codeOf(replacement) });
        expect(confirmed.body.data).toMatchObject({ authenticator_replacement_pending: true, method: APP_ON.method });
        // Still the old app guards money, and the new one cannot prove its own adoption.
        expect(await withdrawalTakes(token, () => codeOf(replacement))).toBe(false);
        expect(await withdrawalTakes(token, () => codeOf(old.secret))).toBe(true);
        nextStep();
        expect((await saveApp(token, codeOf(replacement))).code).toBe('INVALID_OTP');
        nextStep();
        expect((await saveApp(token, codeOf(old.secret))).data).toMatchObject({
          authenticator_replacement_pending: false,
        });
        expect(await withdrawalTakes(token, () => codeOf(old.secret))).toBe(false);
        expect(await withdrawalTakes(token, () => codeOf(replacement))).toBe(true);
      });

      it('takes a recovery code in place of a lost old app, once', async () => {
        const person = await createPerson(context.api);
        const token = await sessionOn(context.api, person);
        const old = await appIsFactor(token, person.email);
        nextStep();
        const replacement = await enrol(token);
        await post('/two-factor/authenticator/confirm', token, { code: codeOf(replacement) });
        const [recovery = ''] = old.recoveryCodes;
        expect((await saveApp(token, recovery)).data).toMatchObject({ authenticator_replacement_pending: false });
        expect(await withdrawalTakes(token, () => codeOf(replacement))).toBe(true);
        expect((await saveApp(token, recovery)).code).toBe('INVALID_OTP');
      });

      it('lets a held app lapse after 10 minutes, and a new start forget it, leaving the old app in force', async () => {
        const person = await createPerson(context.api);
        const token = await sessionOn(context.api, person);
        const old = await appIsFactor(token, person.email);
        nextStep();
        const lapsing = await enrol(token);
        await post('/two-factor/authenticator/confirm', token, { code: codeOf(lapsing) });
        context.api.clock.advance(11 * 60_000);
        expect((await saveApp(token, codeOf(old.secret))).data).toMatchObject({
          authenticator_replacement_pending: false,
        });
        expect(await withdrawalTakes(token, () => codeOf(lapsing))).toBe(false);

        const forgotten = await enrol(token);
        await post('/two-factor/authenticator/confirm', token, { code: codeOf(forgotten) });
        await enrol(token);
        const settings = await context.api.call('GET', '/api/v1/two-factor/settings', { token });
        expect(((await settings.json()) as Body).data).toMatchObject({ authenticator_replacement_pending: false });
        nextStep();
        await saveApp(token, codeOf(old.secret));
        expect(await withdrawalTakes(token, () => codeOf(forgotten))).toBe(false);
        expect(await withdrawalTakes(token, () => codeOf(old.secret))).toBe(true);
      });
    });

    it('refuses the authenticator method before enrolment, or SMS without a phone, and a wrong code', async () => {
      const person = await createPerson(context.api);
      const token = await sessionOn(context.api, person);
      const settings = (body: object) => context.api.call('PUT', '/api/v1/two-factor/settings', { token, body });
      const base = { status: 'ACTIVE', enable_for: ['LOGIN'], code: '123456' };
      const app = await settings({ ...base, method: 'AUTHENTICATOR_APP' });
      expect(((await app.json()) as { code: string }).code).toBe('AUTHENTICATOR_NOT_ENROLLED');
      const sms = await settings({ ...base, method: 'SMS' });
      expect(((await sms.json()) as { code: string }).code).toBe('PHONE_NOT_VERIFIED');
      await post('/two-factor/challenge', token, { purpose: 'two_factor_settings' });
      const real = await codeSentTo(person.email);
      const wrong = await settings({ ...base, method: 'EMAIL', code: real === '000000' ? '111111' : '000000' });
      expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_OTP');
      const duplicate = await settings({ ...base, method: 'EMAIL', enable_for: ['LOGIN', 'LOGIN'] });
      expect(duplicate.status).toBe(422);
    });
  });
});

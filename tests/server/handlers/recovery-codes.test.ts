/**
 * Two-factor recovery codes end to end: made when 2FA is switched on (shown once, stored as digests),
 * each spent once in place of a challenge's code or the LOGIN code, even by parallel requests, counted like
 * authenticator codes when wrong, replaced on request, deleted when 2FA is switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessages } from '../../../server/auth/outbox.ts';
import { recoveryCodeDigest } from '../../../server/auth/recovery-codes.ts';
import { generateTotpSecret } from '../../../server/auth/totp.ts';
import type { UserRow } from '../../../server/auth/users.ts';
import { recoveryCodes } from '../../../server/db/schema/auth.ts';
import { RECOVERY_CODE_PATTERN } from '../../../src/contract/fields.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { createPerson, createTestApi, type TestApi } from '../api/harness.ts';
import { sessionOn } from './account-session.ts';

type Answer = { status: number; body: { code?: string; data?: Record<string, unknown> } };

onEveryDriver('recovery codes', (open) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ handle: await open() });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api?.close());

  async function send(method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
    const response = await api.call(method, `/api/v1${path}`, {
      ...(token === null ? {} : { token }),
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  async function emailedCode(email: string): Promise<string> {
    const message = (await latestMessages(api.handle.db)).find((sent) => sent.to === email && sent.code !== null);
    if (!message?.code) throw new Error(`no code was sent to ${email}`);
    return message.code;
  }

  /** The settings change behind an emailed `two_factor_settings` code (2FA off, or by EMAIL). */
  async function changeSettings(person: UserRow, token: string, change: object): Promise<Answer> {
    await send('POST', '/two-factor/challenge', token, { purpose: 'two_factor_settings' });
    return send('PUT', '/two-factor/settings', token, { ...change, code: await emailedCode(person.email) });
  }

  const EMAIL_ON = { method: 'EMAIL', status: 'ACTIVE', enable_for: ['WITHDRAWAL', 'LOGIN'] };

  /** The recovery codes a settings answer carries (it must carry them). */
  function codesOf(answer: Answer): string[] {
    const minted = answer.body.data?.recovery_codes as { codes: string[] } | null | undefined;
    if (!minted) throw new Error(`no recovery codes in ${JSON.stringify(answer.body)}`);
    return minted.codes;
  }

  /** A person who just switched 2FA on by email, with the codes they were shown. */
  async function withCodes(): Promise<{ person: UserRow; token: string; codes: string[] }> {
    const person = await createPerson(api);
    const token = await sessionOn(api, person);
    const answer = await changeSettings(person, token, EMAIL_ON);
    expect(answer.status).toBe(200);
    return { person, token, codes: codesOf(answer) };
  }

  const settings = async (token: string) => (await send('GET', '/two-factor/settings', token)).body.data;
  const verify = (token: string, code: string) =>
    send('POST', '/two-factor/verify', token, { purpose: 'withdrawal', code });

  it('makes ten distinct codes when 2FA is switched on, shows them once and stores only their digests', async () => {
    const { person, token, codes } = await withCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(await settings(token)).toMatchObject({ status: 'ACTIVE', recovery_codes_left: 10 });

    const rows = await api.handle.db.select().from(recoveryCodes);
    const stored = rows.filter((row) => row.userId === person.id).map((row) => row.codeHash);
    expect(stored.sort()).toEqual(codes.map((code) => recoveryCodeDigest(person.id, code)).sort());
    const everything = JSON.stringify(rows);
    for (const code of codes) expect(everything).not.toContain(code);

    // A change while 2FA stays on makes none.
    const again = await changeSettings(person, token, { ...EMAIL_ON, enable_for: ['LOGIN'] });
    expect(again.body.data).toMatchObject({ recovery_codes: null, recovery_codes_left: 10 });
  });

  it('accepts a code once in place of a challenge code, for any purpose', async () => {
    const { token, codes } = await withCodes();
    const [first = '', second = ''] = codes;
    const used = await verify(token, first);
    expect(used.status).toBe(200);
    expect(used.body.data?.w_token).toEqual(expect.any(String));
    expect((await verify(token, first)).body.code).toBe('INVALID_OTP');
    const other = await send('POST', '/two-factor/verify', token, { purpose: 'change_password', code: second });
    expect(other.status).toBe(200);
    expect(await settings(token)).toMatchObject({ recovery_codes_left: 8 });
  });

  it('lets exactly one of several parallel requests spend one code', async () => {
    const { token, codes } = await withCodes();
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(token, codes[0] ?? '')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'INVALID_OTP')).toHaveLength(3);
    expect(await settings(token)).toMatchObject({ recovery_codes_left: 9 });
  });

  it('signs in with a code at the LOGIN step, once', async () => {
    const { person, codes } = await withCodes();
    const credentials = { email: person.email, password: 'Correct-horse-42' };
    const login = (code: string) => send('POST', '/login', null, { ...credentials, code });
    const signedIn = await login(codes[0] ?? '');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ two_factor_verification_status: 'VERIFIED' });
    expect(signedIn.body.data?.access_token).toEqual(expect.any(String));
    expect((await login(codes[0] ?? '')).body.code).toBe('INVALID_OTP');
  });

  it('counts wrong codes of an authenticator user with the authenticator tries', async () => {
    const person = await createPerson(api, {
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'AUTHENTICATOR_APP',
      twoFactorEnableFor: ['WITHDRAWAL'],
      totpSecret: generateTotpSecret(),
    });
    const token = await sessionOn(api, person);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(token, 'aaaaa-aaaaa')).body.code).toBe('INVALID_OTP');
    }
    const limited = await verify(token, 'bbbbb-bbbbb');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });

  it('stops a right code once the wrong ones used up the tries', async () => {
    const { token, codes } = await withCodes();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(token, 'aaaaa-aaaaa')).body.code).toBe('INVALID_OTP');
    }
    expect((await verify(token, codes[0] ?? '')).body.code).toBe('RATE_LIMITED');
    expect(await settings(token)).toMatchObject({ recovery_codes_left: 10 });
  });

  it('replaces every code on request, behind a settings code, only while 2FA is on', async () => {
    const { person, token, codes } = await withCodes();
    await send('POST', '/two-factor/challenge', token, { purpose: 'two_factor_settings' });
    const fresh = await send('POST', '/two-factor/recovery-codes', token, { code: await emailedCode(person.email) });
    expect(fresh.status).toBe(200);
    const next = (fresh.body.data as { codes: string[]; generated_at: string }).codes;
    expect(next).toHaveLength(10);
    expect(next.some((code) => codes.includes(code))).toBe(false);
    expect((await verify(token, codes[0] ?? '')).body.code).toBe('INVALID_OTP');
    expect((await verify(token, next[0] ?? '')).status).toBe(200);

    const off = await createPerson(api);
    const offToken = await sessionOn(api, off);
    const refused = await send('POST', '/two-factor/recovery-codes', offToken, { code: '123456' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('TWO_FACTOR_NOT_ACTIVE');
  });

  it('deletes the codes when 2FA is switched off, and refuses recovery codes without 2FA', async () => {
    const { person, token, codes } = await withCodes();
    // 2FA is on by EMAIL for WITHDRAWAL: the settings code still goes by email.
    const off = await changeSettings(person, token, { method: 'EMAIL', status: 'INACTIVE', enable_for: [] });
    expect(off.body.data).toMatchObject({ status: 'INACTIVE', recovery_codes_left: 0, recovery_codes: null });
    const rows = await api.handle.db.select().from(recoveryCodes);
    expect(rows.filter((row) => row.userId === person.id)).toEqual([]);
    expect((await verify(token, codes[1] ?? '')).body.code).toBe('INVALID_OTP');
  });

  it('lets a recovery code prove a settings change, so a lost phone can be replaced', async () => {
    const person = await createPerson(api, {
      callingCode: '+84',
      phoneNumber: '912345001',
      phoneVerifiedAt: api.clock.now(),
    });
    const token = await sessionOn(api, person);
    const on = await changeSettings(person, token, { method: 'SMS', status: 'ACTIVE', enable_for: ['LOGIN'] });
    const codes = codesOf(on);
    // The phone is gone: no SMS code can be read, a recovery code switches to email instead.
    const change = { method: 'EMAIL', status: 'ACTIVE', enable_for: ['LOGIN'], code: codes[0] };
    const switched = await send('PUT', '/two-factor/settings', token, change);
    expect(switched.status).toBe(200);
    expect(switched.body.data).toMatchObject({ method: 'EMAIL', recovery_codes: null, recovery_codes_left: 9 });
    expect((await send('PUT', '/two-factor/settings', token, change)).body.code).toBe('INVALID_OTP');
  });

  it('refuses what is neither a 6-digit code nor a recovery code at the contract', async () => {
    const { token } = await withCodes();
    for (const code of ['ABCDE-FGHIJ', 'abcde-fgh1j', 'abcdefghij', 'abcde-fghij\u0000', '12345']) {
      const answer = await verify(token, code);
      expect(answer.status, code).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the settings answer', () => {
  it(
    'says whether SMS may be chosen (a proven number) and how many codes are left',
    async () => {
      const api = await createTestApi();
      try {
        const phone = { callingCode: '+84', phoneNumber: '912345678' };
        const withPhone = await createPerson(api, { ...phone, phoneVerifiedAt: api.clock.now() });
        // Typed at sign-up and never proven by a texted code: not yet a second factor.
        const typedOnly = await createPerson(api, { ...phone, phoneNumber: '912345679' });
        const without = await createPerson(api);
        const read = async (person: UserRow) => {
          const response = await api.call('GET', '/api/v1/two-factor/settings', {
            token: await sessionOn(api, person),
          });
          return ((await response.json()) as { data: Record<string, unknown> }).data;
        };
        expect(await read(withPhone)).toEqual({
          method: null,
          status: 'INACTIVE',
          enable_for: [],
          authenticator_enrolled: false,
          authenticator_replacement_pending: false,
          phone_verified: true,
          recovery_codes_left: 0,
        });
        expect(await read(typedOnly)).toMatchObject({ phone_verified: false });
        expect(await read(without)).toMatchObject({ phone_verified: false });
      } finally {
        await api.close();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});

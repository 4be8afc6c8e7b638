/**
 * Authenticator-app codes are limited like emailed ones (server/auth/limits.ts): every check — sign-in's
 * second factor, w-token verifications, the 2FA settings, enrolment — counts the try before it looks at
 * the code, and past the limit answers 429 until the window ends, even for the right code.
 */
import { beforeAll, expect, it } from 'vitest';
import { generateTotpSecret, totpCode } from '../../../server/auth/totp.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { PASSWORD } from '../api/handlers/auth-setup.ts';
import { createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';
import { sessionOn } from '../handlers/account-session.ts';
import { wrongTotpCode } from './totp-codes.ts';

function codes(responses: { status: number; code: unknown }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of responses) counts[`${status} ${code}`] = (counts[`${status} ${code}`] ?? 0) + 1;
  return counts;
}

async function answer(response: Response): Promise<{ status: number; code: unknown; body: Record<string, unknown> }> {
  const body = await json(response);
  return { status: response.status, code: body.code, body };
}

onEveryDriver('authenticator code limits', (open) => {
  let handle: DatabaseHandle;
  let api: TestApi;

  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  async function authenticatorUser() {
    api = await createTestApi({ handle });
    const secret = generateTotpSecret();
    const person = await createPerson(api, {
      twoFactorStatus: 'ACTIVE',
      twoFactorMethod: 'AUTHENTICATOR_APP',
      twoFactorEnableFor: ['LOGIN', 'WITHDRAWAL', 'ADD_BANK'],
      totpSecret: secret,
    });
    return { person, secret, token: await sessionOn(api, person) };
  }

  const now = () => api.clock.now().getTime();
  const verify = (token: string, purpose: string, code: string) =>
    api.call('POST', '/api/v1/two-factor/verify', { token, body: { purpose, code } });

  it('checks 5 of 20 parallel wrong codes for a withdrawal; the rest and the right code are 429 until the window ends', async () => {
    const { person, secret, token } = await authenticatorUser();
    const wrong = wrongTotpCode(secret, now());
    const guesses = await Promise.all(Array.from({ length: 20 }, () => verify(token, 'withdrawal', wrong)));
    expect(codes(await Promise.all(guesses.map(answer)))).toEqual({ '422 INVALID_OTP': 5, '429 RATE_LIMITED': 15 });

    const locked = await verify(token, 'withdrawal', totpCode(secret, now()));
    const { status, code, body } = await answer(locked);
    expect([status, code]).toEqual([429, 'RATE_LIMITED']);
    expect(locked.headers.get('retry-after')).toBe(String(body.retry_after));

    api.clock.advance((body.retry_after as number) * 1000);
    // The access token did not outlive the wait: a new one, as the app's refresh would get.
    const fresh = await sessionOn(api, person);
    const later = await answer(await verify(fresh, 'withdrawal', totpCode(secret, now())));
    expect(later.status).toBe(200);
    expect((later.body.data as { w_token: string }).w_token).toEqual(expect.any(String));
  });

  it('counts every purpose against the one secret: 10 wrong codes an hour in all', async () => {
    const { secret, token } = await authenticatorUser();
    const wrong = wrongTotpCode(secret, now());
    for (const purpose of ['withdrawal', 'add_bank']) {
      const guesses = await Promise.all(Array.from({ length: 5 }, () => verify(token, purpose, wrong)));
      expect(codes(await Promise.all(guesses.map(answer)))).toEqual({ '422 INVALID_OTP': 5 });
    }
    const right = await answer(await verify(token, 'change_password', totpCode(secret, now())));
    expect([right.status, right.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('forgets the wrong codes once the right one is given', async () => {
    const { secret, token } = await authenticatorUser();
    const wrong = wrongTotpCode(secret, now());
    for (let attempt = 0; attempt < 4; attempt++) expect((await verify(token, 'withdrawal', wrong)).status).toBe(422);
    expect((await verify(token, 'withdrawal', totpCode(secret, now()))).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await verify(token, 'withdrawal', wrong)).status).toBe(422);
  });

  it('limits the sign-in code: 5 wrong, then even the right one is 429', async () => {
    const { person, secret } = await authenticatorUser();
    const login = (code: string) =>
      api.call('POST', '/api/v1/login', { body: { email: person.email, password: PASSWORD, code } });
    const wrong = wrongTotpCode(secret, now());
    // One after the other: parallel sign-ins would meet the password's own limit first.
    for (let attempt = 0; attempt < 5; attempt++) expect((await answer(await login(wrong))).code).toBe('INVALID_OTP');
    const right = await answer(await login(totpCode(secret, now())));
    expect([right.status, right.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('limits the code that confirms a new authenticator', async () => {
    api = await createTestApi({ handle });
    const person = await createPerson(api);
    const token = await sessionOn(api, person);
    const started = await json(await api.call('POST', '/api/v1/two-factor/authenticator', { token }));
    const { secret } = started.data as { secret: string };
    const confirm = (code: string) =>
      api.call('POST', '/api/v1/two-factor/authenticator/confirm', { token, body: { code } });
    const guesses = await Promise.all(Array.from({ length: 10 }, () => confirm(wrongTotpCode(secret, now()))));
    expect(codes(await Promise.all(guesses.map(answer)))).toEqual({ '422 INVALID_OTP': 5, '429 RATE_LIMITED': 5 });
    const right = await answer(await confirm(totpCode(secret, now())));
    expect([right.status, right.code]).toEqual([429, 'RATE_LIMITED']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import {
  createCodeAsk,
  createVerification,
  secondFactorFor,
  type TwoFactorProfile,
  typedCode,
} from '../../../src/stores/kit/second-factor.ts';

const SMS_FOR_ALL: TwoFactorProfile = {
  two_factor_status: 'ACTIVE',
  two_factor_method: 'SMS',
  two_factor_enable_for: ['WITHDRAWAL'],
};

/** The challenge and verify calls, answering as the server does. */
function fakeApi(method: 'EMAIL' | 'AUTHENTICATOR_APP' = 'EMAIL') {
  const calls = { challenges: [] as string[], verified: [] as { purpose: string; code: string }[] };
  let refuseNext: ApiFailure | null = null;
  const api = {
    requestTwoFactorChallenge: async ({ body }: { body: { purpose: string } }) => {
      calls.challenges.push(body.purpose);
      if (refuseNext !== null) {
        const failure = refuseNext;
        refuseNext = null;
        return failure;
      }
      const sent = method === 'EMAIL' ? '2026-03-01T09:01:00Z' : null;
      return {
        status: true as const,
        data: { method, destination: sent && 'd***@demo.test', resend_at: sent, expires_at: sent },
      };
    },
    verifyTwoFactor: async ({ body }: { body: { purpose: string; code: string } }) => {
      calls.verified.push(body);
      if (body.code !== '123456') {
        return { status: false as const, code: 'INVALID_OTP', message: 'The code is not right.', httpStatus: 422 };
      }
      return {
        status: true as const,
        data: { w_token: `w-${calls.verified.length}`, expires_at: '2026-03-01T09:05:00Z' },
      };
    },
  };
  return {
    api,
    calls,
    refuse: (failure: ApiFailure) => {
      refuseNext = failure;
    },
  };
}

describe('which factor asks', () => {
  it('the profile, the password and the 2FA settings are guarded by any active second factor', () => {
    expect(secondFactorFor(SMS_FOR_ALL, 'change_password')).toEqual({ covered: true, method: 'SMS' });
    expect(secondFactorFor(SMS_FOR_ALL, 'update_profile')).toEqual({ covered: true, method: 'SMS' });
    expect(secondFactorFor(SMS_FOR_ALL, 'two_factor_settings')).toEqual({ covered: true, method: 'SMS' });
    expect(secondFactorFor(SMS_FOR_ALL, 'add_bank')).toEqual({ covered: false, method: 'EMAIL' });
    expect(secondFactorFor({ ...SMS_FOR_ALL, two_factor_status: 'INACTIVE' }, 'change_password')).toEqual({
      covered: false,
      method: 'EMAIL',
    });
  });
});

describe('the code typed', () => {
  it('takes 6 digits with the grouping people type, or a recovery code as read off paper', () => {
    expect(typedCode(' 123 456 ', false)).toBe('123456');
    expect(typedCode('123-456', false)).toBe('123456');
    expect(typedCode('12345', false)).toBeNull();
    expect(typedCode('abcde-23456', false)).toBeNull();
    expect(typedCode('ABCDE 23456', true)).toBe('abcde-23456');
    expect(typedCode('abcde23456', true)).toBe('abcde-23456');
    // Base32 has no 0, 1, 8 or 9.
    expect(typedCode('abcde-23450', true)).toBeNull();
    expect(typedCode('123456', true)).toBeNull();
    expect(typedCode(undefined, true)).toBeNull();
  });
});

describe('asking for a code', () => {
  it('one challenge at a time, the resend from 60 s later, a 429 holding it until its retry_after', async () => {
    const clock = { now: 1_000_000 };
    const { api, calls, refuse } = fakeApi();
    const sent: unknown[] = [];
    const codes = createCodeAsk({
      purpose: 'two_factor_settings',
      api,
      now: () => clock.now,
      onSent: (code) => sent.push(code),
    });
    await Promise.all([codes.ask(), codes.ask()]);
    expect(calls.challenges).toEqual(['two_factor_settings']);
    expect(codes.$state.get().challenge).toEqual({
      state: 'sent',
      method: 'EMAIL',
      destination: 'd***@demo.test',
      resendAt: clock.now + 60_000,
    });
    expect(sent).toEqual([
      { method: 'EMAIL', destination: 'd***@demo.test', resendAt: clock.now + 60_000, expiresAt: clock.now + 270_000 },
    ]);

    await codes.resend();
    expect(calls.challenges).toHaveLength(1);
    clock.now += 60_000;
    refuse({ status: false, code: 'RATE_LIMITED', message: 'Too many', httpStatus: 429, retryAfter: 30 });
    await codes.resend();
    expect(codes.$state.get().challenge).toMatchObject({ state: 'failed', resendAt: clock.now + 30_000 });
    await codes.resend();
    expect(calls.challenges).toHaveLength(2);
  });

  it('a code sent before and still usable is shown again rather than sent again', () => {
    const { api, calls } = fakeApi();
    const codes = createCodeAsk({ purpose: 'change_password', api, now: () => 5000 });
    codes.showOrAsk({ method: 'SMS', destination: '+84 ••• ••• 678', resendAt: 6000, expiresAt: 9000 });
    expect(codes.$state.get().challenge).toEqual({
      state: 'sent',
      method: 'SMS',
      destination: '+84 ••• ••• 678',
      resendAt: 6000,
    });
    expect(calls.challenges).toEqual([]);
    codes.showOrAsk({ method: 'SMS', destination: '+84 ••• ••• 678', resendAt: 1000, expiresAt: 4000 });
    expect(calls.challenges).toEqual(['change_password']);
  });

  it('says a mistyped code beside the field, in the rule of the code being typed', () => {
    const { api } = fakeApi();
    const codes = createCodeAsk({ purpose: 'two_factor_settings', api });
    expect(codes.typed('12')).toBeNull();
    expect(codes.$state.get().codeError).toEqual({ kind: 'format' });
    codes.useRecovery(true);
    expect(codes.$state.get()).toMatchObject({ recovery: true, codeError: null });
    expect(codes.typed('abcde-23456')).toBe('abcde-23456');
  });
});

describe('a w-token from a code', () => {
  it('verifies once and reuses the token within its minutes; a refused code is said; forget asks again', async () => {
    const clock = { now: 1_000_000 };
    const { api, calls } = fakeApi();
    const verification = createVerification({ purpose: 'change_password', api, now: () => clock.now });
    expect(await verification.token('654321')).toBeNull();
    expect(verification.$state.get()).toMatchObject({ verified: false, codeError: { kind: 'refused' } });

    expect(await verification.token('123456')).toBe('w-2');
    expect(verification.$state.get()).toMatchObject({ verified: true, codeError: null });
    expect(await verification.token(undefined)).toBe('w-2');
    expect(calls.verified).toHaveLength(2);

    // Past its usable minutes, a new code is needed.
    clock.now += 5 * 60_000;
    expect(verification.held()).toBeNull();
    expect(await verification.token(undefined)).toBeNull();

    expect(await verification.token('123456')).toBe('w-3');
    verification.forget();
    expect(verification.$state.get().verified).toBe(false);
    expect(verification.held()).toBeNull();
  });
});

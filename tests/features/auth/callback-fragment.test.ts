import { describe, expect, it } from 'vitest';
import type { AuthTokensType } from '../../../src/contract/calls/auth.ts';
import { callbackFragment, parseCallbackFragment } from '../../../src/features/auth/callback/fragment.ts';

const TOKENS: AuthTokensType = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
  refresh_token: 'r3fr3sh+token/with=chars',
  access_expired_at: '2026-03-02T08:15:00.000Z',
  refresh_expired_at: '2026-03-09T08:00:00.000Z',
  two_factor_status: 'ACTIVE',
  two_factor_verification_status: 'VERIFIED',
  two_factor_method: 'AUTHENTICATOR_APP',
  role: 'financial',
  server_time: '2026-03-02T08:00:00.000Z',
};

const REQUIRED =
  'access_token=a&refresh_token=r&access_expired_at=2026-03-02T08:15:00Z' +
  '&refresh_expired_at=2026-03-09T08:00:00Z&role=director&server_time=2026-03-02T08:00:00Z';

describe('parseCallbackFragment', () => {
  it('reads every field back from the fragment a sender writes, with or without the #', () => {
    expect(parseCallbackFragment(callbackFragment(TOKENS))).toEqual(TOKENS);
    expect(parseCallbackFragment(callbackFragment(TOKENS).slice(1))).toEqual(TOKENS);
  });

  it('defaults the 2FA fields to a sign-in without a second factor', () => {
    expect(parseCallbackFragment(`#${REQUIRED}`)).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      access_expired_at: '2026-03-02T08:15:00Z',
      refresh_expired_at: '2026-03-09T08:00:00Z',
      role: 'director',
      server_time: '2026-03-02T08:00:00Z',
      two_factor_status: 'INACTIVE',
      two_factor_verification_status: 'NOT_REQUIRED',
      two_factor_method: null,
    });
  });

  it('decodes form-encoded values', () => {
    const parsed = parseCallbackFragment(`#${REQUIRED.replace('refresh_token=r', 'refresh_token=a%2Bb%3D')}`);
    expect(parsed?.refresh_token).toBe('a+b=');
  });

  it('refuses an empty or missing fragment', () => {
    expect(parseCallbackFragment('')).toBeNull();
    expect(parseCallbackFragment('#')).toBeNull();
  });

  it.each(['access_token', 'refresh_token', 'access_expired_at', 'refresh_expired_at', 'role', 'server_time'])(
    'refuses a fragment without %s',
    (name) => {
      const fields = new URLSearchParams(REQUIRED);
      fields.delete(name);
      expect(parseCallbackFragment(`#${fields}`)).toBeNull();
      fields.set(name, '');
      expect(parseCallbackFragment(`#${fields}`)).toBeNull();
    },
  );

  it('refuses an unknown role, a malformed timestamp and unknown 2FA values', () => {
    expect(parseCallbackFragment(`#${REQUIRED.replace('role=director', 'role=admin')}`)).toBeNull();
    expect(parseCallbackFragment(`#${REQUIRED.replace('2026-03-02T08:00:00Z', 'yesterday')}`)).toBeNull();
    expect(parseCallbackFragment(`#${REQUIRED.replace('2026-03-02T08:00:00Z', '2026-03-02')}`)).toBeNull();
    expect(parseCallbackFragment(`#${REQUIRED}&two_factor_status=MAYBE`)).toBeNull();
    expect(parseCallbackFragment(`#${REQUIRED}&two_factor_method=PIGEON`)).toBeNull();
  });

  it('refuses a sign-in still waiting for its second factor', () => {
    expect(parseCallbackFragment(`#${REQUIRED}&two_factor_verification_status=PENDING`)).toBeNull();
  });
});

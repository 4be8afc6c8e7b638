/**
 * Two-factor verification and settings (PRODUCT.md section 3): how a w-token is obtained, authenticator-app
 * enrolment, and the 2FA method / scope switches. Every role manages its own second factor.
 *
 * The w-token flow: POST /two-factor/challenge {purpose} sends a code (nothing is sent for an authenticator
 * app), POST /two-factor/verify {purpose, code} answers the w-token, and the guarded call sends it in the
 * `w-token` header within 5 minutes, once.
 */
import { z } from 'zod';
import { distinctItems, ok, Timestamp, TwoFactorMethod, TwoFactorScope } from '../common.ts';
import { defineCall, W_TOKEN_PURPOSES } from '../define.ts';
import { OtpCode } from '../fields.ts';
import { AuthTokens } from './auth.ts';

const TAG = 'security';

/** The w-token purposes a challenge serves; reset_password (/forgot-password) and card_sensitive (card OTP) have their own flows. */
export const ChallengeWTokenPurpose = z.enum(W_TOKEN_PURPOSES).exclude(['reset_password', 'card_sensitive']);

/** A challenge also guards the 2FA settings themselves; that code goes straight to PUT /two-factor/settings. */
export const ChallengePurpose = z.enum([...ChallengeWTokenPurpose.options, 'two_factor_settings']);

export const TwoFactorStatus = AuthTokens.shape.two_factor_status;

export const TwoFactorSettings = z.object({
  method: TwoFactorMethod.nullable(),
  status: TwoFactorStatus,
  enable_for: z.array(TwoFactorScope),
  /** An authenticator app was confirmed and may be chosen as the method. */
  authenticator_enrolled: z.boolean(),
});
export type TwoFactorSettingsType = z.infer<typeof TwoFactorSettings>;

/** RATE_LIMITED: an authenticator app's tries are used up for a while (docs/API.md, "Sign-in, codes and rate limits"). */
const CODE_ERRORS = [
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'CHALLENGE_NOT_FOUND',
  'RATE_LIMITED',
] as const;

export const securityCalls = [
  defineCall({
    name: 'requestTwoFactorChallenge',
    client: 'client',
    method: 'POST',
    path: '/two-factor/challenge',
    tag: TAG,
    summary:
      "Start a verification for a purpose. The code goes by the user's 2FA method when 2FA is ACTIVE and covers the purpose (withdrawal → WITHDRAWAL, add_bank and update_bank → ADD_BANK; other purposes whenever 2FA is ACTIVE), otherwise by email. For AUTHENTICATOR_APP nothing is sent and the times are null.",
    body: z.object({ purpose: ChallengePurpose }),
    response: ok(
      z.object({
        method: TwoFactorMethod,
        /** Where the code went, masked: `d***@demo.test`, `+84 ••• ••• 123`; null for an authenticator app. */
        destination: z.string().nullable(),
        resend_at: Timestamp.nullable(),
        expires_at: Timestamp.nullable(),
      }),
    ),
    errors: ['RATE_LIMITED', 'OTP_RESEND_TOO_SOON', 'PHONE_NOT_VERIFIED'],
  }),
  defineCall({
    name: 'verifyTwoFactor',
    client: 'client',
    method: 'POST',
    path: '/two-factor/verify',
    tag: TAG,
    summary: 'Check the code of a challenge; answers a single-use w-token for that purpose, valid 5 minutes.',
    body: z.object({ purpose: ChallengeWTokenPurpose, code: OtpCode }),
    response: ok(z.object({ w_token: z.string(), expires_at: Timestamp })),
    errors: CODE_ERRORS,
  }),
  defineCall({
    name: 'startAuthenticatorEnrolment',
    client: 'client',
    method: 'POST',
    path: '/two-factor/authenticator',
    tag: TAG,
    summary:
      'Create a new authenticator secret (shown as a QR code of `otpauth_uri`), valid 10 minutes until confirmed. Replaces an unconfirmed one; the active method is untouched.',
    response: ok(
      z.object({
        /** Base32 (RFC 4648), for manual entry. */
        secret: z.string().regex(/^[A-Z2-7]{16,64}$/),
        otpauth_uri: z.string().startsWith('otpauth://totp/'),
        expires_at: Timestamp,
      }),
    ),
    errors: ['RATE_LIMITED'],
  }),
  defineCall({
    name: 'confirmAuthenticatorEnrolment',
    client: 'client',
    method: 'POST',
    path: '/two-factor/authenticator/confirm',
    tag: TAG,
    summary:
      'Prove the app holds the new secret with its current code. The secret becomes usable as the method; PUT /two-factor/settings makes it the active one.',
    body: z.object({ code: OtpCode }),
    response: ok(TwoFactorSettings),
    errors: ['INVALID_OTP', 'AUTHENTICATOR_NOT_STARTED', 'RATE_LIMITED'],
  }),
  defineCall({
    name: 'updateTwoFactorSettings',
    client: 'client',
    method: 'PUT',
    path: '/two-factor/settings',
    tag: TAG,
    summary:
      'Change the 2FA method, status and scopes. `code` answers a `two_factor_settings` challenge, so it proves the current factor (email when 2FA is off). AUTHENTICATOR_APP needs a confirmed enrolment, SMS a verified phone.',
    body: z.object({
      method: TwoFactorMethod,
      status: TwoFactorStatus,
      enable_for: distinctItems(z.array(TwoFactorScope).max(TwoFactorScope.options.length), 'duplicate_scope'),
      code: OtpCode,
    }),
    response: ok(TwoFactorSettings),
    errors: [...CODE_ERRORS, 'AUTHENTICATOR_NOT_ENROLLED', 'PHONE_NOT_VERIFIED'],
  }),
] as const;

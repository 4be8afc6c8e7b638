/**
 * Two-factor verification and settings (PRODUCT.md section 3): how a w-token is obtained, authenticator-app
 * enrolment, and the 2FA method / scope switches. Every role manages its own second factor.
 *
 * The w-token flow: POST /two-factor/challenge {purpose} sends a code (nothing is sent for an authenticator
 * app), POST /two-factor/verify {purpose, code} answers the w-token, and the guarded call sends it in the
 * `w-token` header within 5 minutes, once.
 */
import { z } from 'zod';
import { distinctItems, ok, SingleLineText, Timestamp, TwoFactorMethod, TwoFactorScope } from '../common.ts';
import { defineCall, W_TOKEN_PURPOSES } from '../define.ts';
import { CodeOrRecovery, OtpCode, RECOVERY_CODE_COUNT, RecoveryCode } from '../fields.ts';
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
  /**
   * A new app was confirmed while the old one is the active factor: it waits (10 minutes) for PUT
   * /two-factor/settings with method AUTHENTICATOR_APP, whose code comes from the old app or is a recovery code.
   */
  authenticator_replacement_pending: z.boolean(),
  /** The account has a verified phone number, so SMS may be chosen as the method. */
  phone_verified: z.boolean(),
  /** Recovery codes not used yet (0 when 2FA is off or none were made). */
  recovery_codes_left: z.number().int().nonnegative(),
});
export type TwoFactorSettingsType = z.infer<typeof TwoFactorSettings>;

/** Fresh recovery codes, shown once: the server keeps only their hashes. */
export const RecoveryCodes = z.object({
  codes: z.array(RecoveryCode).length(RECOVERY_CODE_COUNT),
  generated_at: Timestamp,
});

/** One signed-in device (a session), for "recent sign-ins". */
export const SignInSession = z.object({
  id: z.uuid(),
  /** Browser and system read from the User-Agent, e.g. `Chrome 131 on Windows`; null when it said nothing useful. */
  device: SingleLineText.nullable(),
  ip: z.string().nullable(),
  /** Where the IP address is, from the IP lookup: `Hanoi, Vietnam`; null for a private or unknown address. */
  place: z.string().nullable(),
  signed_in_at: Timestamp,
  /** The last time the session renewed its access (a refresh), or the sign-in. */
  last_active_at: Timestamp,
  /** The session making this request. */
  current: z.boolean(),
});
export type SignInSessionType = z.infer<typeof SignInSession>;

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
    summary:
      'Check the code of a challenge; answers a single-use w-token for that purpose, valid 5 minutes. While 2FA is ACTIVE an unused recovery code may stand in for the code (it is then spent).',
    body: z.object({ purpose: ChallengeWTokenPurpose, code: CodeOrRecovery }),
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
      'Prove the app holds the new secret with its current code. The secret becomes usable as the method; PUT /two-factor/settings makes it the active one. While an app is already the active factor, a session alone cannot swap it: the confirmed secret waits 10 minutes (`authenticator_replacement_pending`) for PUT /two-factor/settings with method AUTHENTICATOR_APP, proven by the old app or a recovery code, which adopts it.',
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
      'Change the 2FA method, status and scopes. `code` answers a `two_factor_settings` challenge, so it proves the current factor (email when 2FA is off); a recovery code may stand in for it, so a lost phone can be replaced. AUTHENTICATOR_APP needs a confirmed enrolment, SMS a verified phone.',
    body: z.object({
      method: TwoFactorMethod,
      status: TwoFactorStatus,
      enable_for: distinctItems(z.array(TwoFactorScope).max(TwoFactorScope.options.length), 'duplicate_scope'),
      code: CodeOrRecovery,
    }),
    response: ok(
      TwoFactorSettings.extend({
        /** Fresh recovery codes when this change switched 2FA on (shown once); null otherwise. */
        recovery_codes: RecoveryCodes.nullable(),
      }),
    ),
    errors: [...CODE_ERRORS, 'AUTHENTICATOR_NOT_ENROLLED', 'PHONE_NOT_VERIFIED'],
  }),
  defineCall({
    name: 'getTwoFactorSettings',
    client: 'client',
    method: 'GET',
    path: '/two-factor/settings',
    tag: TAG,
    summary:
      "The caller's 2FA method, status, scopes, whether an authenticator app and a phone are ready, and recovery codes left.",
    response: ok(TwoFactorSettings),
  }),
  defineCall({
    name: 'regenerateRecoveryCodes',
    client: 'client',
    method: 'POST',
    path: '/two-factor/recovery-codes',
    tag: TAG,
    summary:
      'Replace every recovery code with 10 new ones (shown once). `code` answers a `two_factor_settings` challenge. Only while 2FA is ACTIVE.',
    body: z.object({ code: OtpCode }),
    response: ok(RecoveryCodes),
    errors: [...CODE_ERRORS, 'TWO_FACTOR_NOT_ACTIVE'],
  }),
  defineCall({
    name: 'listSessions',
    client: 'client',
    method: 'GET',
    path: '/sessions',
    tag: TAG,
    summary: "The caller's signed-in sessions not revoked or expired, the most recently active first (at most 50).",
    response: ok(z.array(SignInSession)),
  }),
  defineCall({
    name: 'revokeOtherSessions',
    client: 'client',
    method: 'POST',
    path: '/sessions/revoke-others',
    tag: TAG,
    summary:
      'Sign out everywhere else: revokes every session of the caller but this one; their next refresh fails and they end as expired.',
    idempotent: true,
    response: ok(z.object({ revoked: z.number().int().nonnegative() })),
  }),
] as const;

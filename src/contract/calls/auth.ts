/** Auth and OTP calls (SPEC section 7). */
import { z } from 'zod';
import { Done, ok, Timestamp, TwoFactorMethod } from '../common.ts';
import { defineCall } from '../define.ts';
import {
  AccountType,
  CallingCode,
  CodeOrRecovery,
  CountryCode,
  CurrentPassword,
  Email,
  OtpCode,
  Password,
  PhoneNumber,
  ReferralCode,
} from '../fields.ts';

const TAG = 'auth';

/** SPEC section 3, "Auth response". `two_factor_verification_status` is PENDING until a LOGIN 2FA code is checked. */
export const AuthTokens = z.object({
  access_token: z.string(),
  access_expired_at: Timestamp,
  refresh_token: z.string(),
  refresh_expired_at: Timestamp,
  two_factor_status: z.enum(['ACTIVE', 'INACTIVE']),
  two_factor_verification_status: z.enum(['VERIFIED', 'PENDING', 'NOT_REQUIRED']),
  two_factor_method: TwoFactorMethod.nullable(),
  /** The sign-in role (SPEC section 1), also carried inside the access token. */
  role: z.enum(['director', 'financial', 'seller']),
  /** The server's clock when it answered, so clients measure expiry against it (never the device clock). */
  server_time: Timestamp,
});
export type AuthTokensType = z.infer<typeof AuthTokens>;

const Credentials = z.object({
  email: Email,
  password: CurrentPassword,
  /** The LOGIN 2FA code, sent on the second step when the first answered `two_factor_verification_status: PENDING`. */
  code: z.optional(CodeOrRecovery),
});

/** Sent after a code is mailed or texted: when the next one may be requested, and when this one expires. */
/** A password sign-in's answer: tokens, or only `two_factor_verification_status: PENDING` while a code is due. */
const SignInAnswer = ok(
  AuthTokens.partial().extend({
    two_factor_verification_status: AuthTokens.shape.two_factor_verification_status,
  }),
);
const SIGN_IN_ERRORS = [
  'INVALID_CREDENTIALS',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'ACCOUNT_DISABLED',
] as const;

const OtpSent = ok(z.object({ resend_at: Timestamp, expires_at: Timestamp }));

export const authCalls = [
  defineCall({
    name: 'login',
    client: 'auth',
    method: 'POST',
    path: '/login',
    tag: TAG,
    summary:
      'Sign in with email and password. With 2FA for LOGIN and no `code`, answers without tokens and `two_factor_verification_status: PENDING`, and sends the code (EMAIL/SMS); the second call adds `code`.',
    body: Credentials,
    response: SignInAnswer,
    errors: SIGN_IN_ERRORS,
  }),
  defineCall({
    name: 'delegationLogin',
    client: 'auth',
    method: 'POST',
    path: '/delegation/accounts/login',
    tag: TAG,
    summary: 'Sign in as a delegated employee (team member) of a director.',
    body: Credentials,
    response: SignInAnswer,
    errors: [...SIGN_IN_ERRORS, 'INVITATION_PENDING'],
  }),
  defineCall({
    name: 'register',
    client: 'auth',
    method: 'POST',
    path: '/register',
    tag: TAG,
    summary: 'Create an account. The email must have been verified with /otp/verify-mail first. Signs the user in.',
    body: z.object({
      account_type: AccountType,
      email: Email,
      password: Password,
      calling_code: CallingCode,
      phone_number: PhoneNumber,
      country: CountryCode,
      referral_code: z.optional(ReferralCode),
    }),
    response: ok(AuthTokens),
    errors: ['EMAIL_TAKEN', 'EMAIL_NOT_VERIFIED', 'WEAK_PASSWORD'],
  }),
  defineCall({
    name: 'logout',
    client: 'client',
    method: 'DELETE',
    path: '/logout',
    tag: TAG,
    summary: 'Revoke the current session (its refresh token family).',
    idempotent: true,
    response: Done,
  }),
  defineCall({
    name: 'isRegistered',
    client: 'auth',
    method: 'POST',
    path: '/is-registered',
    tag: TAG,
    summary: 'Whether an account exists for the email (sign-up checks as the user types).',
    idempotent: true,
    body: z.object({ email: Email }),
    response: ok(z.object({ is_registered: z.boolean() })),
    errors: ['RATE_LIMITED'],
  }),
  defineCall({
    name: 'refreshToken',
    client: 'auth',
    method: 'GET',
    path: '/refresh-token',
    tag: TAG,
    auth: 'refresh',
    summary:
      'Exchange the refresh token (Authorization: Bearer <refresh token>) for a new pair. The old refresh token is used up: presented again within 20 s of its exchange it answers the same new refresh token (and a new access token); later, or an older token, revokes the whole session.',
    response: ok(AuthTokens),
    errors: ['SESSION_EXPIRED'],
  }),
  defineCall({
    name: 'forgotPassword',
    client: 'auth',
    method: 'POST',
    path: '/forgot-password',
    tag: TAG,
    summary: 'Send a reset code to the email. Answers the same whether or not the account exists.',
    body: z.object({ email: Email }),
    response: OtpSent,
    errors: ['RATE_LIMITED'],
  }),
  defineCall({
    name: 'verifyResetRequest',
    client: 'auth',
    method: 'POST',
    path: '/verify-reset-request',
    tag: TAG,
    summary: 'Check the reset code; answers the w-token for /reset-password (the token in /forgot/{token}).',
    body: z.object({ email: Email, code: OtpCode }),
    response: ok(z.object({ w_token: z.string(), expires_at: Timestamp })),
    errors: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS'],
  }),
  defineCall({
    name: 'resetPassword',
    client: 'auth',
    method: 'POST',
    path: '/reset-password',
    tag: TAG,
    wToken: 'reset_password',
    summary: 'Set a new password with the w-token from /verify-reset-request. Revokes every session of the account.',
    body: z.object({ email: Email, new_password: Password }),
    response: Done,
    errors: ['W_TOKEN_INVALID', 'WEAK_PASSWORD'],
  }),
  defineCall({
    name: 'verifyMailOtp',
    client: 'auth',
    method: 'POST',
    path: '/otp/verify-mail',
    tag: TAG,
    summary: 'Check the email verification code; the email then counts as verified for 30 minutes.',
    body: z.object({ email: Email, code: OtpCode }),
    response: ok(z.object({ verified: z.literal(true) })),
    errors: ['INVALID_OTP', 'OTP_EXPIRED', 'OTP_TOO_MANY_ATTEMPTS'],
  }),
  defineCall({
    name: 'sendMailOtp',
    client: 'auth',
    method: 'POST',
    path: '/otp/send-mail',
    tag: TAG,
    summary: 'Send an email verification code (resend after 60 s).',
    body: z.object({ email: Email }),
    response: OtpSent,
    errors: ['RATE_LIMITED', 'OTP_RESEND_TOO_SOON'],
  }),
  defineCall({
    name: 'sendSmsOtp',
    client: 'auth',
    method: 'POST',
    path: '/otp/send-sms',
    tag: TAG,
    summary: 'Send a phone verification code by SMS (resend after 60 s).',
    body: z.object({
      calling_code: CallingCode,
      phone_number: PhoneNumber,
    }),
    response: OtpSent,
    errors: ['RATE_LIMITED', 'OTP_RESEND_TOO_SOON'],
  }),
  defineCall({
    name: 'isMailVerified',
    client: 'auth',
    method: 'POST',
    path: '/otp/is-mail-verified',
    tag: TAG,
    summary: 'Whether the email was verified in the last 30 minutes.',
    idempotent: true,
    body: z.object({ email: Email }),
    response: ok(z.object({ verified: z.boolean() })),
  }),
] as const;

/**
 * The user's second factor (SPEC section 6: it gates sign-in, withdrawals and adding a bank): sending the
 * code by email or SMS, or checking an authenticator-app code. Used by sign-in and by the calls that issue
 * w-tokens.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Locale } from '../../src/app/locale.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { type IssuedOtp, type OtpPurpose, verifyOtp } from './otp.ts';
import type { Channel } from './outbox.ts';
import { sendOtp } from './send-otp.ts';
import { matchTotp } from './totp.ts';
import type { UserRow } from './users.ts';

export type TwoFactorScope = UserRow['twoFactorEnableFor'][number];
type Method = NonNullable<UserRow['twoFactorMethod']>;

/** The method that protects `scope` for this user, or null when the scope needs no second factor. */
export function secondFactorFor(user: UserRow, scope: TwoFactorScope): Method | null {
  if (user.twoFactorStatus !== 'ACTIVE' || !user.twoFactorEnableFor.includes(scope)) return null;
  return user.twoFactorMethod;
}

/** Where an emailed or texted code goes: the phone for SMS when the user has one, else the email. */
function destinationOf(user: UserRow, method: Method): { channel: Channel; to: string } {
  if (method === 'SMS' && user.callingCode && user.phoneNumber) {
    return { channel: 'sms', to: `${user.callingCode}${user.phoneNumber}` };
  }
  return { channel: 'email', to: user.email };
}

/** Send a code for EMAIL/SMS; an authenticator app needs nothing sent (null). */
export async function sendSecondFactorCode(
  db: Executor,
  user: UserRow,
  method: Method,
  purpose: OtpPurpose,
  lang: Locale,
  now: Date,
): Promise<IssuedOtp | null> {
  if (method === 'AUTHENTICATOR_APP') return null;
  return sendOtp(db, { purpose, lang, ...destinationOf(user, method) }, now);
}

/** Accept an authenticator code once: the matched step must be newer than the last one used. */
async function verifyTotp(db: Executor, user: UserRow, code: string, now: Date): Promise<void> {
  const step = user.totpSecret === null ? null : matchTotp(user.totpSecret, code, now.getTime(), user.totpLastStep);
  if (step === null) throw new ApiError('INVALID_OTP');
  const used = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  if (used.length === 0) throw new ApiError('INVALID_OTP');
}

/** Check a second-factor code; throws INVALID_OTP, OTP_EXPIRED or OTP_TOO_MANY_ATTEMPTS. */
export async function verifySecondFactorCode(
  db: Executor,
  user: UserRow,
  method: Method,
  purpose: OtpPurpose,
  code: string,
  now: Date,
): Promise<void> {
  if (method === 'AUTHENTICATOR_APP') return verifyTotp(db, user, code, now);
  return verifyOtp(db, { purpose, destination: destinationOf(user, method).to }, code, now);
}

/**
 * The user's second factor (SPEC section 6: it gates sign-in, withdrawals and adding a bank): sending the
 * code by email or SMS, or checking an authenticator-app code. Used by sign-in and by the calls that issue
 * w-tokens.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Locale } from '../../src/lib/locale.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { TOTP_PER_PERSON, TOTP_PER_PURPOSE } from './limits.ts';
import { type IssuedOtp, type OtpPurpose, verifyOtp } from './otp.ts';
import type { Channel } from './outbox.ts';
import { type Counter, clearCounters, reserve } from './rate-limit.ts';
import { isRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';
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

/** Send a code for EMAIL/SMS (`ip`: the address asking for it); an authenticator app needs nothing sent (null). */
export async function sendSecondFactorCode(
  db: Executor,
  user: UserRow,
  method: Method,
  purpose: OtpPurpose,
  request: { readonly lang: Locale; readonly ip: string },
  now: Date,
): Promise<IssuedOtp | null> {
  if (method === 'AUTHENTICATOR_APP') return null;
  return sendOtp(db, { purpose, lang: request.lang, ip: request.ip, ...destinationOf(user, method) }, now);
}

/** What an authenticator code is checked for: a purpose of the person's secret, or a new secret's enrolment. */
export type TotpPurpose = OtpPurpose | 'authenticator_enrolment';

function totpCounters(userId: number, purpose: TotpPurpose): Counter[] {
  const perPurpose = { limit: TOTP_PER_PURPOSE, subject: `${userId}:${purpose}` };
  // An enrolment's code is checked against the new secret its caller was just shown, not the person's own.
  if (purpose === 'authenticator_enrolment') return [perPurpose];
  return [perPurpose, { limit: TOTP_PER_PERSON, subject: String(userId) }];
}

/**
 * The one way an authenticator code is checked: the try is counted before `accept` runs, so parallel
 * guesses cannot exceed the limits; past them 429 RATE_LIMITED until the window ends (there is no new code
 * to ask for). `accept` takes the code and answers what it got, or null for a wrong code (INVALID_OTP); a
 * right code forgets the tries.
 */
export async function checkTotpAttempt<T>(
  db: Executor,
  userId: number,
  purpose: TotpPurpose,
  now: Date,
  accept: () => Promise<T | null>,
): Promise<T> {
  const counters = totpCounters(userId, purpose);
  await reserve(db, counters, now);
  const accepted = await accept();
  if (accepted === null) throw new ApiError('INVALID_OTP');
  await clearCounters(db, counters);
  return accepted;
}

/** Take an authenticator code once: the matched step must be newer than the last one used; null if not. */
async function acceptTotp(db: Executor, user: UserRow, code: string, now: Date): Promise<number | null> {
  const step = user.totpSecret === null ? null : matchTotp(user.totpSecret, code, now.getTime(), user.totpLastStep);
  if (step === null) return null;
  const used = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return used.length > 0 ? step : null;
}

/**
 * A recovery code in place of the code, while 2FA is ACTIVE (without it there is nothing to guess, nor to
 * count). Tries count like authenticator codes: a recovery code cannot be replaced by asking for a new one
 * either, and a guesser must not renew a budget per emailed code.
 */
async function acceptRecoveryCode(db: Executor, user: UserRow, purpose: OtpPurpose, code: string, now: Date) {
  if (user.twoFactorStatus !== 'ACTIVE') throw new ApiError('INVALID_OTP');
  await checkTotpAttempt(db, user.id, purpose, now, () => spendRecoveryCode(db, user.id, code, now));
}

/**
 * Check a second-factor code, or a recovery code in its place (told apart by their shapes); throws
 * INVALID_OTP, OTP_EXPIRED, OTP_TOO_MANY_ATTEMPTS or RATE_LIMITED.
 */
export async function verifySecondFactorCode(
  db: Executor,
  user: UserRow,
  method: Method,
  purpose: OtpPurpose,
  code: string,
  now: Date,
): Promise<void> {
  if (isRecoveryCode(code)) return acceptRecoveryCode(db, user, purpose, code, now);
  if (method === 'AUTHENTICATOR_APP') {
    await checkTotpAttempt(db, user.id, purpose, now, () => acceptTotp(db, user, code, now));
    return;
  }
  return verifyOtp(db, { purpose, destination: destinationOf(user, method).to }, code, now);
}

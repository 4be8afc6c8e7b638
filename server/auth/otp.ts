/**
 * One-time codes sent by email or SMS (PRODUCT.md section 4): 6 digits, valid 5 minutes, a new one after
 * 60 seconds, at most 5 wrong tries before a new code is needed. Only a digest of a code is stored.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { WTokenPurpose } from '../../src/contract/define.ts';
import type { Executor } from '../db/client.ts';
import { otpCodes } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { digest, randomDigits } from './random.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/** What a code proves; a code for one purpose never satisfies another. */
export type OtpPurpose =
  | 'verify_email'
  | 'verify_phone'
  | 'reset_password'
  | 'login'
  | 'two_factor_settings'
  | `w_token:${WTokenPurpose}`;

export interface OtpTarget {
  readonly purpose: OtpPurpose;
  /** Lower-case email, or `+<calling code><number>`. */
  readonly destination: string;
}

export interface IssuedOtp {
  readonly code: string;
  readonly expiresAt: Date;
  readonly resendAt: Date;
}

function codeDigest(target: OtpTarget, code: string): string {
  return digest(`${target.purpose}:${target.destination}:${code}`);
}

function latestOpenCode(db: Executor, target: OtpTarget) {
  return db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, target.purpose),
        eq(otpCodes.destination, target.destination),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
}

/** A new code for the target; the previous one stops working. Refused within 60 s of the previous one. */
export async function issueOtp(db: Executor, target: OtpTarget, now: Date): Promise<IssuedOtp> {
  const [previous] = await latestOpenCode(db, target);
  if (previous !== undefined && previous.resendAt > now) {
    const retryAfter = Math.ceil((previous.resendAt.getTime() - now.getTime()) / 1000);
    throw new ApiError('OTP_RESEND_TOO_SOON', { retryAfter });
  }
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.purpose, target.purpose),
        eq(otpCodes.destination, target.destination),
        isNull(otpCodes.consumedAt),
      ),
    );
  const code = randomDigits(OTP_LENGTH);
  const issued = {
    code,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    resendAt: new Date(now.getTime() + OTP_RESEND_MS),
  };
  await db.insert(otpCodes).values({ ...target, codeHash: codeDigest(target, code), ...issued, createdAt: now });
  return issued;
}

/** Spend one attempt first, atomically, so parallel guesses cannot exceed the limit. */
async function spendAttempt(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Check a code and use it up; throws INVALID_OTP, OTP_EXPIRED or OTP_TOO_MANY_ATTEMPTS. */
export async function verifyOtp(db: Executor, target: OtpTarget, code: string, now: Date): Promise<void> {
  const [open] = await latestOpenCode(db, target);
  if (open === undefined) throw new ApiError('INVALID_OTP');
  if (open.expiresAt <= now) throw new ApiError('OTP_EXPIRED');
  const attempts = await spendAttempt(db, open.id);
  if (attempts === null) throw new ApiError('OTP_TOO_MANY_ATTEMPTS');
  if (open.codeHash !== codeDigest(target, code)) {
    throw new ApiError(attempts >= OTP_MAX_ATTEMPTS ? 'OTP_TOO_MANY_ATTEMPTS' : 'INVALID_OTP');
  }
  // A correct code is used once even when submitted twice at the same moment.
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, open.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (used.length === 0) throw new ApiError('INVALID_OTP');
}

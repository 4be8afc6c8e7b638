/**
 * Two-factor recovery codes (docs/API.md, "Two-factor settings and recovery codes"): ten codes of 50 random bits (RecoveryCode of
 * src/contract/fields.ts), made when 2FA is switched on or on request, shown once, stored as digests only.
 * While 2FA is ACTIVE one stands in for the code of a challenge or of the LOGIN step (./second-factor.ts),
 * and is spent by that use: one conditional UPDATE, so two requests racing with one code get one success.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../src/contract/fields.ts';
import type { Executor } from '../db/client.ts';
import { recoveryCodes } from '../db/schema/auth.ts';
import { base32Encode } from './base32.ts';
import { digest } from './random.ts';

const CODE_CHARACTERS = 10;
/** 7 random bytes are 56 bits; the first 10 base32 characters take 50 of them, uniformly. */
const CODE_BYTES = 7;

/** `abcde-fgh23`: lower-case base32 in two groups of five, easy to read off paper and to type. */
export function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(CODE_BYTES)).slice(0, CODE_CHARACTERS).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

/** The stored form: salted by the person, so one digest never matches another person's code. */
export function recoveryCodeDigest(userId: number, code: string): string {
  return digest(`recovery_code:${userId}:${code}`);
}

export interface MintedCodes {
  readonly codes: string[];
  readonly generatedAt: Date;
}

/** Replace every code of the person with ten new ones; answers them (the only time they are readable). */
export async function mintRecoveryCodes(db: Executor, userId: number, now: Date): Promise<MintedCodes> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: recoveryCodeDigest(userId, code), createdAt: now })));
  return { codes: [...codes], generatedAt: now };
}

export async function deleteRecoveryCodes(db: Executor, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Spend the code if it is one of the person's unused ones: true for the one request that spent it. */
export async function spendRecoveryCode(db: Executor, userId: number, code: string, now: Date): Promise<true | null> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeDigest(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0 ? true : null;
}

/** Finding and creating people. Emails are stored lower-case, so lookups are case-insensitive. */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { hashPassword } from './password.ts';

export type UserRow = typeof users.$inferSelect;

/** Fields of a new user besides what the server derives (hash, referral code). */
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'referralCode'> & {
  readonly password: string;
};

/** Unambiguous characters only (no 0/O, 1/I), so a code read aloud or typed from paper works. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function newReferralCode(): string {
  return Array.from({ length: REFERRAL_LENGTH }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByReferralCode(db: Executor, code: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.referralCode, code.trim().toUpperCase()));
  return user;
}

export async function createUser(db: Executor, fields: NewUser): Promise<UserRow> {
  const { password, ...rest } = fields;
  const [user] = await db
    .insert(users)
    .values({
      ...rest,
      email: normaliseEmail(rest.email),
      passwordHash: await hashPassword(password),
      referralCode: newReferralCode(),
    })
    .returning();
  if (user === undefined) throw new Error('User insert returned no row');
  return user;
}

export async function setPassword(db: Executor, userId: number, password: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), changedPwAt: now })
    .where(eq(users.id, userId));
}

/** A unique-constraint violation (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

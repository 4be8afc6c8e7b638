/** Emails proven with a code (/otp/verify-mail); registration accepts the proof for 30 minutes. */
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { verifiedEmails } from '../db/schema/auth.ts';

export const EMAIL_VERIFICATION_TTL_MS = 30 * 60_000;

export async function markEmailVerified(db: Executor, email: string, now: Date): Promise<void> {
  await db
    .insert(verifiedEmails)
    .values({ email, verifiedAt: now })
    .onConflictDoUpdate({ target: verifiedEmails.email, set: { verifiedAt: now } });
}

export async function isEmailVerified(db: Executor, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - EMAIL_VERIFICATION_TTL_MS);
  const rows = await db
    .select({ email: verifiedEmails.email })
    .from(verifiedEmails)
    .where(and(eq(verifiedEmails.email, email), gt(verifiedEmails.verifiedAt, since)));
  return rows.length > 0;
}

/** A proof is good for one account: used up by registration. */
export async function forgetVerifiedEmail(db: Executor, email: string): Promise<void> {
  await db.delete(verifiedEmails).where(eq(verifiedEmails.email, email));
}

/**
 * Demo only: `POST /__dev/email-verification-expiry {email}` makes the address's email verification (good for
 * 30 minutes, server/auth/verified-emails.ts) lapse now, so sign-up's "verify again" path can be tried (and
 * tested end to end) without waiting half an hour: registering then answers EMAIL_NOT_VERIFIED. When the
 * address has no verification to lapse it answers that same code. In production the route does not exist.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { EMAIL_VERIFICATION_TTL_MS } from '../auth/verified-emails.ts';
import type { Database } from '../db/client.ts';
import { verifiedEmails } from '../db/schema/auth.ts';
import { createDevEmailApp, type DevEmailRouteDeps } from './email-route.ts';

async function lapseVerification(db: Database, email: string, now: Date): Promise<boolean> {
  const lapsed = new Date(now.getTime() - EMAIL_VERIFICATION_TTL_MS - 1000);
  const rows = await db
    .update(verifiedEmails)
    .set({ verifiedAt: lapsed })
    .where(eq(verifiedEmails.email, email))
    .returning({ email: verifiedEmails.email });
  return rows.length > 0;
}

export function createDevEmailVerificationExpiryApp(deps: DevEmailRouteDeps): Hono {
  return createDevEmailApp(deps, '/__dev/email-verification-expiry', lapseVerification, 'EMAIL_NOT_VERIFIED');
}

/**
 * Demo only: `POST /__dev/code-resend-ready {email}` lets a new code be asked for now, as if the minute since
 * the address's last code (server/auth/otp.ts, OTP_RESEND_MS) had passed, so "send a new code" can be tried
 * (and tested end to end) without waiting on the server's real clock. The code itself stays valid. When no
 * code is open for the address it answers CHALLENGE_NOT_FOUND. In production the route does not exist.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { otpCodes } from '../db/schema/auth.ts';
import { createDevEmailApp, type DevEmailRouteDeps } from './email-route.ts';

async function allowResend(db: Database, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ resendAt: new Date(now.getTime() - 1000) })
    .where(and(eq(otpCodes.destination, email), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

export function createDevCodeResendReadyApp(deps: DevEmailRouteDeps): Hono {
  return createDevEmailApp(deps, '/__dev/code-resend-ready', allowResend, 'CHALLENGE_NOT_FOUND');
}

/**
 * Demo only: `POST /__dev/invitation-expiry {email}` makes the team member's outstanding /set-password link
 * (an invitation, or a reset the director asked for) expired now, so the expired path can be tried (and
 * tested end to end) without waiting 7 days of server time. The link keeps its token: accepting it then
 * answers INVITATION_EXPIRED and /invitation-expired can mail a new one. In production the route does not
 * exist, like /__dev/outbox.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { teamMembers } from '../db/schema/auth.ts';
import { createDevEmailApp, type DevEmailRouteDeps } from './email-route.ts';

async function expireInvitation(db: Database, email: string, now: Date): Promise<boolean> {
  // A moment before now: acceptLink refuses a link whose expiry is at or before the request's time.
  const expired = new Date(now.getTime() - 1000);
  const rows = await db
    .update(teamMembers)
    .set({ invitationExpiresAt: expired })
    .where(
      and(eq(teamMembers.email, email), ne(teamMembers.status, 'ACTIVE'), isNotNull(teamMembers.invitationTokenHash)),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export function createDevInvitationExpiryApp(deps: DevEmailRouteDeps): Hono {
  return createDevEmailApp(deps, '/__dev/invitation-expiry', expireInvitation, 'MEMBER_NOT_FOUND');
}

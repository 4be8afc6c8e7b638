/**
 * Demo only: `POST /__dev/invitation-expiry {email}` makes the team member's outstanding /set-password link
 * (an invitation, or a reset the director asked for) expired now, so the expired path can be tried (and
 * tested end to end) without waiting 7 days of server time. The link keeps its token: accepting it then
 * answers INVITATION_EXPIRED and /invitation-expired can mail a new one. In production the route does not
 * exist, like /__dev/outbox.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { Email } from '../../src/contract/common.ts';
import type { Clock } from '../api/clock.ts';
import { systemClock } from '../api/clock.ts';
import { normaliseEmail } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { teamMembers } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorBody } from '../errors/render.ts';

export interface DevInvitationExpiryDeps {
  readonly db: Database;
  readonly config: { readonly demo: boolean };
  readonly clock?: Clock;
}

const ExpiryRequest = z.object({ email: Email });

export function createDevInvitationExpiryApp(deps: DevInvitationExpiryDeps): Hono {
  const app = new Hono();
  if (!deps.config.demo) return app;
  const clock = deps.clock ?? systemClock;
  app.post('/__dev/invitation-expiry', async (c) => {
    const parsed = ExpiryRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: false, code: 'VALIDATION_FAILED', issues: parsed.error.issues }, 422);
    // A moment before now: acceptLink refuses a link whose expiry is at or before the request's time.
    const expired = new Date(clock.now().getTime() - 1000);
    const rows = await deps.db
      .update(teamMembers)
      .set({ invitationExpiresAt: expired })
      .where(
        and(
          eq(teamMembers.email, normaliseEmail(parsed.data.email)),
          ne(teamMembers.status, 'ACTIVE'),
          isNotNull(teamMembers.invitationTokenHash),
        ),
      )
      .returning({ id: teamMembers.id });
    if (rows.length === 0) {
      const error = new ApiError('MEMBER_NOT_FOUND');
      return c.json(errorBody(error, 'en'), error.status);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: true });
  });
  return app;
}

/**
 * The shape of the demo-only routes that age something of one email address (`/__dev/invitation-expiry`,
 * `/__dev/email-verification-expiry`): `POST {email}`, 200 `{status:true}` when there was something to act on,
 * the given error otherwise, 422 on a bad body. They exist only in demo mode, like /__dev/outbox.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { Email } from '../../src/contract/fields.ts';
import type { Clock } from '../api/clock.ts';
import { systemClock } from '../api/clock.ts';
import { normaliseEmail } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import { errorBody } from '../errors/render.ts';

export interface DevEmailRouteDeps {
  readonly db: Database;
  readonly config: { readonly demo: boolean };
  readonly clock?: Clock;
}

const EmailRequest = z.object({ email: Email });

/** Acts on the normalised email at the clock's now; says whether there was anything to act on. */
export type EmailAction = (db: Database, email: string, now: Date) => Promise<boolean>;

export function createDevEmailApp(deps: DevEmailRouteDeps, path: string, act: EmailAction, missing: ErrorCode): Hono {
  const app = new Hono();
  if (!deps.config.demo) return app;
  const clock = deps.clock ?? systemClock;
  app.post(path, async (c) => {
    const parsed = EmailRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: false, code: 'VALIDATION_FAILED', issues: parsed.error.issues }, 422);
    if (!(await act(deps.db, normaliseEmail(parsed.data.email), clock.now()))) {
      const error = new ApiError(missing);
      return c.json(errorBody(error, 'en'), error.status);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: true });
  });
  return app;
}

/**
 * Demo only: `POST /__dev/seed-transactions {email, count}` with the operator's `x-admin-key` inserts `count`
 * history transactions (1–50,000) for the account of that email, so the transactions list can be measured at
 * scale without slowing every start (`npm run operator -- seed-transactions <email> <count>` calls it; the rows
 * move no balance, server/va-transactions/history.ts). 201 `{status, data: {account_id, inserted}}`; 401
 * ADMIN_KEY_INVALID without the key, 404 NOT_FOUND for an unknown email, 422 on a bad body.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { Email } from '../../src/contract/fields.ts';
import type { Clock } from '../api/clock.ts';
import { systemClock } from '../api/clock.ts';
import { ADMIN_KEY_HEADER, adminKeyMatches } from '../api/pipeline/admin-key.ts';
import { findUserByEmail, normaliseEmail } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorBody } from '../errors/render.ts';
import { seededRandom } from '../seed/random.ts';
import { MAX_HISTORY_ROWS, seedHistory } from '../va-transactions/history.ts';

export interface DevSeedDeps {
  readonly db: Database;
  readonly config: { readonly demo: boolean; readonly adminKey: string };
  readonly clock?: Clock;
}

const SeedRequest = z.object({ email: Email, count: z.int().min(1).max(MAX_HISTORY_ROWS) });

export function createDevSeedTransactionsApp(deps: DevSeedDeps): Hono {
  const app = new Hono();
  if (!deps.config.demo) return app;
  const clock = deps.clock ?? systemClock;
  const refuse = (error: ApiError) => Response.json(errorBody(error, 'en'), { status: error.status });
  app.post('/__dev/seed-transactions', async (c) => {
    if (!adminKeyMatches(c.req.header(ADMIN_KEY_HEADER), deps.config.adminKey)) {
      return refuse(new ApiError('ADMIN_KEY_INVALID'));
    }
    const parsed = SeedRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: false, code: 'VALIDATION_FAILED', issues: parsed.error.issues }, 422);
    const account = await findUserByEmail(deps.db, normaliseEmail(parsed.data.email));
    if (account === undefined) return refuse(new ApiError('NOT_FOUND'));
    const now = clock.now();
    const inserted = await seedHistory(deps.db, {
      ownerId: account.id,
      count: parsed.data.count,
      now,
      random: seededRandom(now.getTime()),
    });
    return c.json({ status: true, data: { account_id: account.id, inserted } }, 201);
  });
  return app;
}

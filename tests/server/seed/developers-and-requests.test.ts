import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { listApiKeys } from '../../../server/developers/api-keys.ts';
import { listWebhooks, toWebhook } from '../../../server/developers/webhooks.ts';
import { listPendingActions } from '../../../server/pending-actions/store.ts';
import { seedDevelopers } from '../../../server/seed/developers.ts';
import { seedPayments } from '../../../server/seed/payments.ts';
import { seedPendingActions } from '../../../server/seed/pending-actions.ts';
import { runSeedSteps, type SeedContext } from '../../../server/seed/run.ts';
import { type DemoUsers, seedUsers } from '../../../server/seed/users.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const PAGE = { page: 1, limit: 100 };

describe('seedPendingActions and seedDevelopers (PRODUCT.md section 6)', () => {
  let handle: DatabaseHandle;
  let demo: DemoUsers;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const steps = [
      async (db: DatabaseHandle['db'], ctx: SeedContext) => {
        ctx.users = await seedUsers(db);
      },
      seedPayments,
      seedPendingActions,
      seedDevelopers,
    ];
    const ctx = await runSeedSteps(handle.db, steps, { now: NOW });
    if (ctx?.users == null) throw new Error('the seed did not run');
    demo = ctx.users;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => handle.close());

  it('gives the director a pending request of each kind, one answered and one cancelled', async () => {
    const pending = await listPendingActions(handle.db, demo.director.id, 'pending', PAGE);
    expect(pending.rows.map((row) => row.kind).sort()).toEqual(['CONFIRMATION', 'DOCUMENT', 'INFORMATION']);
    const closed = await listPendingActions(handle.db, demo.director.id, 'completed', PAGE);
    expect(closed.rows.map((row) => row.requestStatus).sort()).toEqual(['cancel', 'completed']);
    expect(closed.rows.find((row) => row.requestStatus === 'completed')?.answerMessage).toBeTruthy();
    expect((await listPendingActions(handle.db, demo.vip.id, 'pending', PAGE)).total).toBe(1);
  });

  it('gives the director one API key and one webhook that was delivered to', async () => {
    expect((await listApiKeys(handle.db, demo.director.id)).map((key) => key.name)).toEqual(['Online shop']);
    const hooks = (await listWebhooks(handle.db, demo.director.id)).map(toWebhook);
    expect(hooks).toHaveLength(1);
    expect(hooks[0]?.last_delivery).toMatchObject({ status_code: 200, succeeded: true });
  });
});

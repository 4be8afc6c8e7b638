/**
 * Every delivery retries on the server's configured unit (WEBHOOK_RETRY_UNIT_MS, docs/decisions/031): a test
 * delivery, an operator's decision and the provider's settlement alike — not only the test deliveries, as
 * before. A failing endpoint's first retry is due one unit after the attempt.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../../../server/api/bus.ts';
import { webhookDeliveries } from '../../../server/db/schema/developers.ts';
import type { Deliver } from '../../../server/developers/deliver.ts';
import { createWebhook } from '../../../server/developers/webhooks.ts';
import { openStandardWallets, openWallet } from '../../../server/ledger/accounts.ts';
import { requestTopUp } from '../../../server/ledger/transfers.ts';
import { createSimulator } from '../../../server/provider/simulator.ts';
import { receiveVaPayment } from '../../../server/va-transactions/incoming.ts';
import { WEBHOOK_RETRY_UNIT_MS } from '../../../src/contract/webhook-signing.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createPerson, createTestApi, json, type TestApi } from '../api/harness.ts';
import { activeVa } from '../handlers/va-fixtures.ts';

/** Not the production minute, so a delivery that ignored the configuration would show it. */
const UNIT_MS = 700;
const failing: Deliver = async () => ({ statusCode: 503, error: null });

describe('the retry unit of every delivery', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ deliver: failing, env: { WEBHOOK_RETRY_UNIT_MS: String(UNIT_MS) } });
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api.close());

  const db = () => api.handle.db;

  /** A person with an endpoint subscribed to `events`, and the first retry due of its deliveries. */
  async function subscriber(events: Parameters<typeof createWebhook>[2]['events']) {
    const person = await createPerson(api, { kycLevel: 3 });
    const url = 'https://hooks.example.com/campay';
    const { row } = await createWebhook(db(), person.id, { url, events }, api.clock.now());
    const retriesDue = async () =>
      (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, row.id))).map((each) =>
        each.nextRetryAt === null ? null : each.nextRetryAt.getTime() - each.createdAt.getTime(),
      );
    return { person, retriesDue };
  }

  it('is the configured one, not the production minute', () => {
    expect(api.config.webhookRetryUnitMs).toBe(UNIT_MS);
    expect(UNIT_MS).not.toBe(WEBHOOK_RETRY_UNIT_MS);
  });

  it("an operator's decision (a real event) retries on it", async () => {
    const { person, retriesDue } = await subscriber(['topup.rejected']);
    await openStandardWallets(db(), { id: person.id });
    const { wallet } = await openWallet(db(), { ownerId: person.id, kind: 'MAIN', currency: 'VND' });
    const transfer = await requestTopUp(db(), { walletId: wallet.id, amount: '250000', source: 'bank' });
    const response = await api.call('POST', `/api/warehouse/v1/admin/top-up/${transfer.id}/reject`, {
      headers: { 'x-admin-key': api.config.adminKey },
      unsigned: true,
      body: { reason: 'Unknown sender' },
    });
    expect([response.status, (await json(response)).status]).toEqual([200, true]);
    expect(await retriesDue()).toEqual([UNIT_MS]);
  });

  it("the provider's settlement (a real event) retries on the unit the server gives the simulator", async () => {
    const { person, retriesDue } = await subscriber(['va.topup.success']);
    const va = await activeVa(db(), person.id);
    const payment = { accountNumber: va.accountNumber, amount: '300000', payerName: 'TRAN THI B', description: null };
    await receiveVaPayment(db(), { ...payment, at: api.clock.now() });
    api.clock.advance(api.config.settleDelayMs);
    const simulator = createSimulator({
      db: db(),
      bus: createLocalBus(),
      delayMs: api.config.settleDelayMs,
      clock: api.clock,
      deliver: failing,
      webhookRetryUnitMs: api.config.webhookRetryUnitMs,
    });
    await simulator.tick();
    expect(await retriesDue()).toEqual([UNIT_MS]);
  });
});

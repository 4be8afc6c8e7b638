import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '../../../server/api/bus.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { vaTransactionHistory } from '../../../server/db/schema/va.ts';
import { createDevVaPaymentApp } from '../../../server/dev/va-payment.ts';
import type { DeliveryRequest } from '../../../server/developers/deliver.ts';
import { createWebhook } from '../../../server/developers/webhooks.ts';
import { accountTopic } from '../../../server/events/publish.ts';
import { approveTransfer } from '../../../server/ledger/transfers.ts';
import { createSimulator } from '../../../server/provider/simulator.ts';
import { receiveVaPayment } from '../../../server/va-transactions/incoming.ts';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createPerson, createTestApi, manualClock, type TestApi } from '../api/harness.ts';
import { activeVa, vaRowsOf, walletMoney } from '../handlers/va-fixtures.ts';

const DELAY_MS = 5000;

describe('the simulated provider', () => {
  let api: TestApi;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    api = await createTestApi();
    handle = api.handle;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => api.close());

  const db = () => handle.db;

  /** An owner at KYC level 3 (0.8 % VA fee) with an ACTIVE VA; `amount` VND arrives into it at the clock's time. */
  async function incoming(
    clock: { now(): Date },
    amount = '1000000',
    walletType: 'VA_WALLET' | 'QR_MERCHANT' = 'VA_WALLET',
  ) {
    const owner = await createPerson(api, { kycLevel: 3 });
    const va = await activeVa(db(), owner.id, walletType);
    const row = await receiveVaPayment(db(), {
      accountNumber: va.accountNumber,
      amount,
      payerName: 'TRAN THI B',
      description: null,
      at: clock.now(),
    });
    return { owner, va, row };
  }

  const noNetwork = vi.fn(async () => ({ statusCode: 200, error: null }) as const);

  it('settles a VA top-up once the delay has passed, not before, and tells the owner', async () => {
    const clock = manualClock();
    const bus = createLocalBus();
    const { owner, row } = await incoming(clock);
    const heard: unknown[] = [];
    const stop = bus.subscribe(accountTopic(owner.id), (payload) => heard.push(payload));
    const simulator = createSimulator({ db: db(), bus, delayMs: DELAY_MS, clock, deliver: noNetwork });
    clock.advance(DELAY_MS - 1);
    expect((await simulator.tick()).changed).toEqual([]);
    expect(await walletMoney(db(), owner.id, 'VA')).toEqual({ available: '0', held: '0' });
    clock.advance(1);
    const { changed } = await simulator.tick();
    expect(changed.map(({ row: item, settledHere }) => [item.id, item.status, settledHere])).toEqual([
      [row.id, 'APPROVED', true],
    ]);
    // 1 000 000 − 0.8 % fee
    expect(await walletMoney(db(), owner.id, 'VA')).toEqual({ available: '992000', held: '0' });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id))
      .orderBy(desc(notifications.id));
    expect([note?.kind, note?.params.amount, note?.link]).toEqual([
      'TOP_UP_APPROVED',
      '992000',
      `/va/transactions/${row.id}`,
    ]);
    expect(heard).toContainEqual({
      type: 'transaction.updated',
      data: { id: row.id, transaction_type: 'TOP_UP', status: 'APPROVED' },
      balance: 'VA',
    });
    stop();
  });

  it('delivers va.topup.success to the owner’s webhooks', async () => {
    const clock = manualClock();
    const { owner, va, row } = await incoming(clock, '250000');
    const url = 'https://hooks.example.com/campay';
    await createWebhook(db(), owner.id, { url, events: ['va.topup.success'] }, clock.now());
    const sent: DeliveryRequest[] = [];
    const deliver = async (request: DeliveryRequest) => {
      sent.push(request);
      return { statusCode: 204, error: null } as const;
    };
    clock.advance(DELAY_MS);
    await createSimulator({ db: db(), bus: createLocalBus(), delayMs: DELAY_MS, clock, deliver }).tick();
    expect(sent.map((request) => request.url)).toEqual([url]);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
      type: 'va.topup.success',
      data: { transaction_id: row.id, virtual_account_id: va.id, account_number: va.accountNumber, amount: '248000' },
    });
  });

  it('a top-up an operator approved first is followed, not settled or announced again', async () => {
    const clock = manualClock();
    const { owner, row } = await incoming(clock, '400000');
    await approveTransfer(db(), row.transferId ?? 0, clock.now());
    const simulator = createSimulator({
      db: db(),
      bus: createLocalBus(),
      delayMs: DELAY_MS,
      clock,
      deliver: noNetwork,
    });
    const { changed } = await simulator.tick();
    expect(changed.map((item) => [item.row.id, item.row.status, item.settledHere])).toEqual([
      [row.id, 'APPROVED', false],
    ]);
    expect(await walletMoney(db(), owner.id, 'VA')).toEqual({ available: '396800', held: '0' });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes).toEqual([]);
  });

  it('is idempotent: a second pass, or a second provider, settles nothing again', async () => {
    const clock = manualClock();
    const { owner, row } = await incoming(clock, '500000');
    clock.advance(DELAY_MS);
    const one = createSimulator({ db: db(), bus: createLocalBus(), delayMs: DELAY_MS, clock, deliver: noNetwork });
    const two = createSimulator({ db: db(), bus: createLocalBus(), delayMs: DELAY_MS, clock, deliver: noNetwork });
    const passes = await Promise.all([one.tick(), two.tick(), one.tick()]);
    const settled = passes.flatMap((pass) => pass.changed).filter((item) => item.row.id === row.id);
    expect(settled).toHaveLength(1);
    expect(await walletMoney(db(), owner.id, 'VA')).toEqual({ available: '496000', held: '0' });
    const steps = await db().select().from(vaTransactionHistory).where(eq(vaTransactionHistory.transactionId, row.id));
    expect(steps.map((step) => step.status)).toEqual(['PENDING', 'APPROVED']);
  });

  it('is restart-safe: work requested before a restart is found in the database by a new provider', async () => {
    const clock = manualClock();
    const before = createSimulator({ db: db(), bus: createLocalBus(), delayMs: DELAY_MS, clock, deliver: noNetwork });
    const { owner } = await incoming(clock, '200000', 'QR_MERCHANT');
    await before.tick();
    await before.stop();
    clock.advance(DELAY_MS);
    const after = createSimulator({ db: db(), bus: createLocalBus(), delayMs: DELAY_MS, clock, deliver: noNetwork });
    await after.tick();
    expect((await vaRowsOf(db(), owner.id)).map((item) => item.status)).toEqual(['APPROVED']);
    expect(await walletMoney(db(), owner.id, 'QR_MERCHANT')).toEqual({ available: '198400', held: '0' });
  });

  it('runs on its own timer once started and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const clock = manualClock();
      const { owner } = await incoming(clock, '300000');
      clock.advance(DELAY_MS);
      const simulator = createSimulator({
        db: db(),
        bus: createLocalBus(),
        delayMs: DELAY_MS,
        clock,
        intervalMs: 1000,
        deliver: noNetwork,
      });
      simulator.start();
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(async () => expect((await vaRowsOf(db(), owner.id))[0]?.status).toBe('APPROVED'));
      await simulator.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('POST /__dev/va-payment records a PENDING top-up in demo mode only', async () => {
    const owner = await createPerson(api, { kycLevel: 2 });
    const va = await activeVa(db(), owner.id);
    const clock = manualClock();
    const app = createDevVaPaymentApp({ db: db(), config: { demo: true }, clock });
    const post = (target: typeof app, body: unknown) =>
      target.request('/__dev/va-payment', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const response = await post(app, { account_number: va.accountNumber, amount: '100000', payer_name: 'NGUYEN C' });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ type: 'TOP_UP', status: 'PENDING', fee: '1000', amount_received: '99000' });
    expect(data.code).toMatch(/^VAT-20260302-\d{6}$/);
    expect((await post(app, { account_number: '000000', amount: '1' })).status).toBe(404);
    expect((await post(app, { account_number: va.accountNumber, amount: '-1' })).status).toBe(422);
    const inactive = await activeVa(db(), owner.id, 'VA_WALLET', 'INACTIVE');
    expect((await post(app, { account_number: inactive.accountNumber, amount: '100000' })).status).toBe(409);
    const production = createDevVaPaymentApp({ db: db(), config: { demo: false }, clock });
    expect((await post(production, { account_number: va.accountNumber, amount: '100000' })).status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../../../server/api/bus.ts';
import { qrCodes } from '../../../server/db/schema/va.ts';
import { createSimulator } from '../../../server/provider/simulator.ts';
import { json } from '../api/harness.ts';
import { type Team, team, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { fund, qrCode, qrMerchant, vaRowsOf, walletMoney } from './va-fixtures.ts';

type Row = Record<string, unknown>;
const MINUTE = 60_000;

describe('payQr', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  const now = () => ctx.api.clock.now();
  let keys = 0;

  interface Shop {
    readonly merchant: Team;
    readonly payer: Team;
    readonly vaId: number;
    readonly merchantId: number;
  }

  async function shop(): Promise<Shop> {
    const merchant = await team(ctx.api, { fullName: 'An Phát' });
    const payer = await team(ctx.api, { fullName: 'Lê Minh Khoa' });
    await fund(db(), payer.director.id, 'MAIN', '1000000', now());
    await fund(db(), payer.director.id, 'VA', '300000', now());
    const { merchantId, vaId } = await qrMerchant(db(), merchant.director.id);
    return { merchant, payer, vaId, merchantId };
  }

  const expiresSoon = () => new Date(now().getTime() + 30 * MINUTE);

  function newKey(): string {
    keys += 1;
    return `qr-pay-${keys}`;
  }

  function pay(token: string, body: Row, key = newKey()) {
    return ctx.api.call('POST', '/api/v1/virtual-accounts/transactions/qr/top-up/qr-pay', {
      token,
      body,
      headers: { 'idempotency-key': key },
    });
  }

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    const answer = await json(response);
    expect([response.status, answer.code]).toEqual([status, code]);
  }

  it('holds the payer’s money and answers a PENDING top-up of the merchant’s QR wallet', async () => {
    const { merchant, payer, vaId, merchantId } = await shop();
    const code = await qrCode(db(), merchantId, expiresSoon());
    const response = await pay(payer.directorToken, { payload: code.payload, source: 'MAIN' });
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Row;
    expect(data).toMatchObject({
      type: 'TOP_UP',
      status: 'PENDING',
      balance_type: 'QR_MERCHANT',
      amount: '150000',
      fee: '0',
      amount_received: '150000',
      qr_code_id: code.id,
      source: { kind: 'EXTERNAL', account_name: 'Lê Minh Khoa' },
      destination: { kind: 'VA', id: vaId },
    });
    expect(data.code).toMatch(/^QRP-20260302-\d{6}$/);
    expect(await walletMoney(db(), payer.director.id, 'MAIN')).toEqual({ available: '850000', held: '150000' });
    // The merchant sees it in their own list.
    const list = await ctx.api.call('GET', `/api/v2/virtual-accounts/transactions?qr_code_id=${code.id}`, {
      token: merchant.sellerToken,
    });
    expect(((await json(list)).data as { total: number }).total).toBe(1);
  });

  it('tells the payer’s streams their lower wallet and the merchant’s streams the new QR top-up', async () => {
    const { merchant, payer, merchantId } = await shop();
    const code = await qrCode(db(), merchantId, expiresSoon());
    const payerHeard = recordAccount(ctx.api.bus, payer.director.id);
    const merchantHeard = recordAccount(ctx.api.bus, merchant.director.id);
    const data = (await json(await pay(payer.directorToken, { payload: code.payload, source: 'VA' }))).data as Row;
    payerHeard.stop();
    merchantHeard.stop();
    expect(payerHeard.heard).toEqual([
      {
        type: 'wallet.updated',
        data: { type: 'VA', currency: 'VND', balance: '300000', validate_balance: '150000' },
      },
    ]);
    expect(merchantHeard.heard).toEqual([
      {
        type: 'transaction.updated',
        data: { id: data.id, transaction_type: 'TOP_UP', status: 'PENDING' },
        balance: 'QR_MERCHANT',
      },
    ]);
  });

  it('is settled by the provider after the delay: merchant credited, code paid', async () => {
    const { merchant, payer, merchantId } = await shop();
    const code = await qrCode(db(), merchantId, expiresSoon(), null);
    const response = await pay(payer.directorToken, { payload: code.payload, amount: '200000', source: 'VA' });
    const id = ((await json(response)).data as Row).id;
    const simulator = createSimulator({ db: db(), bus: createLocalBus(), delayMs: 5000, clock: ctx.api.clock });
    await simulator.tick();
    expect((await vaRowsOf(db(), merchant.director.id))[0]?.status).toBe('PENDING');
    ctx.api.clock.advance(5000);
    await simulator.tick();
    const [row] = await vaRowsOf(db(), merchant.director.id);
    expect([row?.id, row?.status]).toEqual([id, 'APPROVED']);
    const [paid] = await db().select().from(qrCodes).where(eq(qrCodes.id, code.id));
    expect([paid?.status, paid?.paidAt?.getTime()]).toEqual(['APPROVED', now().getTime()]);
    expect(await walletMoney(db(), merchant.director.id, 'QR_MERCHANT')).toEqual({ available: '200000', held: '0' });
    expect(await walletMoney(db(), payer.director.id, 'VA')).toEqual({ available: '100000', held: '0' });
    await expectError(
      await pay(payer.directorToken, { payload: code.payload, amount: '1000', source: 'MAIN' }),
      409,
      'QR_ALREADY_PAID',
    );
  });

  it('two payments of one code at once: exactly one succeeds', async () => {
    const { payer, merchantId } = await shop();
    const code = await qrCode(db(), merchantId, expiresSoon());
    const responses = await Promise.all([
      pay(payer.directorToken, { payload: code.payload, source: 'MAIN' }),
      pay(payer.directorToken, { payload: code.payload, source: 'VA' }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const main = await walletMoney(db(), payer.director.id, 'MAIN');
    const va = await walletMoney(db(), payer.director.id, 'VA');
    expect(new Set([main.held, va.held])).toEqual(new Set(['150000', '0']));
  });

  it('a replay with the same Idempotency-Key pays once', async () => {
    const { payer, merchantId } = await shop();
    const code = await qrCode(db(), merchantId, expiresSoon());
    const body = { payload: code.payload, source: 'MAIN' };
    const first = await pay(payer.directorToken, body, 'qr-replay-1');
    const again = await pay(payer.directorToken, body, 'qr-replay-1');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await walletMoney(db(), payer.director.id, 'MAIN')).toEqual({ available: '850000', held: '150000' });
  });

  it('refuses an unknown or expired code, a wrong or missing amount, and too little money', async () => {
    const { payer, merchantId } = await shop();
    const fixed = await qrCode(db(), merchantId, expiresSoon());
    const open = await qrCode(db(), merchantId, expiresSoon(), null);
    const expired = await qrCode(db(), merchantId, new Date(now().getTime() - 1));
    await expectError(await pay(payer.directorToken, { payload: 'garbage', source: 'MAIN' }), 422, 'QR_INVALID');
    await expectError(await pay(payer.directorToken, { payload: expired.payload, source: 'MAIN' }), 410, 'QR_EXPIRED');
    await expectError(
      await pay(payer.directorToken, { payload: fixed.payload, amount: '150001', source: 'MAIN' }),
      422,
      'AMOUNT_MISMATCH',
    );
    await expectError(
      await pay(payer.directorToken, { payload: open.payload, source: 'MAIN' }),
      422,
      'VALIDATION_FAILED',
    );
    await expectError(
      await pay(payer.directorToken, { payload: open.payload, amount: '5000000', source: 'MAIN' }),
      422,
      'INSUFFICIENT_BALANCE',
    );
    expect(await walletMoney(db(), payer.director.id, 'MAIN')).toEqual({ available: '1000000', held: '0' });
  });

  it('is for DIRECTOR and FINANCE, with an Idempotency-Key', async () => {
    const { payer, merchantId } = await shop();
    const code = await qrCode(db(), merchantId, expiresSoon());
    await expectError(await pay(payer.sellerToken, { payload: code.payload, source: 'MAIN' }), 403, 'FORBIDDEN');
    const keyless = await ctx.api.call('POST', '/api/v1/virtual-accounts/transactions/qr/top-up/qr-pay', {
      token: payer.financeToken,
      body: { payload: code.payload, source: 'MAIN' },
    });
    expect((await json(keyless)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    await expectError(
      await pay(payer.directorToken, { payload: code.payload, source: 'QR_MERCHANT' }),
      422,
      'VALIDATION_FAILED',
    );
  });
});

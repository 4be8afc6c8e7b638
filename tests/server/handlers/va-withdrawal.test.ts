import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../../../server/api/bus.ts';
import { users } from '../../../server/db/schema/auth.ts';
import { ledgerTransfers } from '../../../server/db/schema/ledger.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { approveTransfer, closeTransfer } from '../../../server/ledger/transfers.ts';
import { createSimulator } from '../../../server/provider/simulator.ts';
import { createPerson, json } from '../api/harness.ts';
import { sessionOn, type Team, team, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { fund, rangeOfRate, savedPayment, vaRowsOf, walletMoney, withdrawalWToken } from './va-fixtures.ts';

type Row = Record<string, unknown>;

describe('createVaWithdrawal', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  const now = () => ctx.api.clock.now();
  let keys = 0;

  interface Setup extends Team {
    readonly paymentId: number;
    readonly rangeId: number;
  }

  async function setup(fields: Parameters<typeof team>[1] = {}, main = '50000000'): Promise<Setup> {
    const who = await team(ctx.api, fields);
    await fund(db(), who.director.id, 'MAIN', main, now());
    return { ...who, paymentId: await savedPayment(db(), who.director.id), rangeId: await rangeOfRate(db()) };
  }

  function body(who: Setup, overrides: Row = {}): Row {
    return {
      range_of_rate: { id: who.rangeId },
      amount: '1000000',
      payment: { id: who.paymentId },
      withdrawal_source: 'MAIN',
      ...overrides,
    };
  }

  interface Send {
    readonly token?: string;
    readonly wToken?: string | null;
    readonly key?: string | null;
  }

  async function withdraw(who: Setup, payload: Row, send: Send = {}): Promise<Response> {
    keys += 1;
    const headers: Record<string, string> = {};
    const key = send.key === undefined ? `va-withdrawal-${keys}` : send.key;
    if (key !== null) headers['idempotency-key'] = key;
    const wToken = send.wToken === undefined ? await withdrawalWToken(db(), who.director.id, now()) : send.wToken;
    if (wToken !== null) headers['w-token'] = wToken;
    return ctx.api.call('POST', '/api/v1/virtual-accounts/transactions/withdrawal', {
      token: send.token ?? who.directorToken,
      body: payload,
      headers,
    });
  }

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    const answer = await json(response);
    expect([response.status, answer.code]).toEqual([status, code]);
  }

  it('holds the amount and answers the PENDING transaction with fee, rate and amount received', async () => {
    const who = await setup();
    const response = await withdraw(who, body(who));
    const answer = await json(response);
    expect(response.status).toBe(200);
    const data = answer.data as Row;
    expect(data).toMatchObject({
      type: 'WITHDRAWAL',
      status: 'PENDING',
      balance_type: 'MAIN',
      amount: '1000000',
      fee: '5000',
      rate: '1',
      amount_received: '995000',
      currency: 'VND',
      received_currency: 'VND',
      source: { kind: 'WALLET', balance_type: 'MAIN' },
      destination: { kind: 'PAYMENT', id: who.paymentId, payment_type: 'BANK', account_name: 'NGUYEN VAN AN' },
      qr_code_id: null,
      remark: null,
    });
    expect(data.code).toMatch(/^VAW-20260302-\d{6}$/);
    expect((data.status_history as Row[]).map((step) => step.status)).toEqual(['PENDING']);
    expect(await walletMoney(db(), who.director.id, 'MAIN')).toEqual({ available: '49000000', held: '1000000' });
  });

  it('tells the account’s live streams: the new transaction (a MAIN-balance one) and the MAIN wallet with less available', async () => {
    const who = await setup();
    const recording = recordAccount(ctx.api.bus, who.director.id);
    const data = (await json(await withdraw(who, body(who)))).data as Row;
    recording.stop();
    expect(recording.heard).toEqual([
      {
        type: 'transaction.updated',
        data: { id: data.id, transaction_type: 'WITHDRAWAL', status: 'PENDING' },
        balance: 'MAIN',
      },
      {
        type: 'wallet.updated',
        data: { type: 'MAIN', currency: 'VND', balance: '50000000', validate_balance: '49000000' },
      },
    ]);
  });

  it('a replay with the same Idempotency-Key answers the same transaction and holds the money once', async () => {
    const who = await setup();
    const wToken = await withdrawalWToken(db(), who.director.id, now());
    const first = await withdraw(who, body(who), { key: 'replay-once-1', wToken });
    const again = await withdraw(who, body(who), { key: 'replay-once-1', wToken });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(((await json(again)).data as Row).id).toBe(((await json(first)).data as Row).id);
    expect(await vaRowsOf(db(), who.director.id)).toHaveLength(1);
    expect(await walletMoney(db(), who.director.id, 'MAIN')).toEqual({ available: '49000000', held: '1000000' });
  });

  it('a FIXED fee, a rate into another currency, and the VA wallet as source', async () => {
    const who = await setup();
    await fund(db(), who.director.id, 'VA', '3000000', now());
    const rangeId = await rangeOfRate(db(), {
      min: '500000',
      max: null,
      rate: '0.000039',
      receivedCurrency: 'USD',
      feeType: 'FIXED',
      feeValue: '10000',
      feeCurrency: 'VND',
    });
    const paymentId = await savedPayment(db(), who.director.id, { currency: 'USD' });
    const response = await withdraw(
      who,
      body(who, {
        range_of_rate: { id: rangeId },
        payment: { id: paymentId },
        amount: '2000000',
        withdrawal_source: 'VA',
      }),
    );
    const data = (await json(response)).data as Row;
    // (2 000 000 − 10 000) × 0.000039 = 77.61 USD
    expect(data).toMatchObject({ fee: '10000', rate: '0.000039', amount_received: '77.61', received_currency: 'USD' });
    expect(await walletMoney(db(), who.director.id, 'VA')).toEqual({ available: '1000000', held: '2000000' });
  });

  it('FINANCE may withdraw; SELLER may not', async () => {
    const who = await setup();
    const finance = await createPerson(ctx.api, { memberOnly: true });
    const financeToken = await sessionOn(ctx.api, finance, who.director, 'FINANCE');
    const wToken = await withdrawalWToken(db(), finance.id, now());
    expect((await withdraw(who, body(who), { token: financeToken, wToken })).status).toBe(200);
    await expectError(await withdraw(who, body(who), { token: who.sellerToken }), 403, 'FORBIDDEN');
  });

  it('needs a withdrawal w-token and an Idempotency-Key', async () => {
    const who = await setup();
    await expectError(await withdraw(who, body(who), { wToken: null }), 403, 'W_TOKEN_REQUIRED');
    await expectError(await withdraw(who, body(who), { wToken: 'not-a-token' }), 403, 'W_TOKEN_INVALID');
    const missingKey = await withdraw(who, body(who), { key: null });
    expect((await json(missingKey)).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await vaRowsOf(db(), who.director.id)).toHaveLength(0);
  });

  it('refuses invalid input with 422 field errors', async () => {
    const who = await setup();
    const response = await withdraw(who, body(who, { amount: '-5', withdrawal_source: 'CARD' }));
    const answer = await json(response);
    expect([response.status, answer.code]).toEqual([422, 'VALIDATION_FAILED']);
    await expectError(await withdraw(who, body(who, { amount: '1000000.5' })), 422, 'VALIDATION_FAILED');
  });

  it('refuses an unknown or inactive range, and an amount outside the range', async () => {
    const who = await setup();
    const inactive = await rangeOfRate(db(), { active: false });
    await expectError(await withdraw(who, body(who, { range_of_rate: { id: 999999 } })), 404, 'RATE_RANGE_NOT_FOUND');
    await expectError(await withdraw(who, body(who, { range_of_rate: { id: inactive } })), 404, 'RATE_RANGE_NOT_FOUND');
    await expectError(await withdraw(who, body(who, { amount: '99999' })), 422, 'AMOUNT_OUT_OF_RANGE');
    await expectError(await withdraw(who, body(who, { amount: '500000001' })), 422, 'AMOUNT_OUT_OF_RANGE');
  });

  it('refuses a payment method that is not approved, and hides another account’s', async () => {
    const who = await setup();
    const pending = await savedPayment(db(), who.director.id, { paymentStatus: 'PENDING' });
    const stranger = await createPerson(ctx.api);
    const theirs = await savedPayment(db(), stranger.id);
    await expectError(await withdraw(who, body(who, { payment: { id: pending } })), 422, 'PAYMENT_NOT_APPROVED');
    await expectError(await withdraw(who, body(who, { payment: { id: theirs } })), 404, 'NOT_FOUND');
  });

  it('refuses a range in a currency the wallet or the payment method does not have', async () => {
    const who = await setup();
    const usdIn = await rangeOfRate(db(), { currency: 'USD', min: '10', max: '1000' });
    const usdOut = await rangeOfRate(db(), { receivedCurrency: 'USD' });
    const usdPayment = await savedPayment(db(), who.director.id, { currency: 'USD' });
    const wrongWallet = body(who, { range_of_rate: { id: usdIn }, amount: '100', payment: { id: usdPayment } });
    await expectError(await withdraw(who, { ...wrongWallet }), 422, 'CURRENCY_NOT_SUPPORTED');
    await expectError(await withdraw(who, body(who, { range_of_rate: { id: usdOut } })), 422, 'CURRENCY_NOT_SUPPORTED');
  });

  it('refuses when the wallet is disabled, over the monthly limit, or above the available balance', async () => {
    const who = await setup({ tier: 'STANDARD' }, '200000000');
    await expectError(await withdraw(who, body(who, { amount: '100000001' })), 422, 'LIMIT_EXCEEDED');
    await expectError(await withdraw(who, body(who, { withdrawal_source: 'QR_MERCHANT' })), 403, 'WALLET_NOT_ENABLED');
    const poor = await setup({}, '500000');
    await expectError(await withdraw(poor, body(poor)), 422, 'INSUFFICIENT_BALANCE');
    await db().update(users).set({ walletEnable: false }).where(eq(users.id, poor.director.id));
    await expectError(await withdraw(poor, body(poor)), 403, 'WALLET_NOT_ENABLED');
    expect(await walletMoney(db(), poor.director.id, 'MAIN')).toEqual({ available: '500000', held: '0' });
  });

  it('shows the operator, and the customer told of the payout, the masked destination account', async () => {
    const who = await setup();
    await withdraw(who, body(who));
    const [row] = await vaRowsOf(db(), who.director.id);
    const destination = row?.destination;
    const last4 = destination?.kind === 'PAYMENT' ? destination.account_number?.slice(-4) : undefined;
    const response = await ctx.api.call('GET', '/api/warehouse/v1/admin/withdrawal?limit=100', {
      headers: { 'x-admin-key': ctx.api.config.adminKey },
      unsigned: true,
    });
    const items = ((await json(response)).data as { items: Row[] }).items;
    const item = items.find((entry) => entry.id === row?.transferId);
    expect(item?.summary).toBe(`Withdrawal 1,000,000 VND (fee 5,000 VND) from MAIN to Vietcombank ••${last4} via bank`);
    expect(item?.details).toMatchObject({ destination: `Vietcombank ••${last4}` });
    expect(JSON.stringify(item)).not.toContain(destination?.kind === 'PAYMENT' ? destination.account_number : '?');
    await ctx.api.call('POST', `/api/warehouse/v1/admin/withdrawal/${row?.transferId}/approve`, {
      headers: { 'x-admin-key': ctx.api.config.adminKey },
      unsigned: true,
    });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.director.id), eq(notifications.kind, 'WITHDRAW_APPROVED')));
    expect(note?.params).toMatchObject({ destination: `Vietcombank ••${last4}` });
  });

  it('follows the operator’s decision on its transfer once the provider passes', async () => {
    const who = await setup();
    const approved = (await json(await withdraw(who, body(who)))).data as Row;
    const rejected = (await json(await withdraw(who, body(who, { amount: '2000000' })))).data as Row;
    const transferOf = async (id: unknown) =>
      (await vaRowsOf(db(), who.director.id)).find((row) => row.id === id)?.transferId ?? 0;
    await approveTransfer(db(), await transferOf(approved.id), now());
    await closeTransfer(db(), await transferOf(rejected.id), 'REJECTED', now());
    const simulator = createSimulator({ db: db(), bus: createLocalBus(), delayMs: 0, clock: ctx.api.clock });
    await simulator.tick();
    const detail = async (id: unknown) =>
      (
        await json(
          await ctx.api.call('GET', `/api/v1/virtual-accounts/transactions/${id}`, { token: who.directorToken }),
        )
      ).data as Row;
    expect((await detail(approved.id)).status_history).toEqual([
      expect.objectContaining({ status: 'PENDING' }),
      expect.objectContaining({ status: 'APPROVED' }),
    ]);
    expect((await detail(rejected.id)).status).toBe('REJECTED');
    expect(await walletMoney(db(), who.director.id, 'MAIN')).toEqual({ available: '49000000', held: '0' });
    const [transfer] = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, await transferOf(approved.id)));
    expect(transfer?.fee).toBe('5000.00000000000000000000');
  });
});

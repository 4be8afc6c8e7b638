import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/auth.ts';
import { notifications } from '../../../server/db/schema/notifications.ts';
import { vaTransactions } from '../../../server/db/schema/va.ts';
import { hasValidCrc, parseTlv } from '../../../server/va/qr-payload.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { createPerson, json } from '../api/harness.ts';
import { sessionOn, type Team, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { devPost, moneyCall, moneyTeam, provider, type Row, SETTLE_DELAY_MS, walletOf } from './money-helpers.ts';
import { dataOf, expectError } from './va-helpers.ts';

const MINUTE = 60_000;

// Each test drives the whole pipeline many times; a loaded two-core machine needs more than the default 5 s.
describe('top-ups of the main wallet', { timeout: 30_000 }, () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;

  function createTopUp(token: string, body: Row, key?: string | null): Promise<Response> {
    return moneyCall(ctx.api, 'POST', '/top-ups', { token, body, ...(key === undefined ? {} : { key }) });
  }

  async function topUp(who: Team, body: Row = {}): Promise<Row> {
    const payload = { method: 'LOCAL_BANK_TRANSFER', amount: '2000000', currency: 'VND', ...body };
    return dataOf(await createTopUp(who.directorToken, payload));
  }

  function getTopUp(token: string, id: unknown): Promise<Response> {
    return ctx.api.call('GET', `/api/v1/top-ups/${id}`, { token });
  }

  const transactionOf = (data: Row) => data.transaction as Row;

  it('answers a PENDING TOP_UP with the collection account and a reference, counted in the pending amounts', async () => {
    const who = await moneyTeam(ctx.api);
    const data = await topUp(who);
    expect(data).toMatchObject({
      method: 'LOCAL_BANK_TRANSFER',
      kind: 'BANK_TRANSFER',
      amount: '2000000',
      currency: 'VND',
      receiving_account: { bank_short_name: 'BIDV', bank_bin: '970418', account_name: 'CONG TY CO PHAN CAMPAY' },
      qr_payload: null,
      expires_at: new Date(ctx.api.clock.now().getTime() + 24 * 60 * MINUTE).toISOString(),
      paid_at: null,
    });
    expect(data.reference).toMatch(/^CPT[0-9A-HJKMNP-TV-Z]{8}$/);
    const transaction = transactionOf(data);
    expect(transaction).toMatchObject({
      id: data.id,
      type: 'TOP_UP',
      status: 'PENDING',
      balance_type: 'MAIN',
      amount: '2000000',
      fee: '0',
      destination: { kind: 'WALLET', balance_type: 'MAIN' },
    });
    expect(transaction.code).toMatch(/^TUP-20260302-\d{6}$/);
    const wallet = await walletOf(ctx.api, who.director.id, 'MAIN');
    expect(wallet.validate_balance).toBe('0');
    expect(wallet.pending_amount.top_up).toEqual({
      amount: '2000000',
      count: 1,
      detail: [{ source: 'LOCAL_BANK_TRANSFER', amount: '2000000', count: 1 }],
    });
    const listed = await dataOf(
      await ctx.api.call('GET', '/api/v2/virtual-accounts/transactions?balance_type=MAIN', {
        token: who.directorToken,
      }),
    );
    expect((listed.items as Row[]).map((item) => item.id)).toEqual([data.id]);
    expect(await dataOf(await getTopUp(who.financeToken, data.id))).toEqual(data);
  });

  it('settles a bank transfer quoting the reference: PROCESS when the money arrives, then credited live with a notification', async () => {
    const who = await moneyTeam(ctx.api);
    const data = await topUp(who);
    const recording = recordAccount(ctx.api.bus, who.director.id);
    const description = `Nap tien ${String(data.reference).toLowerCase()} cho CamPay`;
    const paid = await devPost(ctx.api, '/__dev/top-up-payment', {
      reference: description,
      amount: '2000000.00',
      payer_name: 'TRAN THI MAI',
    });
    expect(paid.status).toBe(201);
    const arrived = await dataOf(await getTopUp(who.directorToken, data.id));
    expect(arrived.paid_at).toBe(ctx.api.clock.now().toISOString());
    expect(transactionOf(arrived)).toMatchObject({
      status: 'PROCESS',
      source: { kind: 'EXTERNAL', account_name: 'TRAN THI MAI' },
    });
    const waiting = await walletOf(ctx.api, who.director.id, 'MAIN');
    expect([waiting.pending_amount.top_up.amount, waiting.waiting_amount.top_up.amount]).toEqual(['0', '2000000']);

    ctx.api.clock.advance(SETTLE_DELAY_MS - 1);
    expect((await provider(ctx.api).tick()).changed).toEqual([]);
    ctx.api.clock.advance(1);
    await provider(ctx.api).tick();
    recording.stop();
    const settled = transactionOf(await dataOf(await getTopUp(who.directorToken, data.id)));
    expect((settled.status_history as Row[]).map((step) => step.status)).toEqual(['PENDING', 'PROCESS', 'APPROVED']);
    const wallet = await walletOf(ctx.api, who.director.id, 'MAIN');
    expect([wallet.validate_balance, wallet.waiting_amount.top_up.amount]).toEqual(['2000000', '0']);
    expect(recording.heard.every((event) => ServerEvent.safeParse(event).success)).toBe(true);
    expect(recording.heard).toContainEqual({
      type: 'transaction.updated',
      data: { id: data.id, transaction_type: 'TOP_UP', status: 'APPROVED' },
      balance: 'MAIN',
    });
    expect(recording.heard).toContainEqual({
      type: 'wallet.updated',
      data: { type: 'MAIN', currency: 'VND', balance: '2000000', validate_balance: '2000000' },
    });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.director.id), eq(notifications.kind, 'TOP_UP_APPROVED')));
    expect([note?.params.amount, note?.link]).toEqual(['2000000', `/transactions/${data.id}`]);
  });

  it('a QR method answers a VietQR payload valid 30 minutes, paid by scanning it', async () => {
    const who = await moneyTeam(ctx.api);
    const data = await topUp(who, { method: 'VIETQR', amount: '150000' });
    expect([data.kind, data.expires_at]).toEqual([
      'QR',
      new Date(ctx.api.clock.now().getTime() + 30 * MINUTE).toISOString(),
    ]);
    const payload = String(data.qr_payload);
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseTlv(payload);
    expect([fields?.get('54'), parseTlv(fields?.get('62') ?? '')?.get('05')]).toEqual(['150000', data.reference]);
    expect(fields?.get('38')).toContain('96247000000001');
    const paid = await devPost(ctx.api, '/__dev/top-up-payment', { qr_payload: payload });
    expect(((await json(paid)).data as Row).status).toBe('PROCESS');
    ctx.api.clock.advance(SETTLE_DELAY_MS);
    await provider(ctx.api).tick();
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).validate_balance).toBe('150000');
  });

  it('a top-up no money reached ends EXPIRED: swept by the provider or on reading, and refuses money after', async () => {
    const who = await moneyTeam(ctx.api);
    const swept = await topUp(who, { method: 'VIETQR', amount: '300000' });
    const read = await topUp(who, { method: 'E_WALLET', amount: '400000' });
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).pending_amount.top_up.amount).toBe('700000');
    ctx.api.clock.advance(30 * MINUTE - 1);
    await provider(ctx.api).tick();
    // Access tokens live 15 minutes: a new sign-in after half an hour.
    const token = await sessionOn(ctx.api, who.director);
    expect(transactionOf(await dataOf(await getTopUp(token, read.id))).status).toBe('PENDING');
    ctx.api.clock.advance(1);
    const expiredOnRead = transactionOf(await dataOf(await getTopUp(token, read.id)));
    expect(expiredOnRead.status).toBe('EXPIRED');
    const { changed } = await provider(ctx.api).tick();
    expect(changed.map((change) => [change.row.id, change.row.status])).toEqual([[swept.id, 'EXPIRED']]);
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).pending_amount.top_up.amount).toBe('0');
    const late = await devPost(ctx.api, '/__dev/top-up-payment', { reference: swept.reference, amount: '300000' });
    expect([late.status, (await json(late)).code]).toEqual([410, 'TOP_UP_EXPIRED']);
    const [row] = await db()
      .select()
      .from(vaTransactions)
      .where(eq(vaTransactions.id, Number(swept.id)));
    const approve = await ctx.api.call('POST', `/api/warehouse/v1/admin/top-up/${row?.transferId}/approve`, {
      headers: { 'x-admin-key': ctx.api.config.adminKey },
      unsigned: true,
    });
    await expectError(approve, 409, 'ITEM_ALREADY_DECIDED');
  });

  it('an operator may approve a top-up (npm run operator -- approve top-up <id>): credited, then no payment is taken', async () => {
    const who = await moneyTeam(ctx.api);
    const data = await topUp(who, { amount: '5000000' });
    const admin = (method: string, path: string) =>
      ctx.api.call(method, `/api/warehouse/v1/admin/top-up${path}`, {
        headers: { 'x-admin-key': ctx.api.config.adminKey },
        unsigned: true,
      });
    const page = await dataOf(await admin('GET', '?limit=100'));
    const item = (page.items as Row[]).find((entry) => (entry.details as Row).reference === data.reference);
    expect(item?.summary).toBe('Top-up 5,000,000 VND to MAIN via LOCAL_BANK_TRANSFER');
    await dataOf(await admin('POST', `/${item?.id}/approve`));
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).validate_balance).toBe('5000000');
    await provider(ctx.api).tick();
    expect(transactionOf(await dataOf(await getTopUp(who.directorToken, data.id))).status).toBe('APPROVED');
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.director.id), eq(notifications.kind, 'TOP_UP_APPROVED')));
    expect(note?.link).toBe(`/transactions/${data.id}`);
    const again = await devPost(ctx.api, '/__dev/top-up-payment', { reference: data.reference, amount: '5000000' });
    expect([again.status, (await json(again)).code]).toEqual([409, 'TOP_UP_ALREADY_PAID']);
  });

  it('FINANCE may top up; SELLER may neither top up nor read a top-up', async () => {
    const who = await moneyTeam(ctx.api);
    const body = { method: 'LOCAL_BANK_TRANSFER', amount: '100000', currency: 'VND' };
    const data = await dataOf(await createTopUp(who.financeToken, body));
    await expectError(await createTopUp(who.sellerToken, body), 403, 'FORBIDDEN');
    await expectError(await getTopUp(who.sellerToken, data.id), 403, 'FORBIDDEN');
  });

  it('the same Idempotency-Key answers the same top-up; another body with it is refused', async () => {
    const who = await moneyTeam(ctx.api);
    const body = { method: 'VIETQR', amount: '120000', currency: 'VND' };
    const first = await dataOf(await createTopUp(who.directorToken, body, 'top-up-intent-1'));
    const again = await dataOf(await createTopUp(who.financeToken, body, 'top-up-intent-1'));
    expect(again).toEqual(first);
    const other = await createTopUp(who.directorToken, { ...body, amount: '130000' }, 'top-up-intent-1');
    await expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).pending_amount.top_up.count).toBe(1);
    await expectError(await createTopUp(who.directorToken, body, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses methods that do not top up the main wallet, other currencies and bad amounts with 4xx', async () => {
    const who = await moneyTeam(ctx.api);
    const refused = async (body: Row, status: number, code: string) =>
      expectError(await createTopUp(who.directorToken, { currency: 'VND', amount: '100000', ...body }), status, code);
    await refused({ method: 'VIRTUAL_ACCOUNT' }, 422, 'TOP_UP_METHOD_NOT_SUPPORTED');
    await refused({ method: 'PAYONEER_PAYOUT' }, 422, 'TOP_UP_METHOD_NOT_SUPPORTED');
    await refused({ method: 'CASH' }, 422, 'TOP_UP_METHOD_NOT_SUPPORTED');
    await refused({ method: 'LOCAL_BANK_TRANSFER', currency: 'USD' }, 422, 'CURRENCY_NOT_SUPPORTED');
    // The method works in USD, but this account has no USD main wallet.
    await refused({ method: 'CROSS_BORDER_COLLECTION', currency: 'USD', amount: '100' }, 422, 'CURRENCY_NOT_SUPPORTED');
    await refused({ method: 'LOCAL_BANK_TRANSFER', amount: '100000.5' }, 422, 'VALIDATION_FAILED');
    await refused({ method: 'LOCAL_BANK_TRANSFER', amount: '0' }, 422, 'VALIDATION_FAILED');
    await refused({ method: 'LOCAL\u0000BANK' }, 422, 'VALIDATION_FAILED');
    await db().update(users).set({ walletEnable: false }).where(eq(users.id, who.director.id));
    await refused({ method: 'LOCAL_BANK_TRANSFER' }, 403, 'WALLET_NOT_ENABLED');
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).pending_amount.top_up.count).toBe(0);
  });

  it(`keeps at most 10 top-ups waiting for money`, async () => {
    const who = await moneyTeam(ctx.api);
    const first = await topUp(who);
    for (let index = 1; index < 10; index += 1) await topUp(who);
    const body = { method: 'LOCAL_BANK_TRANSFER', amount: '2000000', currency: 'VND' };
    await expectError(await createTopUp(who.directorToken, body), 409, 'TOP_UP_LIMIT_REACHED');
    await devPost(ctx.api, '/__dev/top-up-payment', { reference: first.reference, amount: '2000000' });
    await dataOf(await createTopUp(who.directorToken, body));
  });

  it('hides another account’s top-up and any transaction that is not a top-up', async () => {
    const who = await moneyTeam(ctx.api);
    const data = await topUp(who);
    const stranger = await createPerson(ctx.api);
    await expectError(await getTopUp(await sessionOn(ctx.api, stranger), data.id), 404, 'NOT_FOUND');
    const internal = await moneyCall(ctx.api, 'POST', '/wallets/transfers', {
      token: who.directorToken,
      body: { from: 'MAIN', to: 'VA', amount: '1', currency: 'VND' },
    });
    await expectError(internal, 422, 'INSUFFICIENT_BALANCE');
    await expectError(await getTopUp(who.directorToken, 999999), 404, 'NOT_FOUND');
    await expectError(await getTopUp(who.directorToken, 'abc'), 422, 'VALIDATION_FAILED');
  });

  it('the demo payment takes only the reference’s exact amount, once, and exists only in demo mode', async () => {
    const who = await moneyTeam(ctx.api);
    const data = await topUp(who);
    const pay = (body: Row, demo = true) => devPost(ctx.api, '/__dev/top-up-payment', body, demo);
    await expectError(await pay({ reference: 'CPT00000000', amount: '2000000' }), 404, 'NOT_FOUND');
    await expectError(await pay({ reference: 'no reference here', amount: '2000000' }), 404, 'NOT_FOUND');
    await expectError(await pay({ reference: data.reference, amount: '1999999' }), 422, 'AMOUNT_MISMATCH');
    await expectError(await pay({ qr_payload: '000201010212' }), 422, 'QR_INVALID');
    await expectError(await pay({ reference: data.reference }), 422, 'VALIDATION_FAILED');
    await expectError(await pay({ reference: 'CPT\u0000', amount: '1' }), 422, 'VALIDATION_FAILED');
    expect((await pay({ reference: data.reference, amount: '2000000' }, false)).status).toBe(404);
    expect((await pay({ reference: data.reference, amount: '2000000' })).status).toBe(201);
    await expectError(await pay({ reference: data.reference, amount: '2000000' }), 409, 'TOP_UP_ALREADY_PAID');
  });
});

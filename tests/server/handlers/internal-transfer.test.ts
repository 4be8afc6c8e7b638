import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/auth.ts';
import { ledgerJournals } from '../../../server/db/schema/ledger.ts';
import { vaTransactions } from '../../../server/db/schema/va.ts';
import { ServerEvent } from '../../../src/contract/calls/events.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, type Team, useHandlerApi } from './account-session.ts';
import { recordAccount } from './bus-recorder.ts';
import { moneyCall, moneyTeam, type Row, walletOf } from './money-helpers.ts';
import { fund } from './va-fixtures.ts';
import { dataOf, expectError } from './va-helpers.ts';

// Each test drives the whole pipeline many times; a loaded two-core machine needs more than the default 5 s.
describe('moving money between one’s own wallets', { timeout: 30_000 }, () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;

  async function funded(main = '5000000'): Promise<Team> {
    const who = await moneyTeam(ctx.api);
    await fund(db(), who.director.id, 'MAIN', main, ctx.api.clock.now());
    return who;
  }

  function transfer(token: string, body: Row = {}, key?: string): Promise<Response> {
    const payload = { from: 'MAIN', to: 'VA', amount: '1200000', currency: 'VND', ...body };
    return moneyCall(ctx.api, 'POST', '/wallets/transfers', { token, body: payload, ...(key ? { key } : {}) });
  }

  it('moves the money at once: both balances change together, nothing stays pending', async () => {
    const who = await funded();
    const recording = recordAccount(ctx.api.bus, who.director.id);
    const data = await dataOf(await transfer(who.directorToken));
    recording.stop();
    expect(data).toMatchObject({
      type: 'INTERNAL',
      status: 'APPROVED',
      balance_type: 'MAIN',
      amount: '1200000',
      fee: '0',
      amount_received: '1200000',
      source: { kind: 'WALLET', balance_type: 'MAIN' },
      destination: { kind: 'WALLET', balance_type: 'VA' },
      status_history: [{ status: 'APPROVED', at: ctx.api.clock.now().toISOString(), note: null }],
    });
    expect(data.code).toMatch(/^INT-20260302-\d{6}$/);
    const main = await walletOf(ctx.api, who.director.id, 'MAIN');
    const va = await walletOf(ctx.api, who.director.id, 'VA');
    expect([main.balance, main.validate_balance, va.balance, va.validate_balance]).toEqual([
      '3800000',
      '3800000',
      '1200000',
      '1200000',
    ]);
    for (const wallet of [main, va]) {
      expect([wallet.pending_amount.internal.amount, wallet.waiting_amount.internal.amount]).toEqual(['0', '0']);
    }
    // The hold and the settlement are one commit: both journals of the transfer exist.
    const [row] = await db()
      .select()
      .from(vaTransactions)
      .where(eq(vaTransactions.id, Number(data.id)));
    const journals = await db()
      .select({ kind: ledgerJournals.kind })
      .from(ledgerJournals)
      .where(inArray(ledgerJournals.transferId, [row?.transferId ?? 0]));
    expect(journals.map((journal) => journal.kind).sort()).toEqual(['HOLD', 'SETTLE']);
    expect(recording.heard.every((event) => ServerEvent.safeParse(event).success)).toBe(true);
    expect(recording.heard).toEqual([
      {
        type: 'transaction.updated',
        data: { id: data.id, transaction_type: 'INTERNAL', status: 'APPROVED' },
        balance: 'MAIN',
      },
      {
        type: 'wallet.updated',
        data: { type: 'MAIN', currency: 'VND', balance: '3800000', validate_balance: '3800000' },
      },
      {
        type: 'wallet.updated',
        data: { type: 'VA', currency: 'VND', balance: '1200000', validate_balance: '1200000' },
      },
    ]);
    const listed = await dataOf(
      await ctx.api.call('GET', '/api/v2/virtual-accounts/transactions?type=INTERNAL', { token: who.financeToken }),
    );
    expect((listed.items as Row[]).map((item) => item.id)).toEqual([data.id]);
  });

  it('moves it back from the VA wallet, and refuses more than the available balance', async () => {
    const who = await funded('1000000');
    await dataOf(await transfer(who.directorToken, { amount: '1000000' }));
    await expectError(
      await transfer(who.directorToken, { from: 'VA', to: 'MAIN', amount: '1000001' }),
      422,
      'INSUFFICIENT_BALANCE',
    );
    const back = await dataOf(await transfer(who.directorToken, { from: 'VA', to: 'MAIN', amount: '400000' }));
    expect(back.balance_type).toBe('VA');
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).validate_balance).toBe('400000');
    expect((await walletOf(ctx.api, who.director.id, 'VA')).validate_balance).toBe('600000');
    await expectError(await transfer(who.directorToken, { amount: '400001' }), 422, 'INSUFFICIENT_BALANCE');
  });

  it('lets exactly as many racing transfers through as the money covers', async () => {
    const who = await funded('5000000');
    const answers = await Promise.all([1, 2, 3].map(() => transfer(who.directorToken, { amount: '2000000' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 422]);
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).validate_balance).toBe('1000000');
    expect((await walletOf(ctx.api, who.director.id, 'VA')).validate_balance).toBe('4000000');
  });

  it('the same Idempotency-Key moves the money once; another body with it is refused', async () => {
    const who = await funded();
    const first = await dataOf(await transfer(who.directorToken, {}, 'move-intent-1'));
    expect(await dataOf(await transfer(who.financeToken, {}, 'move-intent-1'))).toEqual(first);
    await expectError(
      await transfer(who.directorToken, { amount: '5' }, 'move-intent-1'),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).validate_balance).toBe('3800000');
  });

  it('FINANCE may move money; SELLER may not', async () => {
    const who = await funded();
    expect((await transfer(who.financeToken)).status).toBe(200);
    await expectError(await transfer(who.sellerToken), 403, 'FORBIDDEN');
  });

  it('refuses the same wallet, other wallets, currencies and amounts with 4xx', async () => {
    const who = await funded();
    const same = await expectError(await transfer(who.directorToken, { to: 'MAIN' }), 422, 'VALIDATION_FAILED');
    expect(same.errors).toEqual({ to: ['Choose another wallet to move the money to.'] });
    await expectError(await transfer(who.directorToken, { from: 'QR_MERCHANT' }), 422, 'VALIDATION_FAILED');
    await expectError(await transfer(who.directorToken, { amount: '10.5' }), 422, 'VALIDATION_FAILED');
    await expectError(await transfer(who.directorToken, { amount: '-10' }), 422, 'VALIDATION_FAILED');
    await expectError(
      await transfer(who.directorToken, { currency: 'USD', amount: '10' }),
      422,
      'CURRENCY_NOT_SUPPORTED',
    );
    await expectError(await transfer(who.directorToken, { currency: 'V\u0000D' }), 422, 'VALIDATION_FAILED');
    await db().update(users).set({ walletEnable: false }).where(eq(users.id, who.director.id));
    await expectError(await transfer(who.directorToken), 403, 'WALLET_NOT_ENABLED');
    expect((await walletOf(ctx.api, who.director.id, 'MAIN')).validate_balance).toBe('5000000');
  });

  it('another account does not see the transfer', async () => {
    const who = await funded();
    const data = await dataOf(await transfer(who.directorToken));
    const stranger = await sessionOn(ctx.api, await createPerson(ctx.api));
    await expectError(
      await ctx.api.call('GET', `/api/v1/virtual-accounts/transactions/${data.id}`, { token: stranger }),
      404,
      'NOT_FOUND',
    );
  });
});

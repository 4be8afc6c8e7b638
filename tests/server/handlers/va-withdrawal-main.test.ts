/**
 * A withdrawal from the MAIN wallet end to end (issue 11): the hold, the wallet's pending amounts, the
 * operator's approval or refusal through the admin endpoints, the timeline — and a retry with the same
 * Idempotency-Key after the connection dropped once the server had committed, over a real socket.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../server/db/schema/auth.ts';
import { signatureHeaders } from '../../../src/lib/http/signature.ts';
import { json } from '../api/harness.ts';
import { type Team, useHandlerApi } from './account-session.ts';
import { moneyTeam, provider, type Row, walletOf } from './money-helpers.ts';
import { fund, rangeOfRate, savedPayment, vaRowsOf, walletMoney, withdrawalWToken } from './va-fixtures.ts';
import { dataOf } from './va-helpers.ts';

const PATH = '/api/v1/virtual-accounts/transactions/withdrawal';

// Each test drives the whole pipeline many times; a loaded two-core machine needs more than the default 5 s.
describe('withdrawing from the MAIN wallet', { timeout: 30_000 }, () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;
  const now = () => ctx.api.clock.now();

  interface Setup extends Team {
    readonly body: Row;
  }

  async function setup(): Promise<Setup> {
    const who = await moneyTeam(ctx.api);
    await fund(db(), who.director.id, 'MAIN', '50000000', now());
    const body = {
      range_of_rate: { id: await rangeOfRate(db()) },
      amount: '1000000',
      payment: { id: await savedPayment(db(), who.director.id) },
      withdrawal_source: 'MAIN',
    };
    return { ...who, body };
  }

  async function withdraw(who: Setup, key: string, wToken?: string): Promise<Response> {
    return ctx.api.call('POST', PATH, {
      token: who.directorToken,
      body: who.body,
      headers: {
        'idempotency-key': key,
        'w-token': wToken ?? (await withdrawalWToken(db(), who.director.id, now())),
      },
    });
  }

  const admin = (path: string, body?: Row) =>
    ctx.api.call('POST', `/api/warehouse/v1/admin/withdrawal${path}`, {
      headers: { 'x-admin-key': ctx.api.config.adminKey },
      unsigned: true,
      ...(body === undefined ? {} : { body }),
    });

  const detail = async (who: Team, id: unknown) =>
    dataOf(await ctx.api.call('GET', `/api/v1/virtual-accounts/transactions/${id}`, { token: who.directorToken }));

  it('holds the amount as pending, and the operator’s approval pays it out with the timeline following', async () => {
    const who = await setup();
    const data = await dataOf(await withdraw(who, 'main-approve'));
    const pending = await walletOf(ctx.api, who.director.id, 'MAIN');
    expect([pending.balance, pending.validate_balance]).toEqual(['50000000', '49000000']);
    expect(pending.pending_amount.withdraw).toEqual({
      amount: '1000000',
      count: 1,
      detail: [{ source: 'bank', amount: '1000000', count: 1 }],
    });
    const [row] = await vaRowsOf(db(), who.director.id);
    const item = await dataOf(await admin(`/${row?.transferId}/approve`));
    expect(item.status).toBe('APPROVED');
    const paid = await walletOf(ctx.api, who.director.id, 'MAIN');
    expect([paid.balance, paid.validate_balance, paid.pending_amount.withdraw.amount]).toEqual([
      '49000000',
      '49000000',
      '0',
    ]);
    expect(paid.monthly_amount.withdraw.amount).toBe('1000000');
    await provider(ctx.api).tick();
    const settled = await detail(who, data.id);
    expect((settled.status_history as Row[]).map((step) => step.status)).toEqual(['PENDING', 'APPROVED']);
  });

  it('the operator’s refusal gives the money back, with the reason in the timeline', async () => {
    const who = await setup();
    const data = await dataOf(await withdraw(who, 'main-reject'));
    const [row] = await vaRowsOf(db(), who.director.id);
    await dataOf(await admin(`/${row?.transferId}/reject`, { reason: 'Beneficiary bank closed' }));
    await provider(ctx.api).tick();
    expect(await walletMoney(db(), who.director.id, 'MAIN')).toEqual({ available: '50000000', held: '0' });
    expect((await detail(who, data.id)).status_history).toEqual([
      expect.objectContaining({ status: 'PENDING', note: null }),
      expect.objectContaining({ status: 'REJECTED', note: 'Beneficiary bank closed' }),
    ]);
  });

  it('a retry with the same key after the connection dropped past the commit answers the first withdrawal, no second hold', async () => {
    const who = await setup();
    const wToken = await withdrawalWToken(db(), who.director.id, now());
    const server = serve({ fetch: ctx.api.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}${PATH}`;
      const payload = JSON.stringify(who.body);
      const dropped = httpRequest(url, {
        method: 'POST',
        headers: {
          ...signatureHeaders('POST', url, now().getTime()),
          authorization: `Bearer ${who.directorToken}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          'idempotency-key': 'main-dropped',
          'w-token': wToken,
        },
      });
      const closed = new Promise<void>((resolve) => dropped.once('close', () => resolve()));
      dropped.on('error', () => undefined);
      dropped.end(payload);
      // The withdrawal is committed; the client goes away before reading any answer.
      await expect.poll(async () => (await vaRowsOf(db(), who.director.id)).length, { timeout: 20_000 }).toBe(1);
      dropped.destroy();
      await closed;
      // The server finishes its request regardless and keeps the answer for the key.
      await expect
        .poll(
          async () => {
            const [key] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'main-dropped'));
            return key?.statusCode ?? null;
          },
          { timeout: 20_000 },
        )
        .toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // The browser retries with the same key and the w-token the first attempt already spent.
    const retry = await withdraw(who, 'main-dropped', wToken);
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    const rows = await vaRowsOf(db(), who.director.id);
    expect(((await json(retry)).data as Row).id).toBe(rows[0]?.id);
    expect(rows).toHaveLength(1);
    expect(await walletMoney(db(), who.director.id, 'MAIN')).toEqual({ available: '49000000', held: '1000000' });
  });
});

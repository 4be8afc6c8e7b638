import Big from 'big.js';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vaTransactionHistory, vaTransactions } from '../../../server/db/schema/va.ts';
import { createDevSeedTransactionsApp } from '../../../server/dev/seed-transactions.ts';
import { parseArgs } from '../../../server/operator/cli/args.ts';
import { runOperator } from '../../../server/operator/cli/run.ts';
import { seededRandom } from '../../../server/seed/random.ts';
import { seedHistory } from '../../../server/va-transactions/history.ts';
import { assertWithinMonthlyLimit } from '../../../server/va-transactions/limits.ts';
import { listVaTransactions, pageQuery } from '../../../server/va-transactions/list.ts';
import { createPerson } from '../api/harness.ts';
import { useHandlerApi } from '../handlers/account-session.ts';
import { moneyTeam, walletOf } from '../handlers/money-helpers.ts';
import { activeVa, savedPayment } from '../handlers/va-fixtures.ts';

const YEAR_MS = 365 * 86_400_000;
const FINAL = ['APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'];

describe('seeded transaction history', () => {
  const ctx = useHandlerApi();
  const db = () => ctx.api.handle.db;

  function seedRoute(body: unknown, { key = ctx.api.config.adminKey, demo = true } = {}) {
    const app = createDevSeedTransactionsApp({
      db: db(),
      config: { demo, adminKey: ctx.api.config.adminKey },
      clock: ctx.api.clock,
    });
    return app.request('/__dev/seed-transactions', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-admin-key': key },
    });
  }

  it('inserts 10,000 realistic rows that move no balance, and the list reads a page by walking its index', async () => {
    const who = await moneyTeam(ctx.api, { tier: 'STANDARD' });
    const owner = who.director;
    await activeVa(db(), owner.id);
    await savedPayment(db(), owner.id);
    const now = ctx.api.clock.now();
    expect(await seedHistory(db(), { ownerId: owner.id, count: 10_000, now, random: seededRandom(7) })).toBe(10_000);

    const rows = await db()
      .select({
        type: vaTransactions.type,
        status: vaTransactions.status,
        balance: vaTransactions.balanceType,
        source: sql<string>`${vaTransactions.source} ->> 'kind'`,
        destination: sql<string>`${vaTransactions.destination} ->> 'kind'`,
        total: count(),
        oldest: sql<string>`min(${vaTransactions.createdAt})::text`,
        newest: sql<string>`max(${vaTransactions.createdAt})::text`,
      })
      .from(vaTransactions)
      .where(eq(vaTransactions.ownerId, owner.id))
      .groupBy(sql`1, 2, 3, 4, 5`);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(10_000);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['TOP_UP', 'WITHDRAWAL', 'INTERNAL']));
    expect(new Set(rows.map((row) => row.balance))).toEqual(new Set(['MAIN', 'VA']));
    expect(new Set(rows.flatMap((row) => [row.source, row.destination]))).toEqual(
      new Set(['EXTERNAL', 'VA', 'WALLET', 'PAYMENT']),
    );
    expect(rows.every((row) => FINAL.includes(row.status))).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(FINAL));
    const times = rows.flatMap((row) => [Date.parse(row.oldest), Date.parse(row.newest)]);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - YEAR_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());

    // History: no ledger transfer, two timeline steps each, no money anywhere, no limit used.
    const withTransfer = await db()
      .select({ total: count() })
      .from(vaTransactions)
      .where(isNotNull(vaTransactions.transferId));
    const steps = await db().select({ total: count() }).from(vaTransactionHistory);
    expect([withTransfer[0]?.total, steps[0]?.total]).toEqual([0, 20_000]);
    const main = await walletOf(ctx.api, owner.id, 'MAIN');
    expect([main.balance, main.monthly_amount.top_up.amount, main.pending_amount.withdraw.amount]).toEqual([
      '0',
      '0',
      '0',
    ]);
    // A STANDARD account may still withdraw its whole 100,000,000 VND monthly limit.
    const limit = { type: 'WITHDRAWAL' as const, amount: new Big('100000000'), currency: 'VND', now };
    await expect(assertWithinMonthlyLimit(db(), owner, limit)).resolves.toBeUndefined();

    const viewer = { accountId: owner.id, role: 'DIRECTOR' as const };
    const { sql: text, params } = pageQuery(db(), viewer, {}, { page: 1, limit: 20 }).toSQL();
    const plan = await ctx.api.handle.scriptTransaction((session) =>
      session.query<Record<string, string>>(`EXPLAIN ${text}`, params as unknown[]),
    );
    const lines = plan.map((line) => Object.values(line)[0]).join('\n');
    expect(lines).toContain('Index Scan using va_transactions_owner');
    expect(lines).not.toContain('Sort');

    // An export reads every row exactly once in pages of 100.
    const seen = new Set<number>();
    for (let page = 1; page <= 100; page += 1) {
      const { rows: items, total } = await listVaTransactions(db(), viewer, {}, { page, limit: 100 });
      expect([items.length, total]).toEqual([100, 10_000]);
      for (const item of items) seen.add(item.id);
    }
    expect(seen.size).toBe(10_000);
  }, 180_000);

  it('the demo route needs the admin key, a known email and a count up to 50,000, and exists in demo mode only', async () => {
    const person = await createPerson(ctx.api);
    const refused = async (response: Response, status: number, code?: string) => {
      expect(response.status).toBe(status);
      if (code !== undefined) expect(((await response.json()) as { code?: string }).code).toBe(code);
    };
    await refused(
      await seedRoute({ email: person.email, count: 5 }, { key: 'x'.repeat(32) }),
      401,
      'ADMIN_KEY_INVALID',
    );
    await refused(await seedRoute({ email: 'nobody@example.test', count: 5 }), 404, 'NOT_FOUND');
    await refused(await seedRoute({ email: person.email, count: 50_001 }), 422, 'VALIDATION_FAILED');
    await refused(await seedRoute({ email: person.email, count: 0 }), 422, 'VALIDATION_FAILED');
    await refused(await seedRoute({ email: person.email, count: 5 }, { demo: false }), 404);
    const done = await seedRoute({ email: person.email.toUpperCase(), count: 25 });
    expect([done.status, await done.json()]).toEqual([
      201,
      { status: true, data: { account_id: person.id, inserted: 25 } },
    ]);
    const { total } = await listVaTransactions(
      db(),
      { accountId: person.id, role: 'DIRECTOR' },
      {},
      { page: 1, limit: 1 },
    );
    expect(total).toBe(25);
  });

  it('npm run operator -- seed-transactions <email> <count> calls it and says what it did', async () => {
    const person = await createPerson(ctx.api);
    expect(parseArgs(['seed-transactions', person.email, '30'])).toEqual({
      action: 'seed-transactions',
      email: person.email,
      count: 30,
    });
    expect(() => parseArgs(['seed-transactions', 'not-an-email', '30'])).toThrow('needs an email');
    expect(() => parseArgs(['seed-transactions', person.email, '50001'])).toThrow('at most 50000');
    expect(() => parseArgs(['seed-transactions', person.email])).toThrow('count must be a positive whole number');
    const app = createDevSeedTransactionsApp({
      db: db(),
      config: { demo: true, adminKey: ctx.api.config.adminKey },
      clock: ctx.api.clock,
    });
    const out: string[] = [];
    const err: string[] = [];
    const deps = {
      baseUrl: 'http://campay.test',
      adminKey: ctx.api.config.adminKey,
      fetch: (url: string, init: RequestInit) => Promise.resolve(app.request(url, init)),
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
    };
    expect(await runOperator(parseArgs(['seed-transactions', person.email, '30']), deps)).toBe(0);
    expect(out).toEqual([
      `Inserted 30 history transactions for account ${person.id} (${person.email}); balances are unchanged.`,
    ]);
    const production = { ...deps, fetch: () => Promise.resolve(new Response('Not Found', { status: 404 })) };
    expect(await runOperator(parseArgs(['seed-transactions', person.email, '30']), production)).toBe(1);
    expect(err.join()).toContain('is it a demo server');
  });
});

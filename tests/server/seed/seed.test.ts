import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { walletBalances, walletView } from '../../../server/ledger/wallets.ts';
import { seedIfEmpty } from '../../../server/seed/index.ts';
import { runSeedSteps, type SeedStep } from '../../../server/seed/run.ts';
import type { DemoUsers } from '../../../server/seed/users.ts';
import { seedWallets } from '../../../server/seed/wallets.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { rowCounts, sumsPerCurrency } from '../ledger/helpers.ts';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stands in for the users step, so these tests are about the ledger seed only. */
const STUB_USERS: DemoUsers = {
  director: { id: 1, email: 'director@demo.test' },
  finance: { id: 2, email: 'finance@demo.test' },
  seller: { id: 3, email: 'seller@demo.test' },
  newbie: { id: 4, email: 'newbie@demo.test' },
  vip: { id: 5, email: 'vip@demo.test' },
  vipTotpSecret: 'JBSWY3DPEHPK3PXP',
};
const stubUsers: SeedStep = async (_db, ctx) => {
  ctx.users = STUB_USERS;
};
const STEPS = [stubUsers, seedWallets];

async function walletSummary(db: Database) {
  return selectRows<{ owner_id: number; kind: string; currency: string; balance: string }>(
    db,
    sql`SELECT a.owner_id, a.kind, a.currency, coalesce(sum(e.amount), 0)::text AS balance
          FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
         WHERE a.owner_id IS NOT NULL GROUP BY a.id ORDER BY a.id`,
  );
}

onEveryDriver('the demo seed', (open) => {
  let seededDb: Database;
  beforeAll(async () => {
    seededDb = (await open()).db;
    await runSeedSteps(seededDb, STEPS, { now: NOW });
  }, DATABASE_SETUP_TIMEOUT_MS);

  it(
    'funds every demo user through balanced postings, once',
    async () => {
      const db = seededDb;
      const seeded = await rowCounts(db);
      expect(await runSeedSteps(db, STEPS, { now: NOW })).toBeNull();
      expect(await rowCounts(db)).toEqual(seeded);
      for (const { sum } of await sumsPerCurrency(db)) expect(new Big(sum).eq(0)).toBe(true);
      const wallets = await walletSummary(db);
      for (const user of [1, 2, 3, 4, 5]) {
        const kinds = wallets.filter((wallet) => wallet.owner_id === user && wallet.currency === 'VND');
        expect(kinds.map((wallet) => wallet.kind)).toEqual(expect.arrayContaining(['MAIN', 'VA', 'HOLD']));
      }
      expect(wallets.every((wallet) => new Big(wallet.balance).gte(0))).toBe(true);
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );

  it(
    'leaves 90 days of history in every status, with money held by open withdrawals',
    async () => {
      const db = seededDb;
      const [span] = await selectRows<{ oldest: string; newest: string }>(
        db,
        sql`SELECT min(created_at)::text AS oldest, max(created_at)::text AS newest FROM ledger_journals`,
      );
      expect(NOW.getTime() - Date.parse(span?.oldest ?? '')).toBeGreaterThan(60 * DAY_MS);
      expect(Date.parse(span?.newest ?? '')).toBeLessThanOrEqual(NOW.getTime());
      const statuses = await selectRows<{ status: string }>(db, sql`SELECT DISTINCT status FROM ledger_transfers`);
      expect(statuses.map((row) => row.status).sort()).toEqual(
        ['APPROVED', 'CANCELLED', 'PENDING', 'PROCESS', 'REJECTED', 'WAITING'].sort(),
      );
      const director = await walletView(db, { ownerId: 1, type: 'MAIN', now: NOW });
      expect(new Big(director?.balance ?? 0).gt(director?.validate_balance ?? 0)).toBe(true);
      expect(director?.pending_amount.withdraw.count).toBeGreaterThan(0);
      expect(director?.waiting_amount.withdraw.count).toBeGreaterThan(0);
      expect(director?.pending_amount.top_up.count).toBeGreaterThan(0);
      expect((await walletBalances(db, 1, 'QR_MERCHANT')).balances).toHaveLength(1);
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );

  it(
    'is reproducible and all-or-nothing',
    async () => {
      const second = await open();
      const failing: SeedStep = async () => {
        throw new Error('step failed');
      };
      await expect(runSeedSteps(second.db, [...STEPS, failing], { now: NOW })).rejects.toThrow('step failed');
      expect(await rowCounts(second.db)).toEqual({ journals: 0, entries: 0, transfers: 0 });
      await runSeedSteps(second.db, STEPS, { now: NOW });
      expect(await walletSummary(second.db)).toEqual(await walletSummary(seededDb));
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );

  it(
    'seeds once when two instances start together',
    async () => {
      const { db } = await open();
      const results = await Promise.all([runSeedSteps(db, STEPS, { now: NOW }), runSeedSteps(db, STEPS, { now: NOW })]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );

  it(
    'seeds the real demo users with their wallets',
    async () => {
      const { db } = await open();
      const seeded = await seedIfEmpty(db, { now: NOW });
      const users = seeded?.users;
      expect(users?.vip.email).toBe('vip@demo.test');
      expect(users?.vipTotpSecret).toMatch(/^[A-Z2-7]+=*$/);
      const vip = await walletView(db, { ownerId: users?.vip.id ?? 0, type: 'VA', now: NOW });
      expect(new Big(vip?.balance ?? 0).gt(0)).toBe(true);
      expect(await seedIfEmpty(db, { now: NOW })).toBeNull();
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});

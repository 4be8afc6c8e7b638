import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/users.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { ledgerTransfers } from '../../../server/db/schema/ledger.ts';
import { qrCodes, vaTransactions } from '../../../server/db/schema/va.ts';
import { seedIfEmpty } from '../../../server/seed/index.ts';
import { DIRECTOR_REMARKED, type RemarkedRow, VIP_REMARKED } from '../../../server/seed/remarks.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';
import { createTestApi, json, type TestApi } from '../api/harness.ts';
import { sessionOn } from '../handlers/account-session.ts';

const NOW = new Date('2026-03-15T10:00:00.000Z');

describe('the demo VA transactions', () => {
  let handle: DatabaseHandle;
  let directorId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const ctx = await seedIfEmpty(handle.db, { now: NOW });
    directorId = ctx?.users?.director.id ?? 0;
  }, DATABASE_SETUP_TIMEOUT_MS * 2);
  afterAll(async () => handle.close());

  describe('with an operator’s remark (WHITELIST_SEE_REMARK: the VIP has it, the director not)', () => {
    let api: TestApi;
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      api = await createTestApi({ handle });
      for (const email of ['vip@demo.test', 'director@demo.test']) {
        const person = await findUserByEmail(handle.db, email);
        if (person === undefined) throw new Error(`${email} is seeded`);
        tokens.set(email, await sessionOn(api, person));
      }
    });
    afterAll(async () => api.close());

    /** The list's and the detail's remark of the one row of `row`'s amount, as `email` sees them. */
    async function remarksSeen(email: string, row: RemarkedRow, type: string) {
      const token = tokens.get(email) ?? '';
      const query = `type=${type}&amount_min=${row.amount}&amount_max=${row.amount}`;
      const listed = await api.call('GET', `/api/v2/virtual-accounts/transactions?${query}`, { token });
      const page = (await json(listed)).data as { items: { id: number; remark: string | null }[] };
      expect(page.items).toHaveLength(1);
      const [item] = page.items;
      const detail = await api.call('GET', `/api/v1/virtual-accounts/transactions/${item?.id}`, { token });
      expect(detail.status).toBe(200);
      const stored = await handle.db
        .select()
        .from(vaTransactions)
        .where(eq(vaTransactions.id, item?.id ?? 0));
      return {
        stored: stored[0]?.remark,
        list: item?.remark,
        detail: ((await json(detail)).data as { remark: string | null }).remark,
      };
    }

    it('answers the VIP its remarks in the list and the detail', async () => {
      for (const row of VIP_REMARKED) {
        expect(await remarksSeen('vip@demo.test', row, 'INTERNAL')).toEqual({
          stored: row.remark,
          list: row.remark,
          detail: row.remark,
        });
      }
    });

    it('answers the director null for a row that carries one', async () => {
      expect(await remarksSeen('director@demo.test', DIRECTOR_REMARKED, 'TOP_UP')).toEqual({
        stored: DIRECTOR_REMARKED.remark,
        list: null,
        detail: null,
      });
    });
  });

  it('gives the director 30 days of top-ups and withdrawals in every ledger status', async () => {
    const rows = await handle.db.select().from(vaTransactions).where(eq(vaTransactions.ownerId, directorId));
    const statuses = (type: string) => new Set(rows.filter((row) => row.type === type).map((row) => row.status));
    expect(statuses('TOP_UP')).toContain('APPROVED');
    expect(statuses('TOP_UP')).toContain('REJECTED');
    expect(new Set([...statuses('TOP_UP'), ...statuses('WITHDRAWAL')])).toEqual(
      new Set(['PENDING', 'WAITING', 'PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED']),
    );
    const oldest = Math.min(...rows.map((row) => row.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(28 * 24 * 3_600_000);
    expect(rows.filter((row) => row.qrCodeId !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('every row follows its ledger transfer, and paid codes are marked', async () => {
    const rows = await handle.db
      .select({ row: vaTransactions.status, transfer: ledgerTransfers.status })
      .from(vaTransactions)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, vaTransactions.transferId));
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((pair) => pair.row !== pair.transfer)).toEqual([]);
    const paid = await handle.db.select().from(qrCodes).where(isNotNull(qrCodes.paidAt));
    expect(paid.length).toBeGreaterThanOrEqual(5);
  });

  it('leaves the ledger balanced and no wallet below zero', async () => {
    const [unbalanced] = await selectRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM (SELECT currency FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0) s`,
    );
    const [negative] = await selectRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM (
            SELECT a.id FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
             WHERE a.kind <> 'SYSTEM' GROUP BY a.id HAVING sum(e.amount) < 0) s`,
    );
    expect([unbalanced?.n, negative?.n]).toEqual([0, 0]);
  });
});

import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { ledgerTransfers } from '../../../server/db/schema/ledger.ts';
import { qrCodes, vaTransactions } from '../../../server/db/schema/va.ts';
import { seedIfEmpty } from '../../../server/seed/index.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

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

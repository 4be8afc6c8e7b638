import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { countBreaches, ledgerProblems } from '../../../tools/bench/ledger-check.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '../../setup/test-db.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => handle.close());

describe('the ledger check', () => {
  it('runs every rule against the migrated schema and finds nothing in an empty ledger', async () => {
    const counts = await countBreaches(handle);
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    expect(ledgerProblems(counts)).toEqual([]);
  });

  it('finds an idempotency key whose first request never finished', async () => {
    const now = new Date();
    await handle.scriptTransaction((session) =>
      session.query(
        'INSERT INTO idempotency_keys (owner_id, key, fingerprint, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [1, 'bench-test-key', 'f', now, new Date(now.getTime() + 60_000)],
      ),
    );
    const counts = await countBreaches(handle);
    expect(counts.stuckIdempotencyKeys).toBe(1);
    expect(ledgerProblems(counts)).toEqual(['stuckIdempotencyKeys: 1']);
  });
});

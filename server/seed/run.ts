/**
 * Seeding: ordered steps run in one transaction, once. "Empty" means no ledger account exists (any
 * real use of the database opens wallets), checked under an advisory lock so instances starting together
 * seed once. A failing step rolls back every step.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { type Random, seededRandom } from './random.ts';
import type { DemoUsers } from './users.ts';

export interface SeedContext {
  /** The seed's "now": history is dated before it. */
  readonly now: Date;
  readonly random: Random;
  /** Set by the users step for the steps after it. */
  users: DemoUsers | null;
  readonly vipTotpSecret: string | null;
}

export type SeedStep = (db: Database, ctx: SeedContext) => Promise<void>;

export interface SeedOptions {
  readonly now?: Date;
  /** The pseudo-random seed of the demo history. */
  readonly randomSeed?: number;
  /** The VIP's authenticator secret; a new one when absent. */
  readonly vipTotpSecret?: string | null;
}

/** Arbitrary but fixed: the advisory-lock key of seeding. */
const SEED_LOCK_KEY = 7_300_417_002;
const DEFAULT_RANDOM_SEED = 20_260_101;

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ seeded: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ledger_accounts) AS seeded`);
  return row?.seeded === false;
}

/** Runs the steps on an empty database; returns their context, or null when it was not empty. */
export function runSeedSteps(
  db: Database,
  steps: readonly SeedStep[],
  options: SeedOptions = {},
): Promise<SeedContext | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return null;
    const ctx: SeedContext = {
      now: options.now ?? new Date(),
      random: seededRandom(options.randomSeed ?? DEFAULT_RANDOM_SEED),
      users: null,
      vipTotpSecret: options.vipTotpSecret ?? null,
    };
    for (const step of steps) await step(tx, ctx);
    return ctx;
  });
}

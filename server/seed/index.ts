/**
 * The demo seed of PRODUCT.md section 6: the demo people, then their wallets and history; last the smoke
 * pass's own account (server/seed/users.ts seedSmokeAccount).
 */
import type { Database } from '../db/client.ts';
import { seedCards } from './cards.ts';
import { seedDevelopers } from './developers.ts';
import { seedNotifications } from './notifications.ts';
import { seedPayments } from './payments.ts';
import { seedPendingActions } from './pending-actions.ts';
import { seedPeople } from './people.ts';
import { runSeedSteps, type SeedContext, type SeedOptions, type SeedStep } from './run.ts';
import { seedSmokeAccount, seedUsers } from './users.ts';
import { seedVirtualAccounts } from './va.ts';
import { seedVaTransactions } from './va-transactions.ts';
import { seedWallets } from './wallets.ts';

export const DEMO_SEED_STEPS: readonly SeedStep[] = [
  async (db, ctx) => {
    ctx.users = await seedUsers(db, ctx.vipTotpSecret);
  },
  seedWallets,
  seedPayments,
  seedVirtualAccounts,
  seedVaTransactions,
  seedCards,
  seedNotifications,
  seedPeople,
  seedPendingActions,
  seedDevelopers,
  async (db, ctx) => {
    await seedSmokeAccount(db, ctx.now);
  },
];

/** Seeds the demo data unless the database is in use; returns what was seeded, or null. */
export function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedContext | null> {
  return runSeedSteps(db, DEMO_SEED_STEPS, options);
}

/** Serialises an account's creations so two racing requests cannot both pass a per-account limit. */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';

export async function lockAccount(tx: Transaction, accountId: number): Promise<void> {
  // NO KEY UPDATE: rows inserted elsewhere that reference the user (key-share locks) are not held up.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for('no key update');
}

/** How many of an account's virtual accounts use each platform (the platform lists sort by it). */
import type { Executor } from '../db/client.ts';

export async function platformUsage(_db: Executor, _accountId: number): Promise<ReadonlyMap<number, number>> {
  return new Map();
}

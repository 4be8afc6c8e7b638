/**
 * Which platform a VA collects for. Only an ACTIVE VA's platform changes (VA_NOT_ACTIVE), to a platform its
 * bank serves (PLATFORM_NOT_FOUND); a bulk update changes all its VAs or none.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { type VirtualAccountRow, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { vaBankByShortName } from '../reference/va-banks.ts';
import { platformOfBank } from './accounts.ts';
import { findOwnVa } from './store.ts';

function allowedPlatform(va: VirtualAccountRow, platformId: number): number {
  const bank = vaBankByShortName(va.bankShortName);
  if (bank === undefined) throw new ApiError('PLATFORM_NOT_FOUND');
  return platformOfBank(bank, platformId);
}

async function setPlatform(
  tx: Transaction,
  va: VirtualAccountRow,
  platformId: number | null,
  at: Date,
): Promise<VirtualAccountRow> {
  if (va.platformId === platformId) return va;
  const [row] = await tx
    .update(virtualAccounts)
    .set({ platformId, updatedAt: at })
    .where(eq(virtualAccounts.id, va.id))
    .returning();
  if (row === undefined) throw new Error(`VA ${va.id} vanished under its lock`);
  return row;
}

async function activeOwnVa(tx: Transaction, accountId: number, id: number): Promise<VirtualAccountRow> {
  const va = await findOwnVa(tx, accountId, id, true);
  if (va.status !== 'ACTIVE') throw new ApiError('VA_NOT_ACTIVE');
  return va;
}

export interface PlatformChange {
  readonly id: number;
  readonly platform_id: number;
}

/** Sets each VA's platform in one transaction; the first refusal undoes them all. Answers them in order. */
export function assignPlatforms(
  db: Database,
  accountId: number,
  changes: readonly PlatformChange[],
  at: Date,
): Promise<VirtualAccountRow[]> {
  return db.transaction(async (tx) => {
    const updated: VirtualAccountRow[] = [];
    // In id order, so two bulk updates over the same VAs lock them in the same order (no deadlock).
    const ordered = [...changes].sort((a, b) => a.id - b.id);
    for (const change of ordered) {
      const va = await activeOwnVa(tx, accountId, change.id);
      updated.push(await setPlatform(tx, va, allowedPlatform(va, change.platform_id), at));
    }
    return changes.map((change) => {
      const row = updated.find((candidate) => candidate.id === change.id);
      if (row === undefined) throw new Error(`VA ${change.id} was not updated`);
      return row;
    });
  });
}

/** Removes the platform; a VA without one answers unchanged, whatever its status. */
export function unassignPlatform(db: Database, accountId: number, id: number, at: Date): Promise<VirtualAccountRow> {
  return db.transaction(async (tx) => {
    const va = await findOwnVa(tx, accountId, id, true);
    if (va.platformId === null) return va;
    if (va.status !== 'ACTIVE') throw new ApiError('VA_NOT_ACTIVE');
    return setPlatform(tx, va, null, at);
  });
}

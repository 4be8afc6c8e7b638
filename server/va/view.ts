/** VirtualAccount and VirtualAccountDetail of src/contract/calls/va.ts from rows. */
import { asc, eq } from 'drizzle-orm';
import type { VirtualAccountDetailType, VirtualAccountType } from '../../src/contract/calls/va.ts';
import type { Executor } from '../db/client.ts';
import { type VirtualAccountRow, vaStatusHistory } from '../db/schema/va.ts';
import { platformById } from '../reference/platforms.ts';
import { vaBankByShortName } from '../reference/va-banks.ts';
import { type VaTotals, vaTotals, zeroTotals } from './totals.ts';

function bankRef(shortName: string): VirtualAccountType['bank'] {
  const bank = vaBankByShortName(shortName);
  if (bank === undefined) throw new Error(`VA bank ${shortName} is not in server/reference/va-banks.ts`);
  return { short_name: bank.short_name, name: bank.name, logo: bank.logo };
}

function platformRef(id: number | null): VirtualAccountType['platform'] {
  const platform = id === null ? undefined : platformById(id);
  return platform === undefined ? null : { id: platform.id, name: platform.name };
}

export function vaView(row: VirtualAccountRow, totals: VaTotals = zeroTotals(row.currency)): VirtualAccountType {
  return {
    id: row.id,
    account_number: row.accountNumber,
    account_name: row.accountName,
    bank: bankRef(row.bankShortName),
    platform: platformRef(row.platformId),
    status: row.status,
    wallet_type: row.walletType,
    currency: row.currency,
    totals,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Views of a page of VAs, their totals in one query. */
export async function vaViews(
  db: Executor,
  rows: readonly VirtualAccountRow[],
  now: Date,
): Promise<VirtualAccountType[]> {
  const totals = await vaTotals(db, rows, now);
  return rows.map((row) => vaView(row, totals.get(row.id)));
}

export async function vaDetail(db: Executor, row: VirtualAccountRow, now: Date): Promise<VirtualAccountDetailType> {
  const [view] = await vaViews(db, [row], now);
  if (view === undefined) throw new Error('vaViews lost a row');
  const history = await db
    .select()
    .from(vaStatusHistory)
    .where(eq(vaStatusHistory.virtualAccountId, row.id))
    .orderBy(asc(vaStatusHistory.at), asc(vaStatusHistory.id));
  const timeline = history.map((step) => ({ status: step.status, at: step.at.toISOString(), note: step.note }));
  return {
    ...view,
    status_reason: row.statusReason,
    // Every VA is created with its first step; the fallback only guards rows written by hand.
    status_history: timeline.length > 0 ? timeline : [{ status: row.status, at: view.created_at, note: null }],
  };
}

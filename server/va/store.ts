/** Reading and changing virtual_accounts rows; another account's VA is NOT_FOUND (never revealed). */
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type VirtualAccountRow, vaStatusHistory, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';

export type VaStatus = VirtualAccountRow['status'];

export async function findOwnVa(db: Executor, accountId: number, id: number, lock = false): Promise<VirtualAccountRow> {
  const query = db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.id, id), eq(virtualAccounts.ownerId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

export interface VaFilters {
  readonly status?: VaStatus | undefined;
  readonly bank?: string | undefined;
  readonly platform_id?: number | undefined;
  readonly wallet_type?: VirtualAccountRow['walletType'] | undefined;
  readonly search?: string | undefined;
  /** Only VAs without a platform. */
  readonly unassigned?: boolean;
}

/** `%` and `_` typed by the user match themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(accountId: number, filters: VaFilters): SQL | undefined {
  const search = filters.search === undefined || filters.search === '' ? undefined : likePattern(filters.search);
  return and(
    eq(virtualAccounts.ownerId, accountId),
    filters.status === undefined ? undefined : eq(virtualAccounts.status, filters.status),
    filters.bank === undefined ? undefined : eq(virtualAccounts.bankShortName, filters.bank),
    filters.platform_id === undefined ? undefined : eq(virtualAccounts.platformId, filters.platform_id),
    filters.wallet_type === undefined ? undefined : eq(virtualAccounts.walletType, filters.wallet_type),
    filters.unassigned ? isNull(virtualAccounts.platformId) : undefined,
    search === undefined
      ? undefined
      : or(ilike(virtualAccounts.accountNumber, search), ilike(virtualAccounts.accountName, search)),
  );
}

/** Newest first. */
export async function listOwnVas(
  db: Executor,
  accountId: number,
  filters: VaFilters,
  page: { page: number; limit: number },
): Promise<{ rows: VirtualAccountRow[]; total: number }> {
  const where = whereOf(accountId, filters);
  const rows = await db
    .select()
    .from(virtualAccounts)
    .where(where)
    .orderBy(desc(virtualAccounts.createdAt), desc(virtualAccounts.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db.select({ total: count() }).from(virtualAccounts).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** Moves a VA to a status with its timeline step; `reason` becomes status_reason (cleared when ACTIVE). */
export async function setVaStatus(
  db: Executor,
  id: number,
  status: VaStatus,
  at: Date,
  reason: string | null = null,
): Promise<VirtualAccountRow> {
  const [row] = await db
    .update(virtualAccounts)
    .set({ status, statusReason: reason, updatedAt: at })
    .where(eq(virtualAccounts.id, id))
    .returning();
  if (row === undefined) throw new ApiError('NOT_FOUND');
  await db.insert(vaStatusHistory).values({ virtualAccountId: id, status, note: reason, at });
  return row;
}

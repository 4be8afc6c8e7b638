/**
 * Opening a VA (createVirtualAccount): who may (KYC level 2, VA enabled), where (a VA bank the account may
 * use, a platform that bank serves), how many (MAX_VIRTUAL_ACCOUNTS other than rejected ones). It starts
 * PENDING until an operator decides (server/va/decide.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import { VA_MIN_KYC_LEVEL, vaCountsEnabled } from '../../src/lib/va-enabled.ts';
import type { UserRow } from '../auth/users.ts';
import { findUserById } from '../auth/users.ts';
import { type AccountLimit, assertBelowLimit, countRows } from '../db/account-limit.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { type VirtualAccountRow, vaStatusHistory, virtualAccounts } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { bankStyleName } from '../payments/account-name.ts';
import { platformById } from '../reference/platforms.ts';
import { availableVaBanks, type VaBankEntry } from '../reference/va-banks.ts';
import { nextAccountNumber } from './numbers.ts';
import { MAX_VIRTUAL_ACCOUNTS } from './settings.ts';

export async function accountRow(db: Executor, accountId: number): Promise<UserRow> {
  const account = await findUserById(db, accountId);
  if (account === undefined) throw new ApiError('SESSION_EXPIRED');
  return account;
}

/** The VA bank this account may open a VA at, refused in the order a person can act on. */
export function bankForNewVa(account: UserRow, shortName: string): VaBankEntry {
  if (account.kycLevel < VA_MIN_KYC_LEVEL) throw new ApiError('KYC_LEVEL_REQUIRED');
  const enabled = vaCountsEnabled(account);
  if (!enabled) throw new ApiError('VA_NOT_ENABLED');
  const bank = availableVaBanks({ vaEnable: enabled, kycLevel: account.kycLevel, tier: account.tier }).find(
    (candidate) => candidate.short_name === shortName,
  );
  if (bank === undefined) throw new ApiError('BANK_NOT_SUPPORTED');
  return bank;
}

/** A platform the bank's VAs may be used for (the list /banks/{id}/platforms gives). */
export function platformOfBank(bank: VaBankEntry, platformId: number): number {
  const platform = platformById(platformId);
  if (platform === undefined || !bank.platforms.some((entry) => entry.id === platform.id)) {
    throw new ApiError('PLATFORM_NOT_FOUND');
  }
  return platform.id;
}

/** VAs other than rejected ones, of either wallet type (a QR merchant's VA counts too). */
export const OPEN_VAS: AccountLimit = {
  max: MAX_VIRTUAL_ACCOUNTS,
  code: 'VA_LIMIT_REACHED',
  count: (tx, accountId) =>
    countRows(tx, virtualAccounts, and(eq(virtualAccounts.ownerId, accountId), ne(virtualAccounts.status, 'REJECTED'))),
};

export interface NewVa {
  readonly bank_short_name: string;
  readonly platform_id?: number | undefined;
  readonly account_name: string;
}

export interface PendingVa {
  readonly bank: VaBankEntry;
  readonly accountName: string;
  readonly platformId: number | null;
  readonly walletType: VirtualAccountRow['walletType'];
}

/** Inserts a PENDING VA with its first timeline step; the caller has checked the bank and the limits in `tx`. */
export async function insertPendingVa(
  tx: Transaction,
  accountId: number,
  va: PendingVa,
  at: Date,
): Promise<VirtualAccountRow> {
  const [row] = await tx
    .insert(virtualAccounts)
    .values({
      ownerId: accountId,
      bankShortName: va.bank.short_name,
      accountNumber: await nextAccountNumber(tx, va.bank.short_name),
      accountName: bankStyleName(va.accountName),
      platformId: va.platformId,
      status: 'PENDING',
      walletType: va.walletType,
      currency: va.bank.currencies[0] ?? 'VND',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (row === undefined) throw new Error('VA insert returned no row');
  await tx.insert(vaStatusHistory).values({ virtualAccountId: row.id, status: 'PENDING', note: null, at });
  return row;
}

export async function createVa(db: Database, accountId: number, input: NewVa, at: Date): Promise<VirtualAccountRow> {
  const account = await accountRow(db, accountId);
  const bank = bankForNewVa(account, input.bank_short_name);
  const platformId = input.platform_id === undefined ? null : platformOfBank(bank, input.platform_id);
  return db.transaction(async (tx) => {
    await assertBelowLimit(tx, accountId, OPEN_VAS);
    return insertPendingVa(
      tx,
      accountId,
      { bank, accountName: input.account_name, platformId, walletType: 'VA_WALLET' },
      at,
    );
  });
}

/**
 * Opening a QR merchant (createQrMerchant): a shop name over a new VA whose wallet type is QR_MERCHANT. The
 * account must be whitelisted for QR (WHITELIST_CREATEQR_FE) and may open VAs at the bank (as a VA: KYC level,
 * VA enabled, an available bank). Its VA counts toward MAX_VIRTUAL_ACCOUNTS, and at most
 * MAX_PENDING_QR_MERCHANTS may wait for review at once; both are counted under the account lock of the insert.
 * The VA starts PENDING, so no QR code can be made for the merchant until an operator approves it.
 */
import { and, eq } from 'drizzle-orm';
import type { QrMerchantType } from '../../src/contract/calls/va.ts';
import { MAX_PENDING_QR_MERCHANTS } from '../../src/contract/rules.ts';
import { type AccountLimit, assertBelowLimit, countRows } from '../db/account-limit.ts';
import type { Database } from '../db/client.ts';
import { qrMerchants, virtualAccounts } from '../db/schema/va.ts';
import { accountRow, bankForNewVa, insertPendingVa, OPEN_VAS } from './accounts.ts';
import { assertQrWhitelisted } from './flags.ts';
import { qrMerchantView } from './qr.ts';
import { zeroTotals } from './totals.ts';

const PENDING_QR_MERCHANTS: AccountLimit = {
  max: MAX_PENDING_QR_MERCHANTS,
  code: 'QR_MERCHANT_LIMIT_REACHED',
  count: (tx, accountId) =>
    countRows(
      tx,
      virtualAccounts,
      and(
        eq(virtualAccounts.ownerId, accountId),
        eq(virtualAccounts.walletType, 'QR_MERCHANT'),
        eq(virtualAccounts.status, 'PENDING'),
      ),
    ),
};

export interface NewQrMerchant {
  /** Trimmed by the contract. */
  readonly name: string;
  readonly bank_short_name: string;
}

export async function createQrMerchant(
  db: Database,
  accountId: number,
  input: NewQrMerchant,
  at: Date,
): Promise<QrMerchantType> {
  await assertQrWhitelisted(db, accountId);
  const bank = bankForNewVa(await accountRow(db, accountId), input.bank_short_name);
  return db.transaction(async (tx) => {
    await assertBelowLimit(tx, accountId, OPEN_VAS);
    await assertBelowLimit(tx, accountId, PENDING_QR_MERCHANTS);
    const va = await insertPendingVa(
      tx,
      accountId,
      { bank, accountName: input.name, platformId: null, walletType: 'QR_MERCHANT' },
      at,
    );
    const [merchant] = await tx
      .insert(qrMerchants)
      .values({ ownerId: accountId, virtualAccountId: va.id, name: input.name, createdAt: at })
      .returning();
    if (merchant === undefined) throw new Error('QR merchant insert returned no row');
    return qrMerchantView(merchant, va, zeroTotals(va.currency));
  });
}

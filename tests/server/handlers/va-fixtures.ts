/**
 * Money and VA data for the VA transaction tests, made through the same functions the app uses (ledger
 * transfers, inserted rows as the VA calls would leave them).
 */
import { eq } from 'drizzle-orm';
import { issueWToken } from '../../../server/auth/w-tokens.ts';
import type { Database } from '../../../server/db/client.ts';
import type { WalletKind } from '../../../server/db/schema/ledger.ts';
import { payments } from '../../../server/db/schema/payments.ts';
import { qrCodes, qrMerchants, vaRangesOfRate, vaTransactions, virtualAccounts } from '../../../server/db/schema/va.ts';
import { openWallet } from '../../../server/ledger/accounts.ts';
import { balancesOf } from '../../../server/ledger/balances.ts';
import { approveTransfer, requestTopUp } from '../../../server/ledger/transfers.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** Puts `amount` VND into the owner's wallet through an approved top-up. */
export async function fund(db: Database, ownerId: number, kind: WalletKind, amount: string, at: Date): Promise<number> {
  const { wallet } = await openWallet(db, { ownerId, kind, currency: 'VND' });
  const transfer = await requestTopUp(db, { walletId: wallet.id, amount, source: 'bank', at });
  await approveTransfer(db, transfer.id, at);
  return wallet.id;
}

/** Available (`validate_balance`) and held money of a VND wallet. */
export async function walletMoney(
  db: Database,
  ownerId: number,
  kind: WalletKind,
): Promise<{ available: string; held: string }> {
  const { wallet, hold } = await openWallet(db, { ownerId, kind, currency: 'VND' });
  const sums = await balancesOf(db, [wallet.id, hold.id]);
  return { available: sums.get(wallet.id) ?? '0', held: sums.get(hold.id) ?? '0' };
}

export async function savedPayment(
  db: Database,
  accountId: number,
  fields: Partial<typeof payments.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(payments)
    .values({
      accountId,
      paymentType: 'BANK',
      paymentStatus: 'APPROVED',
      currency: 'VND',
      provider: 'bank',
      accountName: 'NGUYEN VAN AN',
      accountNumber: `1900${String(next()).padStart(8, '0')}`,
      bankBin: '970436',
      bankName: 'Vietcombank',
      ...fields,
    })
    .returning({ id: payments.id });
  if (row === undefined) throw new Error('payment insert returned no row');
  return row.id;
}

export async function rangeOfRate(
  db: Database,
  fields: Partial<typeof vaRangesOfRate.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(vaRangesOfRate)
    .values({
      currency: 'VND',
      min: '100000',
      max: '500000000',
      rate: '1',
      receivedCurrency: 'VND',
      feeType: 'PERCENT',
      feeValue: '0.5',
      ...fields,
    })
    .returning({ id: vaRangesOfRate.id });
  if (row === undefined) throw new Error('range insert returned no row');
  return row.id;
}

export async function activeVa(
  db: Database,
  ownerId: number,
  walletType: 'VA_WALLET' | 'QR_MERCHANT' = 'VA_WALLET',
  status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE',
) {
  const [va] = await db
    .insert(virtualAccounts)
    .values({
      ownerId,
      bankShortName: 'BIDV',
      accountNumber: `9${String(next()).padStart(11, '0')}`,
      accountName: 'CONG TY AN PHAT',
      status,
      walletType,
      currency: 'VND',
    })
    .returning();
  if (va === undefined) throw new Error('VA insert returned no row');
  return va;
}

export interface QrFixture {
  readonly merchantId: number;
  readonly vaId: number;
}

export async function qrMerchant(db: Database, ownerId: number): Promise<QrFixture> {
  const va = await activeVa(db, ownerId, 'QR_MERCHANT');
  const [merchant] = await db
    .insert(qrMerchants)
    .values({ ownerId, virtualAccountId: va.id, name: 'An Phat Coffee' })
    .returning({ id: qrMerchants.id });
  if (merchant === undefined) throw new Error('merchant insert returned no row');
  return { merchantId: merchant.id, vaId: va.id };
}

/** A code payable until `expiresAt`; its payload is unique (a real one is a VietQR string). */
export async function qrCode(
  db: Database,
  merchantId: number,
  expiresAt: Date,
  amount: string | null = '150000',
): Promise<{ id: number; payload: string }> {
  const payload = `00020101021238570010A000000727${String(next()).padStart(10, '0')}6304ABCD`;
  const [row] = await db
    .insert(qrCodes)
    .values({ qrMerchantId: merchantId, payload, amount, currency: 'VND', description: 'Table 4', expiresAt })
    .returning({ id: qrCodes.id });
  if (row === undefined) throw new Error('QR code insert returned no row');
  return { id: row.id, payload };
}

export async function withdrawalWToken(db: Database, personId: number, at: Date): Promise<string> {
  return (await issueWToken(db, personId, 'withdrawal', at)).token;
}

export async function vaRowsOf(db: Database, ownerId: number) {
  return db.select().from(vaTransactions).where(eq(vaTransactions.ownerId, ownerId));
}

/**
 * Demo virtual accounts (PRODUCT.md section 6): the director's VAs in every status at three banks, some
 * collecting for a platform, a QR merchant ("Minh Anh Store") over an ACTIVE QR_MERCHANT VA with a few codes
 * (payable, expired), the withdrawal ranges of rate (VND bands, one USD band) and the feature flags: QR for the
 * director's team, remarks for the VIP. VA transactions come from their own step (it knows the postings).
 */
import type { Database } from '../db/client.ts';
import {
  featureFlags,
  qrCodes,
  qrMerchants,
  type VirtualAccountRow,
  vaRangesOfRate,
  vaStatusHistory,
  virtualAccounts,
} from '../db/schema/va.ts';
import { nextAccountNumber } from '../va/numbers.ts';
import { bankBinOf, vietQrPayload } from '../va/qr-payload.ts';
import { QR_VALID_SECONDS } from '../va/settings.ts';
import type { SeedContext } from './run.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOLDER = 'CONG TY TNHH MINH ANH TRADING';

interface DemoVa {
  readonly bank: string;
  readonly status: VirtualAccountRow['status'];
  readonly daysAgo: number;
  readonly platformId?: number;
  readonly reason?: string;
  readonly walletType?: VirtualAccountRow['walletType'];
}

/** Platform ids of server/reference/platforms.ts: 1 Shopee, 2 Lazada, 3 TikTok Shop, 12 Google AdSense. */
const DIRECTOR_VAS: readonly DemoVa[] = [
  { bank: 'BIDV', status: 'ACTIVE', daysAgo: 120, platformId: 1 },
  { bank: 'BIDV', status: 'ACTIVE', daysAgo: 95, platformId: 3 },
  { bank: 'MSB', status: 'ACTIVE', daysAgo: 80, platformId: 2 },
  { bank: 'MSB', status: 'ACTIVE', daysAgo: 60 },
  { bank: 'KLB', status: 'ACTIVE', daysAgo: 45, platformId: 12 },
  { bank: 'KLB', status: 'ACTIVE', daysAgo: 40 },
  { bank: 'BIDV', status: 'INACTIVE', daysAgo: 200, platformId: 1, reason: 'Closed at the owner’s request.' },
  { bank: 'MSB', status: 'RESTRICTED', daysAgo: 150, reason: 'Restricted by the bank pending a document check.' },
  { bank: 'KLB', status: 'REJECTED', daysAgo: 20, reason: 'The account name does not match the business.' },
  { bank: 'BIDV', status: 'PENDING', daysAgo: 1, platformId: 2 },
  { bank: 'MSB', status: 'PENDING', daysAgo: 0 },
  { bank: 'BIDV', status: 'ACTIVE', daysAgo: 70, walletType: 'QR_MERCHANT' },
];

async function insertVa(db: Database, ownerId: number, demo: DemoVa, now: Date): Promise<VirtualAccountRow> {
  const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS - 2 * HOUR_MS);
  const decidedAt = new Date(createdAt.getTime() + HOUR_MS);
  const [row] = await db
    .insert(virtualAccounts)
    .values({
      ownerId,
      bankShortName: demo.bank,
      accountNumber: await nextAccountNumber(db, demo.bank),
      accountName: HOLDER,
      platformId: demo.platformId ?? null,
      status: demo.status,
      statusReason: demo.reason ?? null,
      walletType: demo.walletType ?? 'VA_WALLET',
      currency: 'VND',
      createdAt,
      updatedAt: demo.status === 'PENDING' ? createdAt : decidedAt,
    })
    .returning();
  if (row === undefined) throw new Error('VA insert returned no row');
  const steps: (typeof vaStatusHistory.$inferInsert)[] = [
    { virtualAccountId: row.id, status: 'PENDING', note: null, at: createdAt },
  ];
  if (demo.status !== 'PENDING' && demo.status !== 'REJECTED') {
    steps.push({ virtualAccountId: row.id, status: 'ACTIVE', note: null, at: decidedAt });
  }
  if (demo.status !== 'PENDING' && demo.status !== 'ACTIVE') {
    const at = demo.status === 'REJECTED' ? decidedAt : new Date(now.getTime() - 10 * DAY_MS);
    steps.push({ virtualAccountId: row.id, status: demo.status, note: demo.reason ?? null, at });
  }
  await db.insert(vaStatusHistory).values(steps);
  return row;
}

async function seedQrMerchant(db: Database, va: VirtualAccountRow, now: Date): Promise<void> {
  const [merchant] = await db
    .insert(qrMerchants)
    .values({ ownerId: va.ownerId, virtualAccountId: va.id, name: 'Minh Anh Store', createdAt: va.createdAt })
    .returning();
  if (merchant === undefined) throw new Error('QR merchant insert returned no row');
  const codes = [
    { amount: '150000', description: 'Don hang 1024', minutesAgo: 5 },
    { amount: null, description: 'Thanh toan tai quay', minutesAgo: 12 },
    { amount: '320000', description: 'Don hang 0987', minutesAgo: 3 * 24 * 60 },
  ];
  await db.insert(qrCodes).values(
    codes.map((code, index) => {
      const createdAt = new Date(now.getTime() - code.minutesAgo * 60_000);
      return {
        qrMerchantId: merchant.id,
        payload: vietQrPayload({
          bankBin: bankBinOf(va.bankShortName),
          accountNumber: va.accountNumber,
          currency: va.currency,
          amount: code.amount,
          description: code.description,
          reference: `SEED${String(index + 1).padStart(4, '0')}`,
        }),
        amount: code.amount,
        currency: va.currency,
        description: code.description,
        expiresAt: new Date(createdAt.getTime() + QR_VALID_SECONDS * 1000),
        createdAt,
      };
    }),
  );
}

/** Withdrawal bands: a fixed fee for small VND amounts, a falling percentage above; USD pays out in VND. */
const RANGES_OF_RATE: (typeof vaRangesOfRate.$inferInsert)[] = [
  {
    currency: 'VND',
    min: '50000',
    max: '10000000',
    rate: '1',
    receivedCurrency: 'VND',
    feeType: 'FIXED',
    feeValue: '11000',
    feeCurrency: 'VND',
  },
  {
    currency: 'VND',
    min: '10000000',
    max: '100000000',
    rate: '1',
    receivedCurrency: 'VND',
    feeType: 'PERCENT',
    feeValue: '0.1',
  },
  {
    currency: 'VND',
    min: '100000000',
    max: null,
    rate: '1',
    receivedCurrency: 'VND',
    feeType: 'PERCENT',
    feeValue: '0.05',
  },
  {
    currency: 'USD',
    min: '10',
    max: null,
    rate: '25350',
    receivedCurrency: 'VND',
    feeType: 'FIXED',
    feeValue: '1',
    feeCurrency: 'USD',
  },
];

export async function seedVirtualAccounts(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The VA step runs after the users step');
  const { director, vip } = ctx.users;
  for (const demo of DIRECTOR_VAS) {
    const va = await insertVa(db, director.id, demo, ctx.now);
    if (va.walletType === 'QR_MERCHANT') await seedQrMerchant(db, va, ctx.now);
  }
  await db.insert(vaRangesOfRate).values(RANGES_OF_RATE);
  await db.insert(featureFlags).values([
    { ownerId: director.id, flag: 'WHITELIST_CREATEQR_FE' },
    { ownerId: vip.id, flag: 'WHITELIST_SEE_REMARK' },
  ]);
}

/**
 * Demo payment methods (PRODUCT.md section 6): the director's approved bank accounts and e-wallets (the
 * defaults withdrawals pre-select; finance sees the same list), one waiting for the operator and one the
 * operator rejected; the VIP's approved bank account. Also the accounts the simulated bank-name lookup knows,
 * so the demo's add-bank form confirms real-looking holders (any other number gets a made-up name).
 */
import type { Database } from '../db/client.ts';
import { bankAccountDirectory, payments } from '../db/schema/payments.ts';
import type { SeedContext } from './run.ts';

const DAY_MS = 86_400_000;

/** Accounts of the demo people at real BINs (Vietcombank, Techcombank, MB, ACB, BIDV). */
const KNOWN_ACCOUNTS = [
  { bankBin: '970436', accountNumber: '0071001234567', accountName: 'NGUYEN MINH ANH' },
  { bankBin: '970407', accountNumber: '19036543210011', accountName: 'NGUYEN MINH ANH' },
  { bankBin: '970422', accountNumber: '0912345678', accountName: 'NGUYEN MINH ANH' },
  { bankBin: '970416', accountNumber: '88886666', accountName: 'CONG TY TNHH MINH ANH TRADING' },
  { bankBin: '970418', accountNumber: '21510001234567', accountName: 'PHAM GIA HUY' },
  { bankBin: '970415', accountNumber: '101870000123', accountName: 'LE THU HA' },
];

type NewPayment = typeof payments.$inferInsert;

function bank(bankBin: string, bankName: string, accountNumber: string, accountName: string) {
  return {
    paymentType: 'BANK',
    provider: 'bank',
    currency: 'VND',
    bankBin,
    bankName,
    accountNumber,
    accountName,
  } as const;
}

export async function seedPayments(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The payments step runs after the users step');
  const { director, vip } = ctx.users;
  const daysAgo = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const dated = (days: number) => ({ createdAt: daysAgo(days), updatedAt: daysAgo(days) });
  await db.insert(bankAccountDirectory).values(KNOWN_ACCOUNTS);
  const approved = { paymentStatus: 'APPROVED' } as const;
  const rows: NewPayment[] = [
    {
      accountId: director.id,
      ...bank('970436', 'Vietcombank', '0071001234567', 'NGUYEN MINH ANH'),
      ...approved,
      isDefault: true,
      ...dated(80),
    },
    {
      accountId: director.id,
      ...bank('970407', 'Techcombank', '19036543210011', 'NGUYEN MINH ANH'),
      ...approved,
      ...dated(45),
    },
    {
      accountId: director.id,
      paymentType: 'E_WALLET',
      provider: '9-pay',
      currency: 'VND',
      accountName: 'Nguyễn Minh Anh',
      accountNumber: '0912345678',
      ...approved,
      isDefault: true,
      ...dated(60),
    },
    {
      accountId: director.id,
      paymentType: 'E_WALLET',
      provider: 'payoneer',
      currency: 'USD',
      accountName: 'Nguyễn Minh Anh',
      email: 'payouts@minhanh-trading.vn',
      ...approved,
      isDefault: true,
      ...dated(30),
    },
    { accountId: director.id, ...bank('970422', 'MBBank', '0912345678', 'NGUYEN MINH ANH'), ...dated(1) },
    {
      accountId: director.id,
      ...bank('970416', 'ACB', '88886666', 'CONG TY TNHH MINH ANH TRADING'),
      paymentStatus: 'REJECTED',
      rejectedReason: 'The account holder is a company, not the account owner. Add an account in your own name.',
      ...dated(10),
    },
    {
      accountId: vip.id,
      ...bank('970418', 'BIDV', '21510001234567', 'PHAM GIA HUY'),
      ...approved,
      isDefault: true,
      ...dated(120),
    },
  ];
  await db.insert(payments).values(rows);
}

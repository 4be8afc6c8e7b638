/**
 * Demo VA transactions (after the VA step): 30 days of money paid into the director's VAs and of VA
 * withdrawals to their approved bank accounts, in every status a ledger transfer can reach (PENDING, WAITING,
 * PROCESS, APPROVED, REJECTED, CANCELLED), and QR payments of the director's QR merchant by the VIP for the
 * statistic; last the rows an operator wrote a remark on (./remarks.ts). Everything goes through the same functions
 * as the API and the ledger, so balances agree; a top-up left PENDING is settled by the simulated provider once the
 * server runs, as a real one would be.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';
import {
  qrCodes,
  qrMerchants,
  type VirtualAccountRow,
  vaRangesOfRate,
  vaTransactions,
  virtualAccounts,
} from '../db/schema/va.ts';
import { approveTransfer, closeTransfer, markInProgress } from '../ledger/transfers.ts';
import { bankBinOf, vietQrPayload } from '../va/qr-payload.ts';
import { QR_VALID_SECONDS } from '../va/settings.ts';
import { receiveVaPayment } from '../va-transactions/incoming.ts';
import { createInternalTransfer } from '../va-transactions/internal.ts';
import { payQr } from '../va-transactions/qr-pay.ts';
import { syncFromTransfer } from '../va-transactions/sync.ts';
import { createVaWithdrawal } from '../va-transactions/withdrawal.ts';
import { between, pickOne } from './random.ts';
import { DIRECTOR_REMARKED, type RemarkedRow, VIP_REMARKED } from './remarks.ts';
import type { SeedContext } from './run.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAYS = 30;

type Outcome = 'PENDING' | 'WAITING' | 'PROCESS' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

/** Mostly settled; the open outcomes in the last four days (one per day), as open work is recent. */
const OLD_TOP_UPS: readonly [Outcome, ...Outcome[]] = ['APPROVED', 'APPROVED', 'APPROVED', 'APPROVED', 'REJECTED'];
const OLD_WITHDRAWALS: readonly [Outcome, ...Outcome[]] = ['APPROVED', 'APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'];
const RECENT: readonly Outcome[] = ['PENDING', 'PROCESS', 'WAITING', 'APPROVED'];
const PAYERS = ['NGUYEN VAN HUNG', 'TRAN THI MAI', 'LE QUANG VINH', 'PHAM THU HA', 'CONG TY TNHH SAO VIET'] as const;

/** Moves the transfer to its demo outcome (settling or releasing its money) and the VA row with it. */
async function conclude(db: Database, transferId: number | null, outcome: Outcome, at: Date): Promise<void> {
  if (transferId === null) throw new Error('A seeded VA transaction has no transfer');
  if (outcome === 'APPROVED') await approveTransfer(db, transferId, at);
  if (outcome === 'REJECTED' || outcome === 'CANCELLED') await closeTransfer(db, transferId, outcome, at);
  if (outcome === 'WAITING' || outcome === 'PROCESS') await markInProgress(db, transferId, outcome, at);
  await syncFromTransfer(db, transferId, at);
}

interface Demo {
  readonly db: Database;
  readonly ctx: SeedContext;
  readonly directorId: number;
}

function outcomeFor({ ctx }: Demo, daysAgo: number, old: readonly [Outcome, ...Outcome[]]): Outcome {
  return RECENT[daysAgo] ?? pickOne(ctx.random, old);
}

async function seedTopUp(demo: Demo, va: VirtualAccountRow, daysAgo: number): Promise<void> {
  const { db, ctx } = demo;
  const at = new Date(ctx.now.getTime() - daysAgo * DAY_MS - between(ctx.random, 1, 10) * HOUR_MS);
  const amount = String(between(ctx.random, 5, 300) * 10_000);
  const row = await receiveVaPayment(db, {
    accountNumber: va.accountNumber,
    amount,
    payerName: pickOne(ctx.random, PAYERS),
    description: null,
    at,
  });
  await conclude(db, row.transferId, outcomeFor(demo, daysAgo, OLD_TOP_UPS), new Date(at.getTime() + 5 * 60_000));
}

async function seedWithdrawal(demo: Demo, payment: PaymentRow, rangeId: number, daysAgo: number): Promise<void> {
  const { db, ctx } = demo;
  const at = new Date(ctx.now.getTime() - daysAgo * DAY_MS - between(ctx.random, 1, 10) * HOUR_MS);
  const row = await createVaWithdrawal(db, {
    accountId: demo.directorId,
    rangeId,
    amount: String(between(ctx.random, 10, 90) * 10_000),
    paymentId: payment.id,
    source: daysAgo % 3 === 0 ? 'MAIN' : 'VA',
    at,
  });
  await conclude(db, row.transferId, outcomeFor(demo, daysAgo, OLD_WITHDRAWALS), new Date(at.getTime() + HOUR_MS));
}

/** The VIP pays a code of the director's QR merchant; all settled except the newest. */
async function seedQrPayment(demo: Demo, va: VirtualAccountRow, merchantId: number, payerId: number, index: number) {
  const { db, ctx } = demo;
  const daysAgo = index * 2;
  const createdAt = new Date(ctx.now.getTime() - daysAgo * DAY_MS - between(ctx.random, 1, 8) * HOUR_MS);
  const amount = String(between(ctx.random, 3, 60) * 10_000);
  const description = `Don hang ${2000 + index}`;
  const payload = vietQrPayload({
    bankBin: bankBinOf(va.bankShortName),
    accountNumber: va.accountNumber,
    currency: va.currency,
    amount,
    description,
    reference: `SEEDQ${String(index + 1).padStart(3, '0')}`,
  });
  const expiresAt = new Date(createdAt.getTime() + QR_VALID_SECONDS * 1000);
  await db
    .insert(qrCodes)
    .values({ qrMerchantId: merchantId, payload, amount, currency: va.currency, description, expiresAt, createdAt });
  const paidAt = new Date(createdAt.getTime() + 2 * 60_000);
  const row = await payQr(db, { payerAccountId: payerId, payload, amount: undefined, source: 'MAIN', at: paidAt });
  await conclude(db, row.transferId, index === 0 ? 'PENDING' : 'APPROVED', new Date(paidAt.getTime() + 5_000));
}

/** An operator's note on a row, written after the fact as an operator would (no API call writes remarks). */
async function remark(db: Database, id: number, text: string): Promise<void> {
  await db.update(vaTransactions).set({ remark: text }).where(eq(vaTransactions.id, id));
}

const daysBefore = (now: Date, row: RemarkedRow) => new Date(now.getTime() - row.daysAgo * DAY_MS - 3 * HOUR_MS);

/** The rows of ./remarks.ts: the VIP's moves out of its VA wallet and a payment into the director's VA. */
async function seedRemarked(demo: Demo, va: VirtualAccountRow, vipId: number): Promise<void> {
  const { db, ctx } = demo;
  for (const row of VIP_REMARKED) {
    const at = daysBefore(ctx.now, row);
    const moved = await createInternalTransfer(db, {
      accountId: vipId,
      from: 'VA',
      to: 'MAIN',
      amount: row.amount,
      currency: 'VND',
      at,
    });
    await remark(db, moved.id, row.remark);
  }
  const at = daysBefore(ctx.now, DIRECTOR_REMARKED);
  const paid = await receiveVaPayment(db, {
    accountNumber: va.accountNumber,
    amount: DIRECTOR_REMARKED.amount,
    payerName: 'CONG TY TNHH SAO VIET',
    description: 'Thanh toan INV-2026-0398',
    at,
  });
  await conclude(db, paid.transferId, 'APPROVED', new Date(at.getTime() + 5 * 60_000));
  await remark(db, paid.id, DIRECTOR_REMARKED.remark);
}

async function directorVas(db: Database, ownerId: number) {
  const vas = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.ownerId, ownerId), eq(virtualAccounts.status, 'ACTIVE')))
    .orderBy(asc(virtualAccounts.id));
  const [merchant] = await db.select().from(qrMerchants).where(eq(qrMerchants.ownerId, ownerId));
  return {
    wallets: vas.filter((va) => va.walletType === 'VA_WALLET'),
    qr: vas.find((va) => va.id === merchant?.virtualAccountId),
    merchant,
  };
}

export async function seedVaTransactions(db: Database, ctx: SeedContext): Promise<void> {
  if (ctx.users === null) throw new Error('The VA transactions step runs after the users step');
  const { director, vip } = ctx.users;
  const demo: Demo = { db, ctx, directorId: director.id };
  const { wallets, qr, merchant } = await directorVas(db, director.id);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.accountId, director.id), eq(payments.paymentStatus, 'APPROVED'), eq(payments.currency, 'VND')),
    )
    .orderBy(asc(payments.id));
  const [range] = await db
    .select()
    .from(vaRangesOfRate)
    .where(and(eq(vaRangesOfRate.currency, 'VND'), eq(vaRangesOfRate.active, true)))
    .orderBy(asc(vaRangesOfRate.min));
  const [firstVa] = wallets;
  if (
    firstVa === undefined ||
    payment === undefined ||
    range === undefined ||
    qr === undefined ||
    merchant === undefined
  ) {
    throw new Error('The VA transactions step needs the demo VAs, QR merchant, ranges and payment methods');
  }
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    await seedTopUp(demo, wallets[daysAgo % wallets.length] ?? firstVa, daysAgo);
    if (daysAgo % 2 === 0 || daysAgo < RECENT.length) await seedWithdrawal(demo, payment, range.id, daysAgo);
  }
  for (let index = 5; index >= 0; index -= 1) await seedQrPayment(demo, qr, merchant.id, vip.id, index);
  await seedRemarked(demo, firstVa, vip.id);
}

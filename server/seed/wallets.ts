/**
 * The demo users' money: VND wallets funded through real ledger postings (top-ups from
 * provider_clearing), 90 days of settled, rejected and cancelled transfers, and a few still open
 * (pending withdrawals hold money, so `validate_balance` < `balance`). Deterministic for a given seed.
 */
import Big from 'big.js';
import type { Database } from '../db/client.ts';
import { openWallet, type Wallet } from '../ledger/accounts.ts';
import {
  approveTransfer,
  closeTransfer,
  markInProgress,
  requestInternalTransfer,
  requestTopUp,
  requestWithdrawal,
  type Transfer,
} from '../ledger/transfers.ts';
import { between, pickOne, type Random } from './random.ts';
import type { SeedContext } from './run.ts';
import type { DemoUsers } from './users.ts';

type DemoPerson = Exclude<keyof DemoUsers, 'vipTotpSecret'>;
type SeededKind = 'MAIN' | 'VA' | 'QR_MERCHANT';

interface WalletPlan {
  readonly kind: SeededKind;
  /** A typical top-up in VND; the other amounts scale from it. */
  readonly typicalTopUp: number;
  /** Closed transfers spread over the last 90 days. */
  readonly history: number;
  /** Whether it ends with transfers still pending, waiting and in process. */
  readonly open: boolean;
}

const PLANS: Readonly<Record<DemoPerson, readonly WalletPlan[]>> = {
  director: [
    { kind: 'MAIN', typicalTopUp: 20_000_000, history: 30, open: true },
    { kind: 'VA', typicalTopUp: 8_000_000, history: 24, open: true },
    { kind: 'QR_MERCHANT', typicalTopUp: 1_500_000, history: 16, open: false },
  ],
  finance: [
    { kind: 'MAIN', typicalTopUp: 2_000_000, history: 8, open: false },
    { kind: 'VA', typicalTopUp: 1_000_000, history: 6, open: false },
  ],
  seller: [
    { kind: 'MAIN', typicalTopUp: 1_000_000, history: 6, open: false },
    { kind: 'VA', typicalTopUp: 1_500_000, history: 6, open: true },
  ],
  newbie: [
    { kind: 'MAIN', typicalTopUp: 500_000, history: 2, open: true },
    { kind: 'VA', typicalTopUp: 0, history: 0, open: false },
  ],
  vip: [
    { kind: 'MAIN', typicalTopUp: 150_000_000, history: 30, open: true },
    { kind: 'VA', typicalTopUp: 40_000_000, history: 20, open: true },
  ],
};

const TOP_UP_SOURCES: Readonly<Record<SeededKind, readonly [string, ...string[]]>> = {
  MAIN: ['bank', 'payoneer', 'ping-pong', 'lian-lian', 'world-first', 'airwallex'],
  VA: ['bank'],
  QR_MERCHANT: ['e-pay', '9-pay'],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 90;
/** Closed history stops this long before "now"; the open transfers fill the last days. */
const RECENT_DAYS = 3;

/** Whole thousands of VND, at least 10 000. */
function vnd(value: number): string {
  return String(Math.max(10_000, Math.round(value / 1000) * 1000));
}

/** 0.3 % withdrawal fee, at least 5 500 VND, in whole hundreds. */
function withdrawalFee(amount: string): string {
  return String(Math.max(5_500, Math.round((Number(amount) * 0.003) / 100) * 100));
}

interface Walk {
  readonly db: Database;
  readonly random: Random;
  readonly wallet: Wallet;
  readonly plan: WalletPlan;
  /** Where a VA's internal transfers go: the same user's MAIN wallet. */
  readonly mainWalletId: number | null;
  /** Money the wallet can spend, tracked so no planned withdrawal overdraws. */
  available: Big;
}

function historyTimes(random: Random, now: Date, count: number): Date[] {
  const span = (HISTORY_DAYS - RECENT_DAYS) * DAY_MS;
  return Array.from({ length: count }, () => now.getTime() - RECENT_DAYS * DAY_MS - Math.floor(random() * span))
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
}

/** A few hours after `at`: when the operator or provider closed the transfer. */
function later(random: Random, at: Date): Date {
  return new Date(at.getTime() + between(random, 10, 360) * 60_000);
}

async function close(walk: Walk, transfer: Transfer, at: Date): Promise<boolean> {
  const roll = walk.random();
  const closedAt = later(walk.random, at);
  if (roll < 0.08) await closeTransfer(walk.db, transfer.id, 'REJECTED', closedAt);
  else if (roll < 0.12) await closeTransfer(walk.db, transfer.id, 'CANCELLED', closedAt);
  else {
    await approveTransfer(walk.db, transfer.id, closedAt);
    return true;
  }
  return false;
}

async function topUp(walk: Walk, at: Date): Promise<void> {
  const amount = vnd(walk.plan.typicalTopUp * (0.4 + walk.random() * 1.6));
  const source = pickOne(walk.random, TOP_UP_SOURCES[walk.plan.kind]);
  const transfer = await requestTopUp(walk.db, { walletId: walk.wallet.wallet.id, amount, source, at });
  if (await close(walk, transfer, at)) walk.available = walk.available.plus(amount);
}

async function spend(walk: Walk, at: Date): Promise<void> {
  const amount = vnd(Number(walk.available) * (0.1 + walk.random() * 0.3));
  const walletId = walk.wallet.wallet.id;
  const internal = walk.mainWalletId !== null && walk.random() < 0.4;
  const transfer = internal
    ? await requestInternalTransfer(walk.db, {
        walletId,
        toWalletId: walk.mainWalletId ?? 0,
        amount,
        source: 'internal',
        at,
      })
    : await requestWithdrawal(walk.db, { walletId, amount, fee: withdrawalFee(amount), source: 'bank', at });
  if (await close(walk, transfer, at)) walk.available = walk.available.minus(amount);
}

async function history(walk: Walk, now: Date): Promise<void> {
  for (const at of historyTimes(walk.random, now, walk.plan.history)) {
    const canSpend = walk.available.gte(walk.plan.typicalTopUp / 2);
    await (canSpend && walk.random() < 0.45 ? spend(walk, at) : topUp(walk, at));
  }
}

/** Leaves a pending, a waiting and an in-process withdrawal (held) and two open top-ups. */
async function openTransfers(walk: Walk, now: Date): Promise<void> {
  const walletId = walk.wallet.wallet.id;
  const recent = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60 * 1000);
  const withdrawals: [number, 'PENDING' | 'WAITING' | 'PROCESS'][] = [
    [0.1, 'PENDING'],
    [0.05, 'WAITING'],
    [0.05, 'PROCESS'],
  ];
  for (const [share, status] of withdrawals) {
    const amount = vnd(Number(walk.available) * share);
    if (walk.available.lt(amount)) continue;
    const at = recent(between(walk.random, 2, 48));
    const transfer = await requestWithdrawal(walk.db, {
      walletId,
      amount,
      fee: withdrawalFee(amount),
      source: 'bank',
      at,
    });
    if (status !== 'PENDING') await markInProgress(walk.db, transfer.id, status, later(walk.random, at));
    walk.available = walk.available.minus(amount);
  }
  const source = pickOne(walk.random, TOP_UP_SOURCES[walk.plan.kind]);
  await requestTopUp(walk.db, { walletId, amount: vnd(walk.plan.typicalTopUp), source, at: recent(5) });
  const waiting = await requestTopUp(walk.db, {
    walletId,
    amount: vnd(walk.plan.typicalTopUp / 2),
    source,
    at: recent(30),
  });
  await markInProgress(walk.db, waiting.id, 'WAITING', recent(29));
}

async function seedPerson(
  db: Database,
  ctx: SeedContext,
  ownerId: number,
  plans: readonly WalletPlan[],
): Promise<void> {
  const wallets = new Map<SeededKind, Wallet>();
  for (const plan of plans) wallets.set(plan.kind, await openWallet(db, { ownerId, kind: plan.kind, currency: 'VND' }));
  for (const plan of plans) {
    const wallet = wallets.get(plan.kind);
    if (!wallet) continue;
    const mainWalletId = plan.kind === 'VA' ? (wallets.get('MAIN')?.wallet.id ?? null) : null;
    const walk: Walk = { db, random: ctx.random, wallet, plan, mainWalletId, available: new Big(0) };
    await history(walk, ctx.now);
    if (plan.open) await openTransfers(walk, ctx.now);
  }
}

/** Seed step: wallets and history for every demo user (needs the users step before it). */
export async function seedWallets(db: Database, ctx: SeedContext): Promise<void> {
  const { users } = ctx;
  if (!users) throw new Error('seedWallets needs the demo users: run the users step first');
  for (const person of Object.keys(PLANS) as DemoPerson[]) {
    await seedPerson(db, ctx, users[person].id, PLANS[person]);
  }
}

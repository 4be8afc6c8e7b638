/**
 * The Wallet's flow amounts (README.md, "Wallet view"): transfers touching a wallet, summed per flow
 * (top-up, withdraw, internal) and per source, for the month (Vietnam time) and the open states.
 */
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import type { TransferKind, TransferStatus } from '../db/schema/ledger.ts';
import { decimalString } from './decimal.ts';

/** Vietnam has no daylight saving time: its months always start at 17:00 UTC the day before. */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar date in Vietnam at `at`, `YYYY-MM-DD`. */
export function vietnamDate(at: Date): string {
  return new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Vietnam calendar date (`YYYY-MM-DD`) ends: midnight after it, 17:00 UTC that day. */
export function vietnamDayEnd(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1) - VIETNAM_OFFSET_MS);
}

/** The instant the current calendar month began in Vietnam. */
export function vietnamMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VIETNAM_OFFSET_MS);
}

export interface AmountDetail {
  amount: string;
  count: number;
  detail: { source: string; amount: string; count: number }[];
}
export interface Flows {
  top_up: AmountDetail;
  withdraw: AmountDetail;
}
export interface FlowsWithInternal extends Flows {
  internal: AmountDetail;
}
export interface WalletFlows {
  monthly_amount: Flows;
  pending_amount: FlowsWithInternal;
  waiting_amount: FlowsWithInternal;
  pending_monthly_amount: FlowsWithInternal;
  waiting_monthly_amount: FlowsWithInternal;
}

interface FlowRow extends Record<string, unknown> {
  kind: TransferKind;
  status: TransferStatus;
  source: string;
  created_this_month: boolean;
  completed_this_month: boolean;
  amount: string;
  count: number;
}

type FlowKey = keyof FlowsWithInternal;
const FLOW_OF: Readonly<Record<TransferKind, FlowKey>> = {
  TOP_UP: 'top_up',
  WITHDRAWAL: 'withdraw',
  INTERNAL: 'internal',
};

/** Which of the five amounts a group of transfers counts in. */
const BUCKETS: Readonly<Record<keyof WalletFlows, (row: FlowRow) => boolean>> = {
  monthly_amount: (row) => row.status === 'APPROVED' && row.completed_this_month,
  pending_amount: (row) => row.status === 'PENDING',
  waiting_amount: (row) => row.status === 'WAITING' || row.status === 'PROCESS',
  pending_monthly_amount: (row) => row.status === 'PENDING' && row.created_this_month,
  waiting_monthly_amount: (row) => (row.status === 'WAITING' || row.status === 'PROCESS') && row.created_this_month,
};

function flowRows(db: Executor, walletId: number, monthStart: Date): Promise<FlowRow[]> {
  const month = sql`${monthStart.toISOString()}::timestamptz`;
  return selectRows<FlowRow>(
    db,
    sql`SELECT kind, status, source,
               created_at >= ${month} AS created_this_month,
               updated_at >= ${month} AS completed_this_month,
               sum(amount)::text AS amount, count(*)::int AS count
          FROM ledger_transfers
         WHERE (account_id = ${walletId} OR counter_account_id = ${walletId})
           AND (status IN ('PENDING', 'WAITING', 'PROCESS') OR (status = 'APPROVED' AND updated_at >= ${month}))
         GROUP BY 1, 2, 3, 4, 5`,
  );
}

function amountDetail(rows: readonly FlowRow[]): AmountDetail {
  const bySource = new Map<string, { amount: Big; count: number }>();
  for (const row of rows) {
    const sum = bySource.get(row.source) ?? { amount: new Big(0), count: 0 };
    bySource.set(row.source, { amount: sum.amount.plus(row.amount), count: sum.count + row.count });
  }
  const detail = [...bySource]
    .map(([source, sum]) => ({ source, amount: sum.amount, count: sum.count }))
    .sort((a, b) => b.amount.cmp(a.amount) || a.source.localeCompare(b.source));
  return {
    amount: decimalString(detail.reduce((total, item) => total.plus(item.amount), new Big(0))),
    count: detail.reduce((total, item) => total + item.count, 0),
    detail: detail.map((item) => ({ ...item, amount: decimalString(item.amount) })),
  };
}

function flowsOf(rows: readonly FlowRow[]): FlowsWithInternal {
  const of = (flow: FlowKey) => amountDetail(rows.filter((row) => FLOW_OF[row.kind] === flow));
  return { top_up: of('top_up'), withdraw: of('withdraw'), internal: of('internal') };
}

/** The five flow amounts of a wallet at `now`. */
export async function walletFlows(db: Executor, walletId: number, now: Date): Promise<WalletFlows> {
  const rows = await flowRows(db, walletId, vietnamMonthStart(now));
  const bucket = (name: keyof WalletFlows) => flowsOf(rows.filter(BUCKETS[name]));
  const { top_up, withdraw } = bucket('monthly_amount');
  return {
    monthly_amount: { top_up, withdraw },
    pending_amount: bucket('pending_amount'),
    waiting_amount: bucket('waiting_amount'),
    pending_monthly_amount: bucket('pending_monthly_amount'),
    waiting_monthly_amount: bucket('waiting_monthly_amount'),
  };
}

/**
 * The month chart's bars: money in and out of the wallets shown, from SPEC section 3's monthly, pending-monthly and
 * waiting-monthly amounts, exact (Big); only the drawing's proportions become numbers.
 */
import Big from 'big.js';
import type { WalletType } from '../../contract/calls/wallets.ts';

/** One bar of the month chart: money in (top-ups) or out (withdrawals), completed, pending and waiting. */
export interface MonthBar {
  readonly direction: 'in' | 'out';
  readonly completed: Big;
  readonly pending: Big;
  readonly waiting: Big;
  readonly total: Big;
}

type MonthAmounts = Pick<WalletType, 'monthly_amount' | 'pending_monthly_amount' | 'waiting_monthly_amount'>;

function bar(wallets: readonly MonthAmounts[], direction: MonthBar['direction']): MonthBar {
  const flow = direction === 'in' ? 'top_up' : 'withdraw';
  const sum = (pick: (wallet: MonthAmounts) => string) =>
    wallets.reduce((total, wallet) => total.plus(pick(wallet)), new Big(0));
  const completed = sum((wallet) => wallet.monthly_amount[flow].amount);
  const pending = sum((wallet) => wallet.pending_monthly_amount[flow].amount);
  const waiting = sum((wallet) => wallet.waiting_monthly_amount[flow].amount);
  return { direction, completed, pending, waiting, total: completed.plus(pending).plus(waiting) };
}

/**
 * This month's money in and out of the wallets shown (one currency): completed, and what was started this month
 * and is still pending or waiting. Moves between the user's own wallets are neither.
 */
export function monthBars(wallets: readonly MonthAmounts[]): readonly [MonthBar, MonthBar] {
  return [bar(wallets, 'in'), bar(wallets, 'out')];
}

/** A part of a bar as a share (0–1) of the larger bar, so both bars share one scale; 0 when nothing moved. */
export function share(part: Big, bars: readonly MonthBar[]): number {
  const largest = bars.reduce((max, item) => (item.total.gt(max) ? item.total : max), new Big(0));
  if (largest.lte(0)) return 0;
  // A ratio for drawing only: the amounts themselves are never turned into floats.
  return Number(part.div(largest).round(4).toFixed(4));
}

/**
 * A wallet's amounts by flow (SPEC section 3: pending and waiting amounts keyed by top-up, withdraw and internal),
 * for the breakdown.
 */
import type { WalletType } from '../../contract/calls/wallets.ts';

/** The three flows SPEC section 3 keys pending and waiting amounts by. */
export const FLOWS = ['top_up', 'withdraw', 'internal'] as const;
export type Flow = (typeof FLOWS)[number];

/** One flow's amount: total, count and the detail per source. */
export type AmountDetail = WalletType['pending_amount']['top_up'];

/** The flows an amount group has (the month's completed amounts have no internal flow), in SPEC order. */
export function flowLines(amounts: Partial<Record<Flow, AmountDetail>>): [Flow, AmountDetail][] {
  return FLOWS.flatMap((flow) => {
    const amount = amounts[flow];
    return amount ? [[flow, amount] as [Flow, AmountDetail]] : [];
  });
}

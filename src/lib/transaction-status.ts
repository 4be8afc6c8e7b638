/**
 * Which transaction statuses are final (SPEC section 4's generic set): a screen that polls a transaction —
 * its detail page, a withdrawal waiting for review — stops there.
 */
import type { VaTransactionType } from '../contract/calls/va.ts';

const FINAL_STATUSES: ReadonlySet<VaTransactionType['status']> = new Set([
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
]);

/** Whether a transaction's status can still change. */
export function isFinal(transaction: Pick<VaTransactionType, 'status'>): boolean {
  return FINAL_STATUSES.has(transaction.status);
}

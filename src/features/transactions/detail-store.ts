/**
 * One transaction's store (`/transactions/:id`) over `getVaTransaction`, read again every 5000 ms until its status
 * is final.
 */
import type { VaTransactionType } from '../../contract/calls/va.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';

/** Statuses a transaction never leaves (SPEC section 4's generic set): its detail stops polling there. */
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

export const transactionDetail = createDetailStore('getVaTransaction', { isFinal });

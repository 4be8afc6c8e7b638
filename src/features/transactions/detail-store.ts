/**
 * One transaction's store (`/transactions/:id`) over `getVaTransaction`, read again every 5000 ms until its status
 * is final.
 */
import { isFinal } from '../../lib/transaction-status.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';

export const transactionDetail = createDetailStore('getVaTransaction', { isFinal });

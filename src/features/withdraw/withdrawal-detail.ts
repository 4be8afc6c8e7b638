/**
 * The withdrawal the verifying step shows, as the server has it (`getVaTransaction`), read again every 5000 ms
 * until its status is final. Only the verifying step (withdraw-steps.tsx, out of the first load) uses it.
 */
import { isFinal } from '../../lib/transaction-status.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';

export const withdrawalDetail = createDetailStore('getVaTransaction', { isFinal });

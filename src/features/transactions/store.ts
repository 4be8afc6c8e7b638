/**
 * The transaction screens' stores: the list (`/transactions`) over `listVaTransactions`, with its filters in the
 * address bar and SPEC section 4's status rewrites before each call, and the detail (`/transactions/:id`) over
 * `getVaTransaction`, read again every 5000 ms until its status is final.
 */
import type { VaTransactionType } from '../../contract/calls/va.ts';
import { rewriteStatuses, type TransactionListQuery } from '../../lib/status-rewrites.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';
import { createListStore } from '../../stores/kit/list.ts';

/** What a person filters the list by, in the order the address bar lists them. */
export const TRANSACTION_FILTERS = ['type', 'status', 'from', 'to', 'search'] as const;

/** Rows per page: the call's default, and the skeleton's row count. */
export const PAGE_SIZE = 20;

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

/** A range typed backwards (the end before the start) means the same days: the server is sent them in order. */
export function inOrder(query: TransactionListQuery): TransactionListQuery {
  const { from, to } = query;
  if (from === undefined || to === undefined || Date.parse(from) <= Date.parse(to)) return query;
  return { ...query, from: to, to: from };
}

/** The query the server gets: the range in order, then SPEC section 4's status rewrites. */
export function forTheServer(query: TransactionListQuery): TransactionListQuery | null {
  return rewriteStatuses(inOrder(query));
}

export const transactionList = createListStore('listVaTransactions', {
  filters: TRANSACTION_FILTERS,
  transform: forTheServer,
});

export const transactionDetail = createDetailStore('getVaTransaction', { isFinal });

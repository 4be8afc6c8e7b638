/**
 * The transaction list's store (`/transactions`) over `listVaTransactions`: its filters in the address bar, SPEC
 * section 4's status rewrites before each call.
 */
import * as QUERY_RULES from '../../lib/http/query-rules.generated.ts';
import { rewriteStatuses, type TransactionListQuery } from '../../lib/status-rewrites.ts';
import { createListStore } from '../../stores/kit/list.ts';

/** What a person filters the list by, in the order the address bar lists them. */
export const TRANSACTION_FILTERS = ['type', 'status', 'from', 'to', 'amount_min', 'amount_max', 'search'] as const;

/**
 * Placeholder rows of the first load (later loads keep the rows shown until the next ones arrive): enough to fill
 * a screen; the prerendered ones are part of the page's first 14 KB of HTML.
 */
export const SKELETON_ROWS = 3;

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

export const transactionList = createListStore('listVaTransactions', QUERY_RULES.listVaTransactions, {
  filters: TRANSACTION_FILTERS,
  transform: forTheServer,
});

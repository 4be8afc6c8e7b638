/**
 * The transaction lists' stores (`/transactions`, `/va/transactions`, `/va/qr-transaction`) over
 * `listVaTransactions`: their filters in the address bar, the scope's balance fixed to every call (scope.ts), SPEC
 * section 4's status rewrites before each call.
 */
import { listVaTransactions } from '../../lib/http/query-rules/listVaTransactions.generated.ts';
import { rewriteStatuses } from '../../lib/status-rewrites.ts';
import { createListStore, type ListOptions, type ListStore } from '../../stores/kit/list.ts';
import type { PageEnv } from '../../stores/kit/page-env.ts';
import { SCOPES, type ScopeName, type TransactionScope } from './scope.ts';

/** What a person filters the list by, in the order the address bar lists them. */
export const TRANSACTION_FILTERS = ['type', 'status', 'from', 'to', 'amount_min', 'amount_max', 'search'] as const;

/**
 * Placeholder rows of the first load (later loads keep the rows shown until the next ones arrive): enough to fill
 * a screen; the prerendered ones are part of the page's first 14 KB of HTML.
 */
export const SKELETON_ROWS = 3;

export type TransactionList = ListStore<'listVaTransactions'>;

/** How `scope`'s list asks: its balance fixed, a range typed backwards meaning the same days, SPEC 4's rewrites. */
export function transactionListOptions(scope: TransactionScope) {
  return {
    filters: TRANSACTION_FILTERS,
    ...(scope.balanceType === null ? {} : { fixed: { balance_type: scope.balanceType } }),
    range: ['from', 'to'],
    transform: rewriteStatuses,
  } as const satisfies ListOptions<'listVaTransactions'>;
}

/** A list of `scope`'s transactions (`env`: unit tests pass a fake page). */
export function createTransactionList(scope: TransactionScope, env?: PageEnv): TransactionList {
  return createListStore('listVaTransactions', listVaTransactions, {
    ...transactionListOptions(scope),
    ...(env ? { env } : {}),
  });
}

const lists = new Map<ScopeName, TransactionList>();

/** The page's list of `scope` (one store per scope, made when a screen first asks). */
export function transactionListOf(scope: ScopeName): TransactionList {
  let list = lists.get(scope);
  if (list === undefined) {
    list = createTransactionList(SCOPES[scope]);
    lists.set(scope, list);
  }
  return list;
}

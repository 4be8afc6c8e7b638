/**
 * SPEC section 4's transaction-list status rewrites, applied to a list's query just before the call (the
 * transactions list and the VA transaction lists): the status a person picks is not always the status the
 * server should filter on.
 *
 * 1. PENDING with type TOP_UP asks for "an impossible status (empty result)": no row can match, so the answer
 *    is `null` and the list shows its empty state without asking the server.
 * 2. PENDING alone forces type WITHDRAWAL.
 * 3. PROCESS with no type becomes top-up statuses PENDING and PROCESS plus withdraw status PROCESS.
 * 4. PROCESS with TOP_UP sends only the top-up statuses PENDING and PROCESS.
 *
 * Every other query goes unchanged. The per-type lists are the contract's `top_up_status` / `withdraw_status`
 * (src/contract/calls/va.ts): a row matches when its type's list holds its status.
 */
import type { QueryInput } from './http/query-rules.ts';

/** The query of the transaction lists (`listVaTransactions`). */
export type TransactionListQuery = QueryInput<'listVaTransactions'>;

/** The query the server is sent, or null when SPEC section 4 makes the result empty whatever the rows. */
export function rewriteStatuses(query: TransactionListQuery): TransactionListQuery | null {
  const { status, ...rest } = query;
  if (status === 'PENDING' && query.type === 'TOP_UP') return null;
  if (status === 'PENDING' && query.type === undefined) return { ...query, type: 'WITHDRAWAL' };
  if (status === 'PROCESS' && query.type === undefined) {
    return { ...rest, top_up_status: ['PENDING', 'PROCESS'], withdraw_status: ['PROCESS'] };
  }
  if (status === 'PROCESS' && query.type === 'TOP_UP') return { ...rest, top_up_status: ['PENDING', 'PROCESS'] };
  return query;
}

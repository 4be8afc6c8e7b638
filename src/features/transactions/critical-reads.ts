/**
 * What the transaction lists cannot be read without (docs/decisions/011): their first page, started from the page's
 * head — only on the plain address, as filters in the query ask for other rows. The request is the store's own
 * (`listRequest` over the list's options), so the client recognises the answer instead of asking again.
 */
import { criticalRead } from '../../lib/http/critical-reads.ts';
import { listRequest } from '../../stores/kit/list.ts';
import { transactionListOptions } from './list-store.ts';
import { SCOPES, type ScopeName } from './scope.ts';

function firstPageRead(scope: ScopeName) {
  const query = listRequest<'listVaTransactions'>(transactionListOptions(SCOPES[scope]), {}) ?? {};
  return criticalRead(undefined, (api) => api.listVaTransactions({ query }), { plain: true });
}

export const TRANSACTION_LIST_READS = {
  all: [firstPageRead('all')],
  va: [firstPageRead('va')],
  qr: [firstPageRead('qr')],
} as const satisfies Record<ScopeName, unknown>;

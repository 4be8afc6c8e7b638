/**
 * Which transactions a list or detail screen shows: every one the role sees (/transactions), the VA balance's
 * (/va/transactions) or the QR-merchant balance's (/va/qr-transaction). The same blocks serve the three; only the
 * balance a list is fixed to and where rows link change.
 */
import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';

export type ScopeName = 'all' | 'va' | 'qr';

export interface TransactionScope {
  readonly name: ScopeName;
  /** The list's route; a row's detail is `<listPath>/<id>`. */
  readonly listPath: '/transactions' | '/va/transactions' | '/va/qr-transaction';
  /** The balance every call of the list is fixed to (never in the address bar); none = every balance. */
  readonly balanceType: VaTransactionSummaryType['balance_type'] | null;
}

export const SCOPES: Readonly<Record<ScopeName, TransactionScope>> = {
  all: { name: 'all', listPath: '/transactions', balanceType: null },
  va: { name: 'va', listPath: '/va/transactions', balanceType: 'VA' },
  qr: { name: 'qr', listPath: '/va/qr-transaction', balanceType: 'QR_MERCHANT' },
};

/** Where a row of the scope's list leads. */
export function detailHref(scope: TransactionScope, id: number): string {
  return `${scope.listPath}/${id}`;
}

/** Translated labels of the SPEC section 3 transaction types and balance types, for lists, details and filters. */

import type { BalanceType, TransactionType } from '../contract/calls/reference.ts';
import { m } from '../lib/i18n.ts';

type TransactionTypeName = (typeof TransactionType.options)[number];
type BalanceTypeName = (typeof BalanceType.options)[number];

const TYPES: Readonly<Record<TransactionTypeName, () => string>> = {
  TOP_UP: m.ui_type_top_up,
  WITHDRAWAL: m.ui_type_withdrawal,
  ADJUSTMENT: m.ui_type_adjustment,
  INTERNAL: m.ui_type_internal,
};

const BALANCES: Readonly<Record<BalanceTypeName, () => string>> = {
  MAIN: m.ui_balance_main,
  VA: m.ui_balance_va,
  QR_MERCHANT: m.ui_balance_qr_merchant,
};

/** The translated name of a transaction type. */
export function transactionTypeLabel(type: TransactionTypeName): string {
  return TYPES[type]();
}

/** The translated name of a balance (wallet) type. */
export function balanceTypeLabel(type: BalanceTypeName): string {
  return BALANCES[type]();
}

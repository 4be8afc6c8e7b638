/**
 * The names of transaction types and wallets, in the user's language: the transaction list's filters need them
 * before any row, and Home's recent transactions use the same words.
 */
import type { VaTransactionSummaryType } from '../contract/calls/va.ts';
import { m } from '../lib/i18n.ts';

type TransactionType = VaTransactionSummaryType['type'];
type BalanceType = VaTransactionSummaryType['balance_type'];

const TYPE_LABELS: Readonly<Record<TransactionType, () => string>> = {
  TOP_UP: m.tx_type_top_up,
  WITHDRAWAL: m.tx_type_withdrawal,
  ADJUSTMENT: m.tx_type_adjustment,
  INTERNAL: m.tx_type_internal,
};

const WALLET_LABELS: Readonly<Record<BalanceType, () => string>> = {
  MAIN: m.tx_wallet_main,
  VA: m.tx_wallet_va,
  QR_MERCHANT: m.tx_wallet_qr_merchant,
};

/** The translated name of a transaction type. */
export function typeLabel(type: TransactionType): string {
  return TYPE_LABELS[type]();
}

/** The translated name of a wallet. */
export function walletLabel(balance: BalanceType): string {
  return WALLET_LABELS[balance]();
}

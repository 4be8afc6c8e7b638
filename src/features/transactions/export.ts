/**
 * What the transactions export holds (the kit's list export: every row of the list's current filter as CSV, XLSX or
 * PDF). Amounts are exact wire decimals signed by their direction (a withdrawal is negative, so a column sums to the
 * change); headings, types, statuses and dates are in the user's language.
 */
import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { m } from '../../lib/i18n.ts';
import type { ListExport } from '../../stores/kit/list-export.ts';
import { statusLabel } from '../../ui/status-label.ts';
import { typeLabel, walletLabel } from '../../ui/transaction-labels.ts';
import { counterparty, partyText, signedDecimal } from './format.ts';

export const TRANSACTIONS_FILE: ListExport<VaTransactionSummaryType> = {
  columns: () => [
    { key: 'created_at', header: m.tx_col_date(), kind: 'datetime' },
    { key: 'code', header: m.tx_detail_code() },
    { key: 'type', header: m.tx_filter_type() },
    { key: 'status', header: m.tx_col_status() },
    { key: 'party', header: m.tx_col_party() },
    { key: 'wallet', header: m.tx_detail_wallet() },
    { key: 'amount', header: m.tx_detail_amount(), kind: 'amount', currency: { key: 'currency' } },
    { key: 'fee', header: m.tx_detail_fee(), kind: 'amount', currency: { key: 'currency' } },
    {
      key: 'amount_received',
      header: m.tx_detail_received(),
      kind: 'amount',
      currency: { key: 'received_currency' },
    },
  ],
  row: (transaction) => {
    const party = partyText(counterparty(transaction));
    return {
      created_at: transaction.created_at,
      code: transaction.code,
      type: typeLabel(transaction.type),
      status: statusLabel(transaction.status),
      party: party.account ? `${party.name} (${party.account})` : party.name,
      wallet: walletLabel(transaction.balance_type),
      amount: signedDecimal(transaction),
      currency: transaction.currency,
      fee: transaction.fee,
      amount_received: transaction.amount_received,
      received_currency: transaction.received_currency,
    };
  },
  fileStem: () => m.tx_export_file(),
  title: () => m.page_transactions(),
};

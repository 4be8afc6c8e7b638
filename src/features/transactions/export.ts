/**
 * The transactions export (PRODUCT.md section 4): every row of the list's current filter — fetched page by page by
 * the list store — as CSV, XLSX or PDF, made by the lazily loaded export module. Amounts are exact wire decimals
 * signed by their direction (a withdrawal is negative, so a column sums to the change); headings, types, statuses
 * and dates are in the user's language.
 */
import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import type { ExportColumn, ExportFormat, ExportOptions, ExportProgress, ExportRow } from '../../lib/export/types.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { statusLabel } from '../../ui/status-label.ts';
import { typeLabel, walletLabel } from '../../ui/transaction-labels.ts';
import { counterparty, partyText, signedDecimal } from './format.ts';

/** The export's columns, headed in the user's language. */
export function exportColumns(): ExportColumn[] {
  return [
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
  ];
}

/** One transaction as an export row. */
export function exportRow(transaction: VaTransactionSummaryType): ExportRow {
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
}

/** The file's name: `transactions-2026-11-25`, in the user's language. */
function fileName(now: Date): string {
  return `${m.tx_export_file()}-${now.toISOString().slice(0, 10)}`;
}

/** Everything the rows come from: the list store's fetch and the export module, both given by the caller. */
export interface ExportSources {
  readonly fetchAll: (options: {
    onProgress: (progress: { loaded: number; total: number | null }) => void;
  }) => Promise<{ rows?: readonly VaTransactionSummaryType[]; failure?: { message: string } }>;
  readonly exportRows: (options: ExportOptions) => Promise<void>;
}

/**
 * Fetch every row of the current filter, then make and download the file; progress counts the rows fetched, then
 * the file's rows or pages. Rejects when a page could not be fetched (the export menu offers to try again).
 */
export async function exportTransactions(
  sources: ExportSources,
  format: ExportFormat,
  onProgress: (progress: ExportProgress) => void,
  now: Date = new Date(),
): Promise<void> {
  const { rows, failure } = await sources.fetchAll({
    onProgress: ({ loaded, total }) => onProgress({ done: loaded, total: total ?? loaded }),
  });
  if (rows === undefined) throw new Error(failure?.message ?? 'export failed');
  await sources.exportRows({
    format,
    columns: exportColumns(),
    rows: rows.map(exportRow),
    locale: getLocale(),
    fileName: fileName(now),
    title: m.page_transactions(),
    onProgress,
    now,
  });
}

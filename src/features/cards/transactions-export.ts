/**
 * The card transactions export (PRODUCT.md section 4): every row of the current filter, fetched page by page by
 * the list store, as CSV, XLSX or PDF made by the lazily loaded export module. Amounts are exact wire decimals
 * signed by their direction (tx-labels.ts), so a column sums to the change; words and dates in the user's language.
 */
import type { CardTransactionType } from '../../contract/calls/card.ts';
import type { ExportColumn, ExportFormat, ExportOptions, ExportProgress, ExportRow } from '../../lib/export/types.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { declineReasonLabel } from './decline-reason.ts';
import { txSignedDecimal } from './tx-amount.ts';
import { txCardText, txDetailLabel, txStatusLabel, txTypeLabel } from './tx-labels.ts';

export function cardTxExportColumns(): ExportColumn[] {
  return [
    { key: 'created_at', header: m.vct_col_date(), kind: 'datetime' },
    { key: 'code', header: m.vct_detail_code() },
    { key: 'type', header: m.vct_filter_type() },
    { key: 'detail_type', header: m.vct_detail_kind() },
    { key: 'status', header: m.vct_col_status() },
    { key: 'card', header: m.vct_detail_card() },
    { key: 'merchant', header: m.vct_detail_merchant() },
    { key: 'amount', header: m.vct_detail_amount(), kind: 'amount', currency: { key: 'currency' } },
    { key: 'fee', header: m.vct_detail_fee(), kind: 'amount', currency: { key: 'fee_currency' } },
    {
      key: 'original_amount',
      header: m.vct_detail_original(),
      kind: 'amount',
      currency: { key: 'original_currency' },
    },
    { key: 'failure_reason', header: m.vct_detail_reason() },
  ];
}

export function cardTxExportRow(transaction: CardTransactionType): ExportRow {
  return {
    created_at: transaction.created_at,
    code: transaction.code,
    type: txTypeLabel(transaction.type),
    detail_type: txDetailLabel(transaction.detail_type),
    status: txStatusLabel(transaction.status),
    card: txCardText(transaction.card),
    merchant: transaction.merchant?.name ?? null,
    amount: txSignedDecimal(transaction),
    currency: transaction.amount.currency,
    fee: transaction.fee.amount,
    fee_currency: transaction.fee.currency,
    original_amount: transaction.original_amount?.amount ?? null,
    original_currency: transaction.original_amount?.currency ?? null,
    failure_reason: transaction.failure_reason === null ? null : declineReasonLabel(transaction.failure_reason),
  };
}

export interface CardTxExportSources {
  readonly fetchAll: (options: {
    onProgress: (progress: { loaded: number; total: number | null }) => void;
  }) => Promise<{ rows?: readonly CardTransactionType[]; failure?: { message: string } }>;
  readonly exportRows: (options: ExportOptions) => Promise<void>;
}

/** Fetch every row of the filter, then make and download the file; rejects when a page could not be fetched. */
export async function exportCardTransactions(
  sources: CardTxExportSources,
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
    columns: cardTxExportColumns(),
    rows: rows.map(cardTxExportRow),
    locale: getLocale(),
    fileName: `${m.vct_export_file()}-${now.toISOString().slice(0, 10)}`,
    title: m.vct_caption(),
    onProgress,
    now,
  });
}

/**
 * What the card transactions export holds (the kit's list export: every row of the current filter as CSV, XLSX or
 * PDF). Amounts are exact wire decimals signed by their direction (tx-labels.ts), so a column sums to the change;
 * words and dates in the user's language.
 */
import type { CardTransactionType } from '../../contract/calls/card.ts';
import { m } from '../../lib/i18n.ts';
import type { ListExport } from '../../stores/kit/list-export.ts';
import { declineReasonLabel } from './decline-reason.ts';
import { txSignedDecimal } from './tx-amount.ts';
import { txCardText, txDetailLabel, txStatusLabel, txTypeLabel } from './tx-labels.ts';

export const CARD_TX_FILE: ListExport<CardTransactionType> = {
  columns: () => [
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
  ],
  row: (transaction) => ({
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
  }),
  fileStem: () => m.vct_export_file(),
  title: () => m.vct_caption(),
};

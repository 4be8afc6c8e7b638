/**
 * One card transaction over the list (/vc/transactions?id=…), loaded when a detail opens: a dialog with the
 * kit's detail view — the signed amount and status, the facts (kind, fee, card, merchant, original amount, why it
 * failed) and the status timeline — read again every 5000 ms while PENDING or PROCESSING (the detail store).
 */
import { type MouseEvent, useEffect } from 'react';
import type { CardTransactionDetailType } from '../../contract/calls/card.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { createDetailStore } from '../../stores/kit/detail.ts';
import { Badge } from '../../ui/badge.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { type DetailFact, DetailView } from '../../ui/detail-view.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { declineReasonLabel } from './decline-reason.ts';
import { withDetail } from './transactions-store.ts';
import { txSignedMoney } from './tx-amount.ts';
import {
  isFinalTx,
  type TxStatus,
  txAmountClass,
  txCardText,
  txDetailLabel,
  txStatusLabel,
  txStatusTone,
  txTypeLabel,
} from './tx-labels.ts';

type Detail = CardTransactionDetailType;

/** Read every 5000 ms while PENDING or PROCESSING; stops at a final status or while the tab is hidden. */
const cardTxDetail = createDetailStore('getCardTransaction', { isFinal: isFinalTx });

function money({ amount, currency }: { amount: string; currency: string }, locale: Locale) {
  return <span className="tabular-nums">{formatMoney(amount, currency, locale)}</span>;
}

/** The facts, in the user's language; the merchant, original amount and reason only when there are some. */
export function cardTxFacts(transaction: Detail, locale: Locale): DetailFact[] {
  const facts: (DetailFact | null)[] = [
    {
      key: 'code',
      label: m.vct_detail_code(),
      value: (
        <span className="inline-flex flex-wrap items-center gap-1">
          <span className="font-mono">{transaction.code}</span>
          <CopyButton value={transaction.code} what={m.vct_detail_code_what()} />
        </span>
      ),
    },
    { key: 'kind', label: m.vct_detail_kind(), value: txDetailLabel(transaction.detail_type) },
    { key: 'amount', label: m.vct_detail_amount(), value: money(transaction.amount, locale) },
    { key: 'fee', label: m.vct_detail_fee(), value: money(transaction.fee, locale) },
    transaction.original_amount
      ? { key: 'original', label: m.vct_detail_original(), value: money(transaction.original_amount, locale) }
      : null,
    { key: 'card', label: m.vct_detail_card(), value: txCardText(transaction.card) },
    transaction.merchant
      ? {
          key: 'merchant',
          label: m.vct_detail_merchant(),
          value: [transaction.merchant.name, transaction.merchant.country].filter(Boolean).join(' · '),
        }
      : null,
    transaction.failure_reason
      ? { key: 'reason', label: m.vct_detail_reason(), value: declineReasonLabel(transaction.failure_reason) }
      : null,
    { key: 'created', label: m.vct_detail_created(), value: formatDateTime(transaction.created_at, locale) },
    { key: 'updated', label: m.vct_detail_updated(), value: formatDateTime(transaction.updated_at, locale) },
  ];
  return facts.filter((fact): fact is DetailFact => fact !== null);
}

function Summary({ transaction, locale }: { transaction: Detail; locale: Locale }) {
  return (
    <>
      <p className="text-sm font-medium text-muted">{txTypeLabel(transaction.type)}</p>
      <p className={`text-3xl font-bold tracking-tight tabular-nums break-words ${txAmountClass(transaction.type)}`}>
        {txSignedMoney(transaction, locale)}
      </p>
      <p>
        <Badge
          status={transaction.status}
          tone={txStatusTone(transaction.status)}
          label={txStatusLabel(transaction.status)}
        />
      </p>
    </>
  );
}

const labelOf = (status: string) => txStatusLabel(status as TxStatus);
const toneOf = (status: string) => txStatusTone(status as TxStatus);

/** The open detail of transaction `id`; `onClose` goes back to the list as it was. */
export function CardTxDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const state = useStore(cardTxDetail.$state);
  useEffect(() => cardTxDetail.start(id), [id]);
  const locale = getLocale();
  // A read of another id (the previous detail's) is not this one.
  const transaction = state.value?.id === id ? state.value : null;
  const status = transaction === null && state.status === 'ready' ? 'loading' : state.status;
  const back = {
    href: `${location.pathname}${withDetail(location.search, null)}`,
    label: m.vct_detail_back(),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onClose();
    },
  };
  return (
    <Dialog open onClose={onClose} title={m.vct_detail_title()} size="lg">
      <DetailView
        status={status}
        failure={state.failure}
        onRetry={cardTxDetail.retry}
        polling={state.polling}
        back={back}
        notFound={{ title: m.vct_not_found_title(), text: m.vct_not_found_text() }}
        summary={transaction ? <Summary transaction={transaction} locale={locale} /> : null}
        factsTitle={m.vct_detail_facts()}
        facts={transaction ? cardTxFacts(transaction, locale) : []}
        skeletonFacts={8}
        aside={
          transaction ? (
            <StatusTimeline
              steps={transaction.status_history}
              ongoing={!isFinalTx(transaction)}
              labelOf={labelOf}
              toneOf={toneOf}
            />
          ) : null
        }
      />
    </Dialog>
  );
}

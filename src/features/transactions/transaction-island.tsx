/**
 * A transaction's page (/transactions/:id, /va/transactions/:id, /va/qr-transaction/:id by `scope`): one transaction — amount, fee, rate, amount received, where the money came from and went,
 * its reference, and its status timeline — read again every 5000 ms while its status can still change.
 */
import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { isFinal } from '../../lib/transaction-status.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { $featureFlags } from '../../stores/feature-flags.ts';
import { DetailView } from '../../ui/detail-view.tsx';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { transactionDetail } from './detail-store.ts';
import { SCOPES, type ScopeName } from './scope.ts';

// What draws the record (the money formatting, the copy button) comes after the page, in parallel with the read.
const loadView = () => import('./transaction-view.tsx');

/** The id in the address: the shell serves every `/transactions/<id>`. */
function idInAddress(): string {
  return decodeURIComponent(location.pathname.split('/').filter(Boolean).at(-1) ?? '');
}

/** The back link's words, by the list it leads to. */
const BACK_LABEL: Readonly<Record<ScopeName, () => string>> = {
  all: () => m.tx_detail_back(),
  va: () => m.tx_detail_back_va(),
  qr: () => m.tx_detail_back_qr(),
};

/** Back to the list as it was left (its filters and page), when the list is where the user came from. */
function backToList(event: MouseEvent, listPath: string): void {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  if (referrer?.origin !== location.origin || referrer.pathname !== listPath) return;
  event.preventDefault();
  history.back();
}

/** The transaction island; `scope` (scope.ts) is the list it belongs to, every balance's by default. */
export default function TransactionIsland({ scope = 'all' }: { scope?: ScopeName }) {
  const { listPath } = SCOPES[scope];
  const state = useStore(transactionDetail.$state);
  // Until the flags are read, no remark: never one shown then taken back.
  const seesRemark = useStore($featureFlags).data?.WHITELIST_SEE_REMARK === true;
  useEffect(() => transactionDetail.start(idInAddress()), []);
  const view = useLazyModule(loadView, true);
  const locale = getLocale();
  // A record that arrived before the code drawing it shows as loading a moment longer.
  const transaction = view ? state.value : null;

  return (
    <DetailView
      status={transaction === null && state.status === 'ready' ? 'loading' : state.status}
      failure={state.failure}
      onRetry={transactionDetail.retry}
      polling={state.polling}
      back={{ href: listPath, label: BACK_LABEL[scope](), onClick: (event) => backToList(event, listPath) }}
      notFound={{ title: m.tx_not_found_title(), text: m.tx_not_found_text() }}
      summary={view && transaction ? <view.Summary transaction={transaction} locale={locale} /> : null}
      factsTitle={m.tx_detail_facts()}
      facts={view && transaction ? view.facts(transaction, locale, seesRemark) : []}
      skeletonFacts={10}
      aside={transaction ? <StatusTimeline steps={transaction.status_history} ongoing={!isFinal(transaction)} /> : null}
    />
  );
}

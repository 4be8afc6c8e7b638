/**
 * /transactions/:id: one transaction — amount, fee, rate, amount received, where the money came from and went,
 * its reference, and its status timeline — read again every 5000 ms while its status can still change.
 */
import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import type { TransactionPartyType, VaTransactionType } from '../../contract/calls/va.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatMoney, formatNumber } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { type DetailFact, DetailView } from '../../ui/detail-view.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { StatusTimeline } from '../../ui/status-timeline.tsx';
import { CopyCode } from './copy-code.tsx';
import { isFinal, transactionDetail } from './detail-store.ts';
import { amountClass, directionOf, partyText, signedAmount, typeLabel, walletLabel } from './format.ts';

const LIST_PATH = '/transactions';

/** The id in the address: the shell serves every `/transactions/<id>`. */
function idInAddress(): string {
  return decodeURIComponent(location.pathname.split('/').filter(Boolean).at(-1) ?? '');
}

/** Back to the list as it was left (its filters and page), when the list is where the user came from. */
function backToList(event: MouseEvent): void {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  if (referrer?.origin !== location.origin || referrer.pathname !== LIST_PATH) return;
  event.preventDefault();
  history.back();
}

function Party({ party }: { party: TransactionPartyType }) {
  const { name, account } = partyText(party);
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      {account ? <span className="font-normal text-muted">{account}</span> : null}
    </span>
  );
}

function facts(transaction: VaTransactionType, locale: Locale): DetailFact[] {
  const money = (amount: string, currency: string) => (
    <span className="tabular-nums">{formatMoney(amount, currency, locale)}</span>
  );
  const rate = m.tx_rate_value({
    from: transaction.currency,
    rate: formatNumber(transaction.rate, locale),
    to: transaction.received_currency,
  });
  const list: DetailFact[] = [
    { key: 'code', label: m.tx_detail_code(), value: <CopyCode code={transaction.code} /> },
    { key: 'amount', label: m.tx_detail_amount(), value: money(transaction.amount, transaction.currency) },
    { key: 'fee', label: m.tx_detail_fee(), value: money(transaction.fee, transaction.currency) },
    { key: 'rate', label: m.tx_detail_rate(), value: <span className="tabular-nums">{rate}</span> },
    {
      key: 'received',
      label: m.tx_detail_received(),
      value: money(transaction.amount_received, transaction.received_currency),
    },
    { key: 'source', label: m.tx_detail_source(), value: <Party party={transaction.source} /> },
    { key: 'destination', label: m.tx_detail_destination(), value: <Party party={transaction.destination} /> },
    { key: 'wallet', label: m.tx_detail_wallet(), value: walletLabel(transaction.balance_type) },
    { key: 'created', label: m.tx_detail_created(), value: formatDateTime(transaction.created_at, locale) },
    { key: 'updated', label: m.tx_detail_updated(), value: formatDateTime(transaction.updated_at, locale) },
  ];
  if (transaction.remark !== null) list.push({ key: 'remark', label: m.tx_detail_remark(), value: transaction.remark });
  return list;
}

function Summary({ transaction, locale }: { transaction: VaTransactionType; locale: Locale }) {
  return (
    <>
      <p className="text-sm font-medium text-muted">{typeLabel(transaction.type)}</p>
      <p
        className={`text-3xl font-bold tracking-tight tabular-nums break-words ${amountClass(directionOf(transaction))}`}
      >
        {signedAmount(transaction, locale)}
      </p>
      <p>
        <Badge status={transaction.status} label={statusLabel(transaction.status)} />
      </p>
    </>
  );
}

/** The transaction island. */
export default function TransactionIsland() {
  const state = useStore(transactionDetail.$state);
  useEffect(() => transactionDetail.start(idInAddress()), []);
  const locale = getLocale();
  const transaction = state.value;

  return (
    <DetailView
      status={state.status}
      failure={state.failure}
      onRetry={transactionDetail.retry}
      polling={state.polling}
      back={{ href: LIST_PATH, label: m.tx_detail_back(), onClick: backToList }}
      notFound={{ title: m.tx_not_found_title(), text: m.tx_not_found_text() }}
      summary={transaction ? <Summary transaction={transaction} locale={locale} /> : null}
      factsTitle={m.tx_detail_facts()}
      facts={transaction ? facts(transaction, locale) : []}
      skeletonFacts={10}
      aside={transaction ? <StatusTimeline steps={transaction.status_history} ongoing={!isFinal(transaction)} /> : null}
    />
  );
}

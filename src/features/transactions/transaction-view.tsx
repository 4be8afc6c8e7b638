/**
 * What /transactions/:id shows of a transaction: the headline (type, signed amount, status) and the facts. Loaded
 * after the page, in parallel with the first read (transaction-island.tsx): it brings the money formatting.
 */
import type { TransactionPartyType, VaTransactionType } from '../../contract/calls/va.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';
import { formatMoney, formatNumber } from '../../lib/money.ts';
import { Badge } from '../../ui/badge.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import type { DetailFact } from '../../ui/detail-view.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { typeLabel, walletLabel } from '../../ui/transaction-labels.ts';
import { amountClass, partyText, signedMoney, transactionDirection } from './format.ts';

function Party({ party }: { party: TransactionPartyType }) {
  const { name, account } = partyText(party);
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      {account ? <span className="font-normal text-muted">{account}</span> : null}
    </span>
  );
}

/**
 * The facts of a transaction, in the user's language and locale; its remark only for someone whose flags allow it
 * (`seesRemark`: WHITELIST_SEE_REMARK), and the QR code it settled when it paid one.
 */
export function facts(transaction: VaTransactionType, locale: Locale, seesRemark: boolean): DetailFact[] {
  const money = (amount: string, currency: string) => (
    <span className="tabular-nums">{formatMoney(amount, currency, locale)}</span>
  );
  const rate = m.tx_rate_value({
    from: transaction.currency,
    rate: formatNumber(transaction.rate, locale),
    to: transaction.received_currency,
  });
  const list: DetailFact[] = [
    {
      key: 'code',
      label: m.tx_detail_code(),
      value: (
        <span className="inline-flex flex-wrap items-center gap-1">
          <span className="font-mono">{transaction.code}</span>
          <CopyButton value={transaction.code} what={m.tx_detail_code_what()} />
        </span>
      ),
    },
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
  if (transaction.qr_code_id !== null) {
    const qr = m.tx_qr_code_value({ id: String(transaction.qr_code_id) });
    list.push({ key: 'qr', label: m.tx_detail_qr_code(), value: qr });
  }
  if (seesRemark && transaction.remark !== null) {
    list.push({ key: 'remark', label: m.tx_detail_remark(), value: transaction.remark });
  }
  return list;
}

/** The headline: what kind of transaction, its signed amount, its status. */
export function Summary({ transaction, locale }: { transaction: VaTransactionType; locale: Locale }) {
  return (
    <>
      <p className="text-sm font-medium text-muted">{typeLabel(transaction.type)}</p>
      <p
        className={`text-3xl font-bold tracking-tight tabular-nums break-words ${amountClass(transactionDirection(transaction))}`}
      >
        {signedMoney(transaction, locale)}
      </p>
      <p>
        <Badge status={transaction.status} label={statusLabel(transaction.status)} />
      </p>
    </>
  );
}

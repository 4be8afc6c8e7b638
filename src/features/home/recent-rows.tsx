/**
 * The rows of Home's recent transactions (./recent-transactions.tsx), loaded with the list's answer: dates, badges
 * and labels stay out of Home's first load. Each row links to the transaction's detail page.
 */

import type { VaTransactionSummaryType } from '../../contract/calls/va.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { getLocale } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Badge } from '../../ui/badge.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { typeLabel, walletLabel } from '../../ui/transaction-labels.ts';

type Transaction = VaTransactionSummaryType;

const ICON: Readonly<Record<Transaction['type'], string>> = {
  TOP_UP: 'i-lucide-arrow-down-left',
  WITHDRAWAL: 'i-lucide-arrow-up-right',
  ADJUSTMENT: 'i-lucide-scale',
  INTERNAL: 'i-lucide-arrow-left-right',
};
const SIGN: Readonly<Record<Transaction['type'], string>> = {
  TOP_UP: '+',
  WITHDRAWAL: '−',
  ADJUSTMENT: '',
  INTERNAL: '',
};

function Row({ item, detail }: { item: Transaction; detail: string }) {
  const locale = getLocale();
  return (
    <li className="border-b border-border last:border-0">
      <a
        href={detail.replace(':id', String(item.id))}
        className="-mx-2 flex h-16 items-center gap-3 rounded-xl px-2 hover:bg-surface-2 focus-ring"
      >
        <span
          className="hidden h-10 w-10 shrink-0 place-items-center rounded-full bg-surface-2 text-muted sm:grid"
          aria-hidden="true"
        >
          <span className={`${ICON[item.type]} text-lg`} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">
            {typeLabel(item.type)}
            <span className="font-normal text-muted"> · {walletLabel(item.balance_type)}</span>
          </span>
          <span className="block truncate text-xs text-muted">{formatDateTime(item.created_at, locale)}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className={`text-sm font-semibold tabular-nums ${item.type === 'TOP_UP' ? 'text-success' : ''}`}>
            {SIGN[item.type]}
            {formatMoney(item.amount, item.currency, locale)}
          </span>
          <Badge label={statusLabel(item.status)} status={item.status} />
        </span>
      </a>
    </li>
  );
}

/** The rows; `detail` is the detail route's pattern (`/transactions/:id`). */
export default function RecentRows({ items, detail }: { items: readonly Transaction[]; detail: string }) {
  return items.map((item) => <Row key={item.id} item={item} detail={detail} />);
}

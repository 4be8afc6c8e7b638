/** The referred customers in the kit's list view: who (masked), status with its meaning, when they joined, earned. */
import type { ReactNode } from 'react';
import type { RefereeType } from '../../contract/calls/referral.ts';
import { formatDate } from '../../lib/date-format.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { ListView } from '../../ui/list-view.tsx';
import type { TableColumn } from '../../ui/table.tsx';
import { statusWords } from './presentation.ts';
import { refereeList } from './referees-store.ts';

function columns(): TableColumn<RefereeType>[] {
  const locale = getLocale();
  return [
    {
      key: 'customer',
      header: m.ref_col_customer(),
      skeleton: 'h-9 w-40',
      cell: (row) => (
        <span className="inline-flex min-w-0 flex-col">
          <span className="font-medium">{row.display_name || row.email}</span>
          <span className="text-sm text-muted">{row.email}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: m.ref_col_status(),
      skeleton: 'h-9 w-32',
      cell: (row) => {
        const words = statusWords(row.status);
        return (
          <span className="inline-flex flex-col items-start gap-1">
            <Badge status={row.status} tone={words.tone} label={words.label()} />
            <span className="text-xs text-muted">{words.hint()}</span>
          </span>
        );
      },
    },
    {
      key: 'joined',
      header: m.ref_col_joined(),
      skeleton: 'h-5 w-24',
      cell: (row) => (
        <time dateTime={row.joined_at} className="whitespace-nowrap tabular-nums">
          {formatDate(row.joined_at, locale)}
        </time>
      ),
    },
    {
      key: 'earned',
      header: m.ref_col_earned(),
      align: 'end',
      skeleton: 'h-5 w-20',
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatMoney(row.earned.amount, row.earned.currency, locale)}
        </span>
      ),
    },
  ];
}

export function RefereesView({ empty }: { readonly empty?: ReactNode }) {
  const state = useStore(refereeList.$state);
  return (
    <section aria-labelledby="referral-list-heading" className="flex flex-col gap-3">
      <h2 id="referral-list-heading" className="text-lg font-semibold">
        {m.ref_list_heading()}
      </h2>
      <ListView
        caption={m.ref_list_heading()}
        columns={columns()}
        state={state}
        rowKey={(row) => String(row.id)}
        onRetry={refereeList.retry}
        pages={{ href: refereeList.pageHref, onSelect: refereeList.setPage }}
        empty={empty}
        skeletonRows={3}
      />
    </section>
  );
}

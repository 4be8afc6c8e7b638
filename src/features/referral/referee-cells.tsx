/** What draws a referred customer's row (money, dates, the status badge): loaded with the first rows, not before. */
import type { ReactNode } from 'react';
import type { RefereeType } from '../../contract/calls/referral.ts';
import { formatDate } from '../../lib/date-format.ts';
import { getLocale } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Badge } from '../../ui/badge.tsx';
import { statusWords } from './presentation.ts';

export type RefereeColumn = 'customer' | 'status' | 'joined' | 'earned';

export const REFEREE_CELLS: Readonly<Record<RefereeColumn, (row: RefereeType) => ReactNode>> = {
  customer: (row) => (
    <span className="inline-flex min-w-0 flex-col">
      <span className="font-medium">{row.display_name || row.email}</span>
      <span className="text-sm text-muted">{row.email}</span>
    </span>
  ),
  status: (row) => {
    const words = statusWords(row.status);
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <Badge status={row.status} tone={words.tone} label={words.label()} />
        <span className="text-xs text-muted">{words.hint()}</span>
      </span>
    );
  },
  joined: (row) => (
    <time dateTime={row.joined_at} className="whitespace-nowrap tabular-nums">
      {formatDate(row.joined_at, getLocale())}
    </time>
  ),
  earned: (row) => (
    <span className="whitespace-nowrap tabular-nums">
      {formatMoney(row.earned.amount, row.earned.currency, getLocale())}
    </span>
  ),
};

/**
 * This month's money in and out (./month-figures.ts `monthBars`), two stacked bars drawn as a small
 * SVG: completed, pending review, with the provider. Loaded after the wallets arrive (it draws nothing before),
 * so it is not part of Home's first-load JavaScript. The amounts are text beside the bars; the drawing is hidden
 * from assistive technology, which reads the same figures from the text.
 */

import type { WalletType } from '../../contract/calls/wallets.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { type MonthBar, monthBars, share } from './month-figures.ts';

const PARTS = [
  { key: 'completed', label: m.home_chart_completed, opacity: 1 },
  { key: 'pending', label: m.home_chart_pending, opacity: 0.55 },
  { key: 'waiting', label: m.home_chart_waiting, opacity: 0.3 },
] as const;

const FILL: Readonly<Record<MonthBar['direction'], string>> = { in: 'fill-success', out: 'fill-primary' };

function Bar({ bar, bars, currency }: { bar: MonthBar; bars: readonly MonthBar[]; currency: string }) {
  const locale = getLocale();
  let offset = 0;
  const segments = PARTS.map((part) => {
    const width = share(bar[part.key], bars) * 100;
    const segment = { ...part, x: offset, width };
    offset += width;
    return segment;
  });
  const label = bar.direction === 'in' ? m.home_chart_in() : m.home_chart_out();
  return (
    <div className="grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1">
      <span className="text-sm font-medium">{label}</span>
      <span
        className="truncate text-right text-sm font-semibold tabular-nums"
        data-testid={`home-chart-${bar.direction}`}
      >
        {formatMoney(bar.total.toFixed(), currency, locale)}
      </span>
      <svg className="col-span-2 h-3 w-full" viewBox="0 0 100 3" preserveAspectRatio="none" aria-hidden="true">
        <rect width="100" height="3" rx="1.5" className="fill-surface-2" />
        {segments.map((segment) =>
          segment.width > 0 ? (
            <rect
              key={segment.key}
              x={segment.x}
              width={segment.width}
              height="3"
              className={FILL[bar.direction]}
              fillOpacity={segment.opacity}
            />
          ) : null,
        )}
      </svg>
      <span className="sr-only">
        {PARTS.map((part) => `${part.label()} ${formatMoney(bar[part.key].toFixed(), currency, locale)}`).join(', ')}
      </span>
    </div>
  );
}

/** The chart of the wallets shown (one currency: the first wallet's). */
export default function MonthChart({ wallets }: { wallets: readonly WalletType[] }) {
  const currency = wallets[0]?.currency ?? 'VND';
  const bars = monthBars(wallets.filter((wallet) => wallet.currency === currency));
  const moved = bars.some((bar) => bar.total.gt(0));
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="home-chart">
      {bars.map((bar) => (
        <Bar key={bar.direction} bar={bar} bars={bars} currency={currency} />
      ))}
      <p className="flex h-8 flex-wrap content-start items-center gap-x-4 text-xs leading-4 text-muted">
        {moved
          ? PARTS.map((part) => (
              <span key={part.key} className="inline-flex items-center gap-1.5">
                <span className="h-2.5 w-2.5 rounded-sm bg-fg" style={{ opacity: part.opacity }} aria-hidden="true" />
                {part.label()}
              </span>
            ))
          : m.home_chart_empty()}
      </p>
    </div>
  );
}

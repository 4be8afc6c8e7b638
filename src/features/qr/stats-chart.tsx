/**
 * The QR payments per day of the chosen period: the amount as bars against a rounded top (chart-scale.ts), the
 * number of payments as a line over them. Loaded once the statistics arrive, so the drawing is not part of the
 * page's first load. The drawing is hidden from assistive technology; the same figures are a table under it.
 */
import type { QrStatisticType } from '../../contract/calls/va.ts';
import { formatDate } from '../../lib/dates.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { scaleDays } from './chart-scale.ts';

const BAR = 10;
const HEIGHT = 100;

/** A calendar day (`2026-03-02`) as the page's locale writes it; noon, so no time zone moves it a day. */
function dayLabel(date: string): string {
  return formatDate(`${date}T12:00:00`, getLocale());
}

/** Where a day's count mark sits: its share of the height, kept off the edges so the mark shows whole. */
const countY = (share: number) => (HEIGHT - 2 - share * (HEIGHT - 4)).toFixed(2);

export default function StatsChart({ statistic }: { statistic: QrStatisticType }) {
  const locale = getLocale();
  const { top, days } = scaleDays(statistic.by_day);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  if (first === undefined || last === undefined) return null;
  const width = days.length * BAR;
  const moved = statistic.total.count > 0;
  return (
    <figure className="flex flex-col gap-2" data-testid="qr-chart">
      <figcaption className="text-sm font-medium">
        {m.qrm_chart_label({ from: dayLabel(first), to: dayLabel(last) })}
      </figcaption>
      {moved ? (
        <>
          <p className="text-xs text-muted tabular-nums">{formatMoney(top.toFixed(), statistic.currency, locale)}</p>
          <svg
            className="h-40 w-full border-b border-border"
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {days.map((day, index) =>
              day.amountShare > 0 ? (
                <rect
                  key={day.date}
                  x={index * BAR + 1.5}
                  y={HEIGHT - day.amountShare * HEIGHT}
                  width={BAR - 3}
                  height={day.amountShare * HEIGHT}
                  className="fill-primary"
                  fillOpacity={0.75}
                />
              ) : null,
            )}
            {days.map((day, index) =>
              day.count > 0 ? (
                <line
                  key={`count-${day.date}`}
                  x1={index * BAR + 1}
                  x2={index * BAR + BAR - 1}
                  y1={countY(day.countShare)}
                  y2={countY(day.countShare)}
                  className="stroke-fg"
                  strokeWidth={3}
                  vectorEffect="non-scaling-stroke"
                />
              ) : null,
            )}
          </svg>
          <div className="flex justify-between text-xs text-muted">
            <span>{dayLabel(first)}</span>
            <span>{dayLabel(last)}</span>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
            <span className="inline-flex items-center gap-1.5">
              <span className="h-2.5 w-2.5 rounded-sm bg-primary" aria-hidden="true" />
              {m.qrm_chart_amount()}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="h-1 w-3 bg-fg" aria-hidden="true" />
              {m.qrm_chart_count()}
            </span>
          </p>
        </>
      ) : (
        <p className="text-sm text-muted">{m.qrm_chart_empty()}</p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-medium">{m.qrm_chart_table()}</summary>
        <table className="w-full text-left tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {m.qrm_chart_day()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.qrm_chart_count()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.qrm_chart_amount()}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-border">
                <td className="py-1">{dayLabel(day.date)}</td>
                <td className="py-1 text-right">{day.count}</td>
                <td className="py-1 text-right">{formatMoney(day.amount, statistic.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/**
 * The enter-info step's figures as the user types: fee, rate (when money changes currency) and what arrives,
 * computed as the server will (src/lib/withdrawal-figures.ts), with the limits of the ranges of rate; and the
 * ranges themselves in words (RateBands).
 */
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney, formatNumber } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import type { Money } from '../../stores/kit/confirm.ts';
import type { WithdrawStore } from './withdraw-store.ts';

export function PreviewFigures({ store, limits }: { store: WithdrawStore; limits: string | null }) {
  const preview = useStore(store.$preview);
  const locale = getLocale();
  const money = (value: Money) => formatMoney(value.amount, value.currency, locale);
  const rows: [string, string][] = [];
  if (preview?.fee) rows.push([m.kit_confirm_fee(), money(preview.fee)]);
  if (preview?.rate && preview.rate.from !== preview.rate.to) {
    const { from, to, value } = preview.rate;
    rows.push([m.kit_confirm_rate(), m.kit_confirm_rate_value({ from, to, rate: formatNumber(value, locale) })]);
  }
  return (
    <div className="flex flex-col gap-2">
      <dl className="card divide-y divide-border text-sm" aria-live="polite">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="font-medium">{m.withdraw_you_receive()}</dt>
          <dd className="min-w-0 break-all text-right text-base font-semibold tabular-nums">
            {preview?.received ? money(preview.received) : '—'}
          </dd>
        </div>
      </dl>
      {limits ? <p className="text-xs text-muted">{limits}</p> : null}
    </div>
  );
}

/** The ranges of rate in plain words, under the figures: what any amount would cost, the typed one's band marked. */
export function RateBands({ store }: { store: WithdrawStore }) {
  const bands = useStore(store.$bands);
  if (bands.length === 0) return null;
  return (
    <section aria-labelledby="withdraw-bands" className="flex flex-col gap-2 text-sm">
      <h3 id="withdraw-bands" className="font-medium">
        {m.withdraw_bands_heading()}
      </h3>
      <ul className="flex flex-col gap-1">
        {bands.map((band) => (
          <li
            key={band.id}
            aria-current={band.current ? 'true' : undefined}
            className={band.current ? 'font-semibold' : 'text-muted'}
          >
            {band.text}
            {band.current ? <span className="ml-2 text-primary-text">({m.withdraw_band_yours()})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

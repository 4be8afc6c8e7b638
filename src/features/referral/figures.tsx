/** What the programme brought in: people referred, people active, rewards paid and rewards still to be paid. */
import type { ReferralStatsType } from '../../contract/calls/referral.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney, formatNumber } from '../../lib/money.ts';

export function Figures({ stats }: { readonly stats: ReferralStatsType }) {
  const locale = getLocale();
  const money = (figure: ReferralStatsType['total_earnings']) => formatMoney(figure.amount, figure.currency, locale);
  const figures = [
    { key: 'referred', label: m.ref_referred(), value: formatNumber(String(stats.referred_customers), locale) },
    { key: 'active', label: m.ref_active(), value: formatNumber(String(stats.active_customers), locale) },
    { key: 'paid', label: m.ref_paid(), value: money(stats.total_earnings) },
    { key: 'pending', label: m.ref_pending(), value: money(stats.pending_earnings) },
  ];
  return (
    <section aria-labelledby="referral-figures-heading" className="flex flex-col gap-3">
      <h2 id="referral-figures-heading" className="text-lg font-semibold">
        {m.ref_figures_heading()}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="card flex flex-col gap-1 p-4" data-testid={`referral-${figure.key}`}>
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

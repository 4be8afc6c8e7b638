/**
 * The QR statistics of a whitelisted account: a period picker and a merchant choice (both in the address), the
 * totals, the tallies per status, and the chart per day (stats-chart.tsx, loaded with the first figures).
 */
import { useEffect, useMemo } from 'react';
import type { QrMerchantType } from '../../contract/calls/va.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Field } from '../../ui/field.tsx';
import { NativeSelect } from '../../ui/native-select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { statusLabel } from '../../ui/status-label.ts';
import { PERIODS, type Period } from './period.ts';
import { createStatsStore } from './stats-store.ts';

const loadChart = () => import('./stats-chart.tsx');

const PERIOD_LABEL: Readonly<Record<Period, () => string>> = {
  '7d': m.qrm_period_7d,
  '30d': m.qrm_period_30d,
  '90d': m.qrm_period_90d,
  month: m.qrm_period_month,
};

function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{m.qrm_period()}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1 sm:grid-cols-4">
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={period === value}
            onClick={() => onChange(period)}
            className={`h-10 whitespace-nowrap rounded-lg px-3 text-sm font-medium ${
              period === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'
            }`}
          >
            {PERIOD_LABEL[period]()}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Tally({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function StatsPanel({ merchants }: { merchants: readonly QrMerchantType[] }) {
  const store = useMemo(() => createStatsStore(), []);
  const state = useStore(store.$state);
  const ids = useMemo(() => merchants.map((merchant) => merchant.id), [merchants]);
  useEffect(() => store.start(ids), [store, ids]);
  const chart = useLazyModule(loadChart, state.data !== null);
  const locale = getLocale();
  const options = [
    { value: '', label: m.qrm_stats_all() },
    ...merchants.map((merchant) => ({ value: String(merchant.id), label: merchant.name })),
  ];
  const data = state.data;
  return (
    <section className="card flex flex-col gap-5 p-4 sm:p-6" aria-labelledby="qr-stats-title">
      <h2 id="qr-stats-title" className="text-base font-semibold">
        {m.qrm_stats_title()}
      </h2>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <PeriodPicker value={state.period} onChange={store.setPeriod} />
        <Field label={m.qrm_stats_merchant()}>
          <NativeSelect
            options={options}
            value={state.merchant === null ? '' : String(state.merchant)}
            onChange={(event) =>
              store.setMerchant(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
            }
          />
        </Field>
      </div>
      {state.status === 'error' ? (
        <FailureAlert
          offline={!navigator.onLine}
          failure={state.failure}
          title={m.qrm_stats_failed()}
          offlineText={m.qrm_stats_offline()}
          onRetry={store.retry}
        />
      ) : data === null ? (
        <Spinner label={m.qrm_stats_loading()} />
      ) : (
        <div className="flex flex-col gap-5" aria-busy={state.status === 'loading'}>
          <dl className="grid grid-cols-2 gap-4">
            <Tally
              label={m.qrm_stats_total_amount()}
              value={formatMoney(data.total.amount, data.currency, locale)}
              testId="qr-stats-amount"
            />
            <Tally label={m.qrm_stats_total_count()} value={String(data.total.count)} testId="qr-stats-count" />
          </dl>
          {data.by_status.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">{m.qrm_stats_by_status()}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {data.by_status.map((tally) => (
                  <li key={tally.status} className="flex justify-between gap-3 tabular-nums">
                    <span>{statusLabel(tally.status)}</span>
                    <span>
                      {tally.count} · {formatMoney(tally.amount, data.currency, locale)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {chart ? <chart.default statistic={data} /> : <Spinner label={m.qrm_stats_loading()} />}
        </div>
      )}
    </section>
  );
}

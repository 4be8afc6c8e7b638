/** DetailView and StatusTimeline on /test: a pending record being polled, loading, not found and failed. */
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { Badge } from '../badge.tsx';
import { type DetailFact, DetailView, type DetailViewProps } from '../detail-view.tsx';
import { statusLabel } from '../status-label.ts';
import { StatusTimeline, type TimelineStep } from '../status-timeline.tsx';
import { KitRow, KitSection } from './kit-section.tsx';

/** A timeline an hour old (the section renders in the browser, so "now" is the visitor's). */
function steps(): TimelineStep[] {
  const hour = 3_600_000;
  const at = (ago: number) => new Date(Date.now() - ago).toISOString();
  return [
    { status: 'PENDING', at: at(hour), note: null },
    { status: 'PROCESS', at: at(hour / 2), note: m.ui_kit_timeline_note() },
  ];
}

/** The detail view section. */
export function DetailSection() {
  const locale = getLocale();
  const facts: DetailFact[] = [
    { key: 'id', label: m.ui_kit_detail_id(), value: <span className="font-mono">VAW-20260302-000184</span> },
    { key: 'amount', label: m.ui_kit_col_amount(), value: formatMoney('2500000', 'VND', locale) },
    { key: 'fee', label: m.ui_kit_detail_fee(), value: formatMoney('11000', 'VND', locale) },
    { key: 'received', label: m.ui_kit_detail_received(), value: formatMoney('2489000', 'VND', locale) },
  ];
  const shared: DetailViewProps = {
    status: 'ready',
    failure: null,
    onRetry: () => undefined,
    back: { href: '#kit-list', label: m.ui_kit_detail_back() },
    notFound: { title: m.ui_kit_state_not_found(), text: m.ui_kit_detail_not_found_text() },
    summary: (
      <>
        <p className="text-sm font-medium text-muted">{m.ui_kit_tx_withdraw()}</p>
        <p className="text-3xl font-bold tabular-nums">{formatMoney('-2500000', 'VND', locale)}</p>
        <p>
          <Badge status="PROCESS" label={statusLabel('PROCESS')} />
        </p>
      </>
    ),
    factsTitle: m.ui_kit_section_detail(),
    facts,
    skeletonFacts: facts.length,
    aside: <StatusTimeline steps={steps()} ongoing />,
  };
  const view = (label: string, props: Partial<DetailViewProps>) => (
    <KitRow label={label}>
      <div className="w-full">
        <DetailView {...shared} {...props} />
      </div>
    </KitRow>
  );

  return (
    <KitSection testId="kit-detail" title={m.ui_kit_section_detail()}>
      {view(m.ui_kit_state_polling(), { polling: true })}
      {view(m.ui_kit_state_loading(), { status: 'loading' })}
      {view(m.ui_kit_state_not_found(), { status: 'not-found' })}
      {view(m.ui_kit_state_error(), { status: 'error', failure: { status: false, message: 'error_internal' } })}
      {view(m.ui_kit_state_offline(), { status: 'offline', failure: { status: false, message: 'Network Error' } })}
    </KitSection>
  );
}

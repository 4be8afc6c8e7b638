/** An endpoint's test answer and its recent deliveries: each attempt with its answer and, if failed, the next retry. */
import type { WebhookDeliveryType } from '../../contract/calls/developers.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import type { DeliveriesState, TestState } from './developers-store.ts';
import { answerText, EVENT_LABEL } from './labels.ts';

export function TestResult({ test }: { test: TestState | undefined }) {
  if (test === undefined) return null;
  if (test.status === 'sending') return <Spinner label={m.dev_test_sending()} />;
  if (test.status === 'failed')
    return (
      <Alert tone="danger" title={m.dev_test_refused()} live>
        {failureText(test.failure)}
      </Alert>
    );
  const { report } = test;
  const answer = answerText(report.status_code, report.error);
  const took = m.dev_test_took({ ms: String(report.duration_ms) });
  return report.succeeded ? (
    <Alert tone="success" title={m.dev_test_succeeded()} live>
      {`${answer} · ${took}`}
    </Alert>
  ) : (
    <Alert tone="danger" title={m.dev_test_failed()} live>
      {`${answer} · ${took}`}
      {report.next_retry_at === null
        ? null
        : ` · ${m.dev_delivery_retry_at({ at: formatDateTime(report.next_retry_at, getLocale()) })}`}
    </Alert>
  );
}

/** The columns in the page's language (built at render, as the headers are words). */
function deliveryColumns(): TableColumn<WebhookDeliveryType>[] {
  const locale = getLocale();
  return [
    {
      key: 'when',
      header: m.dev_delivery_when(),
      cell: (delivery) => <span className="whitespace-nowrap">{formatDateTime(delivery.created_at, locale)}</span>,
    },
    { key: 'event', header: m.dev_delivery_event(), cell: (delivery) => EVENT_LABEL[delivery.event]() },
    {
      key: 'attempt',
      header: m.dev_delivery_attempt_heading(),
      cell: (delivery) => (
        <span className="tabular-nums">{m.dev_delivery_attempt({ n: String(delivery.attempt) })}</span>
      ),
    },
    {
      key: 'result',
      header: m.dev_delivery_result(),
      cell: (delivery) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <Badge
            label={delivery.succeeded ? m.dev_delivery_succeeded() : m.dev_delivery_failed()}
            tone={delivery.succeeded ? 'success' : 'danger'}
          />
          <span>{answerText(delivery.status_code, delivery.error)}</span>
        </span>
      ),
    },
    {
      key: 'next',
      header: m.dev_delivery_next(),
      cell: (delivery) =>
        delivery.next_retry_at === null
          ? ''
          : m.dev_delivery_retry_at({ at: formatDateTime(delivery.next_retry_at, locale) }),
    },
  ];
}

export function DeliveryHistory({ state, caption }: { state: DeliveriesState | undefined; caption: string }) {
  if (state === undefined) return null;
  if (state.status === 'failed')
    return (
      <Alert tone="danger" title={m.dev_deliveries_failed()}>
        {failureText(state.failure)}
      </Alert>
    );
  return (
    <Table
      columns={deliveryColumns()}
      rows={state.status === 'loading' ? [] : state.items}
      rowKey={(delivery) => String(delivery.id)}
      caption={caption}
      loading={state.status === 'loading'}
      skeletonRows={1}
      empty={m.dev_deliveries_empty()}
    />
  );
}

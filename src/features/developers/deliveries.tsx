/** An endpoint's test answer and its recent deliveries: each attempt with its answer and, if failed, the next retry. */
import type { WebhookDeliveryType } from '../../contract/calls/developers.ts';
import { formatDateTime } from '../../lib/date-format.ts';
import { failureText } from '../../lib/failure-text.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
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

function DeliveryRow({ delivery }: { delivery: WebhookDeliveryType }) {
  const locale = getLocale();
  return (
    <tr className="border-t border-border align-top">
      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(delivery.created_at, locale)}</td>
      <td className="py-2 pr-3">{EVENT_LABEL[delivery.event]()}</td>
      <td className="py-2 pr-3 tabular-nums">{m.dev_delivery_attempt({ n: String(delivery.attempt) })}</td>
      <td className="py-2 pr-3">
        <span className="flex flex-wrap items-center gap-2">
          <Badge
            label={delivery.succeeded ? m.dev_delivery_succeeded() : m.dev_delivery_failed()}
            tone={delivery.succeeded ? 'success' : 'danger'}
          />
          <span>{answerText(delivery.status_code, delivery.error)}</span>
        </span>
      </td>
      <td className="py-2 text-muted">
        {delivery.next_retry_at === null
          ? ''
          : m.dev_delivery_retry_at({ at: formatDateTime(delivery.next_retry_at, locale) })}
      </td>
    </tr>
  );
}

export function DeliveryHistory({ state, caption }: { state: DeliveriesState | undefined; caption: string }) {
  if (state === undefined) return null;
  if (state.status === 'loading') return <Spinner label={m.dev_deliveries_loading()} />;
  if (state.status === 'failed')
    return (
      <Alert tone="danger" title={m.dev_deliveries_failed()}>
        {failureText(state.failure)}
      </Alert>
    );
  if (state.items.length === 0) return <p className="text-sm text-muted">{m.dev_deliveries_empty()}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="pb-1 pr-3 font-medium">
              {m.dev_delivery_when()}
            </th>
            <th scope="col" className="pb-1 pr-3 font-medium">
              {m.dev_delivery_event()}
            </th>
            <th scope="col" className="pb-1 pr-3 font-medium">
              {m.dev_delivery_attempt_heading()}
            </th>
            <th scope="col" className="pb-1 pr-3 font-medium">
              {m.dev_delivery_result()}
            </th>
            <th scope="col" className="pb-1 font-medium">
              {m.dev_delivery_next()}
            </th>
          </tr>
        </thead>
        <tbody>
          {state.items.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

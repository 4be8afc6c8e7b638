/**
 * The webhook endpoints: URL, events, status, secret prefix and last delivery; the director sends a test delivery
 * (its answer shown at once; a disabled endpoint is told apart, since it gets tests but no events or retries),
 * reads the recent deliveries with their retries, edits one, rotates the secret, deletes one.
 */
import type { WebhookType } from '../../contract/calls/developers.ts';
import { m } from '../../lib/i18n.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { useStore } from '../../lib/use-store.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { DevelopersStore } from './developers-store.ts';
import { answerText, EVENT_LABEL } from './labels.ts';

// A test's answer and the deliveries table come after the page: only a director who asks sees them.
const loadDeliveries = () => import('./deliveries.tsx');

/** The room of an endpoint's card with its recent deliveries (measured with the demo endpoint at 360–1280 px, en and vi) while the list is read. */
const ROW_SKELETON = 'h-[380px] w-full rounded-2xl sm:h-[270px] lg:h-[232px] xl:h-[184px]';

function WebhookCard({ webhook, store }: { webhook: WebhookType; store: DevelopersStore }) {
  const tests = useStore(store.$tests);
  const deliveries = useStore(store.$deliveries);
  const key = String(webhook.id);
  const test = tests[key];
  const last = webhook.last_delivery;
  const history = deliveries[key];
  // Only a test sent or the deliveries asked for draw below the card (and load their module).
  const asked = test !== undefined || history !== undefined;
  const shown = useLazyModule(loadDeliveries, asked);
  return (
    <li className="card flex flex-col gap-3 p-4" aria-label={webhook.url}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all font-semibold">{webhook.url}</span>
          <Badge
            label={webhook.status === 'ACTIVE' ? m.dev_webhook_active() : m.dev_webhook_disabled()}
            tone={webhook.status === 'ACTIVE' ? 'success' : 'neutral'}
          />
        </p>
        {webhook.status === 'DISABLED' ? <p className="text-sm text-muted">{m.dev_webhook_disabled_note()}</p> : null}
        {webhook.description ? <p className="text-sm">{webhook.description}</p> : null}
        <ul className="flex flex-wrap gap-1.5" aria-label={m.dev_webhook_events()}>
          {webhook.events.map((event) => (
            <li key={event} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">
              <code>{event}</code> <span className="text-muted">{EVENT_LABEL[event]()}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          {m.dev_webhook_secret_prefix()} <code>{`${webhook.secret_prefix}…`}</code>
          {last === null
            ? ` · ${m.dev_webhook_never_delivered()}`
            : ` · ${m.dev_webhook_last_delivery({ result: last.succeeded ? m.dev_delivery_succeeded() : m.dev_delivery_failed(), answer: answerText(last.status_code, null) })}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          icon="i-lucide-send"
          loading={test?.status === 'sending'}
          onClick={() => void store.test(webhook.id)}
        >
          {m.dev_webhook_test()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon="i-lucide-history"
          onClick={() => void store.showDeliveries(webhook.id)}
        >
          {history === undefined ? m.dev_webhook_deliveries() : m.dev_webhook_deliveries_refresh()}
        </Button>
        <Button variant="secondary" size="sm" icon="i-lucide-pencil" onClick={() => store.openEdit(webhook)}>
          {m.dev_webhook_edit()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon="i-lucide-refresh-cw"
          onClick={() => store.ask('rotate', webhook.id, webhook.url)}
        >
          {m.dev_webhook_rotate()}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon="i-lucide-trash-2"
          onClick={() => store.ask('delete', webhook.id, webhook.url)}
        >
          {m.dev_webhook_delete()}
        </Button>
      </div>
      {shown === null ? (
        asked ? (
          <Spinner label={m.ui_loading()} />
        ) : null
      ) : (
        <>
          <shown.TestResult test={test} />
          <shown.DeliveryHistory state={history} caption={m.dev_deliveries_caption({ url: webhook.url })} />
        </>
      )}
    </li>
  );
}

/** `webhooks` is null while they are read: the section keeps its place, with room for one, so the guide below stays put. */
export function WebhookList({ webhooks, store }: { webhooks: readonly WebhookType[] | null; store: DevelopersStore }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="dev-webhooks-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dev-webhooks-heading" className="text-lg font-semibold">
          {m.dev_webhooks_heading()}
        </h2>
        <Button
          size="sm"
          icon="i-lucide-webhook"
          disabled={webhooks === null}
          onClick={() => store.openCreate('webhook')}
        >
          {m.dev_webhook_create()}
        </Button>
      </div>
      {webhooks === null ? (
        <Skeleton className={ROW_SKELETON} />
      ) : webhooks.length === 0 ? (
        <p className="card px-4 py-6 text-center text-sm text-muted">{m.dev_webhooks_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {webhooks.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} store={store} />
          ))}
        </ul>
      )}
    </section>
  );
}

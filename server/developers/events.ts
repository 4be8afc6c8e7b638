/**
 * Events to webhook endpoints: `deliverEvent` for the account's real events (every ACTIVE endpoint that
 * subscribed), `testWebhook` for a sample one on demand. Every attempt is recorded (deliveries.ts), and a
 * failed one is retried on the schedule of src/contract/webhook-signing.ts. Payload: `{ id, type, created_at,
 * data }`.
 */
import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { LogSink } from '../api/log.ts';
import type { RateLimit } from '../auth/rate-limit.ts';
import { consumeLimit } from '../auth/rate-limit.ts';
import type { Executor } from '../db/client.ts';
import { type WebhookRow, webhooks } from '../db/schema/developers.ts';
import { errorFacts } from '../errors/error-facts.ts';
import { type Deliver, httpDeliverer } from './deliver.ts';
import type { WebhookEventName } from './deliveries.ts';
import { attemptDelivery, type DeliveryOptions, type DeliveryReport } from './deliveries.ts';
import { findOwnWebhook } from './webhooks.ts';

export type { WebhookEventName } from './deliveries.ts';

/** Test deliveries: 5 per minute per endpoint, enough to debug a receiver, too few to flood one. */
export const TEST_DELIVERIES: RateLimit = { name: 'webhook-tests', limit: 5, windowMs: 60_000 };

const SAMPLE_MONEY = { amount: '1500000', currency: 'VND' };
const SAMPLE_DATA: Readonly<Record<WebhookEventName, Record<string, unknown>>> = {
  'va.topup.success': { virtual_account_id: 1, account_number: '9021000001', transaction_id: 1, ...SAMPLE_MONEY },
  'va.status.updated': { virtual_account_id: 1, account_number: '9021000001', status: 'ACTIVE' },
  'topup.approved': { transaction_id: 1, status: 'APPROVED', ...SAMPLE_MONEY },
  'topup.rejected': { transaction_id: 1, status: 'REJECTED', ...SAMPLE_MONEY },
  'withdrawal.approved': { transaction_id: 1, status: 'APPROVED', ...SAMPLE_MONEY },
  'withdrawal.rejected': { transaction_id: 1, status: 'REJECTED', ...SAMPLE_MONEY },
  'qr.payment.success': { qr_id: 1, transaction_id: 1, ...SAMPLE_MONEY },
  'card.transaction.created': { card_id: 1, transaction_id: 1, type: 'PAYMENT', amount: '25.00', currency: 'USD' },
};

/** The event's body, as every attempt sends it. */
function eventBody(event: WebhookEventName, data: unknown, now: Date): { eventId: string; body: string } {
  const eventId = `evt_${randomBytes(12).toString('base64url')}`;
  return { eventId, body: JSON.stringify({ id: eventId, type: event, created_at: now.toISOString(), data }) };
}

function sendEvent(
  db: Executor,
  webhook: WebhookRow,
  event: WebhookEventName,
  data: unknown,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  return attemptDelivery(db, webhook, { ...eventBody(event, data, options.now), event, attempt: 1 }, options);
}

export interface TestRequest {
  readonly accountId: number;
  readonly webhookId: number;
  readonly event?: WebhookEventName | undefined;
}

/** A sample of `event` (default: the endpoint's first subscribed one), delivered now. */
export async function testWebhook(db: Executor, request: TestRequest, options: DeliveryOptions) {
  const webhook = await findOwnWebhook(db, request.accountId, request.webhookId);
  await consumeLimit(db, TEST_DELIVERIES, `webhook:${webhook.id}`, options.now);
  const event = request.event ?? webhook.events[0] ?? 'va.topup.success';
  return sendEvent(db, webhook, event, { sample: true, ...SAMPLE_DATA[event] }, options);
}

/** Deliver a real event to every ACTIVE endpoint of the account subscribed to it, one after another. */
export async function deliverEvent(
  db: Executor,
  accountId: number,
  event: WebhookEventName,
  data: unknown,
  options: Pick<DeliveryOptions, 'retryUnitMs'> & Partial<DeliveryOptions>,
): Promise<DeliveryReport[]> {
  const settled = { ...options, deliver: options.deliver ?? httpDeliverer(), now: options.now ?? new Date() };
  const targets = await db
    .select()
    .from(webhooks)
    .where(
      and(
        eq(webhooks.accountId, accountId),
        isNull(webhooks.deletedAt),
        eq(webhooks.status, 'ACTIVE'),
        arrayContains(webhooks.events, [event]),
      ),
    );
  const reports: DeliveryReport[] = [];
  for (const webhook of targets) reports.push(await sendEvent(db, webhook, event, data, settled));
  return reports;
}

export interface AfterCommit {
  readonly deliver: Deliver;
  readonly log: LogSink;
  readonly now: Date;
  /** config.webhookRetryUnitMs: real events retry on the server's unit, as test deliveries do. */
  readonly webhookRetryUnitMs: number;
}

/** A delivery's failure as a code (`timeout`, `ECONNREFUSED`); a reason in words may name the host. */
function reasonCode(reason: string | null): string | null {
  if (reason === null) return null;
  return /^[A-Za-z_]{1,40}$/.test(reason) ? reason : 'other';
}

/**
 * `deliverEvent` for a change that already committed: an endpoint may take its 10 s, so this never runs
 * inside a database transaction, and a refused or failed delivery is only logged (the change stands; the
 * endpoint's last delivery shows the failure to its owner).
 */
export async function deliverAfterCommit(
  db: Executor,
  accountId: number,
  event: WebhookEventName,
  data: unknown,
  { deliver, log, now, webhookRetryUnitMs }: AfterCommit,
): Promise<void> {
  try {
    const options = { deliver, now, retryUnitMs: webhookRetryUnitMs };
    const reports = await deliverEvent(db, accountId, event, data, options);
    for (const report of reports.filter((each) => !each.succeeded)) {
      log({
        level: 'warn',
        msg: 'webhook delivery failed',
        event,
        status_code: report.status_code,
        reason: reasonCode(report.error),
      });
    }
  } catch (error) {
    log({
      level: 'error',
      msg: 'webhook delivery failed',
      event,
      error: errorFacts(error),
    });
  }
}

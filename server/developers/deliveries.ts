/**
 * Attempts at delivering webhook events (docs/decisions/031). Each attempt is a row with what the endpoint
 * answered; a failed one names when the next is due (src/contract/webhook-signing.ts's schedule), and
 * `retryDueDeliveries` — run by the server's periodic worker — sends those again. A retry claims its row
 * first (clearing `next_retry_at` in one UPDATE), so two instances never send the same retry twice. A retry
 * is signed with the endpoint's current secret, so rotating it applies at once.
 */
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { WebhookDeliveryType, WebhookType } from '../../src/contract/calls/developers.ts';
import { retryDelayMs } from '../../src/contract/webhook-signing.ts';
import type { Executor } from '../db/client.ts';
import { type WebhookDeliveryRow, type WebhookRow, webhookDeliveries, webhooks } from '../db/schema/developers.ts';
import { type Deliver, deliveryHeaders } from './deliver.ts';
import { openWebhookSecret } from './secrets.ts';

export type WebhookEventName = WebhookType['events'][number];

/** How many attempts an endpoint's history shows. */
export const DELIVERY_HISTORY = 20;

export interface DeliveryReport {
  readonly event: WebhookEventName;
  readonly succeeded: boolean;
  readonly status_code: number | null;
  readonly duration_ms: number;
  readonly error: string | null;
  readonly next_retry_at: string | null;
}

export interface DeliveryOptions {
  readonly deliver: Deliver;
  readonly now: Date;
  /**
   * The unit of the retry schedule: config.webhookRetryUnitMs, a minute unless a test server shortens it.
   * Required, so no delivery (a test, a retry, a real event) can fall back to another unit than the server's.
   */
  readonly retryUnitMs: number;
}

export interface Attempt {
  readonly eventId: string;
  readonly event: WebhookEventName;
  readonly body: string;
  readonly attempt: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDeliveryType {
  return {
    id: row.id,
    event_id: row.eventId,
    event: row.event,
    attempt: row.attempt,
    succeeded: row.succeeded,
    status_code: row.statusCode,
    error: row.error,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
    next_retry_at: iso(row.nextRetryAt),
  };
}

/**
 * Sends one attempt now, records it (and the endpoint's last delivery), and schedules the next when it failed
 * and the endpoint is ACTIVE: a disabled endpoint gets its test delivery, but no retry is promised that the
 * retry pass would then skip.
 */
export async function attemptDelivery(
  db: Executor,
  webhook: WebhookRow,
  attempt: Attempt,
  { deliver, now, retryUnitMs }: DeliveryOptions,
): Promise<DeliveryReport> {
  const headers = deliveryHeaders(await openWebhookSecret(db, webhook.secretSealed), attempt.event, attempt.body);
  // Wall time, not the request clock: the duration is what the endpoint took.
  const started = performance.now();
  const outcome = await deliver({ url: webhook.url, headers, body: attempt.body });
  const durationMs = Math.max(0, Math.round(performance.now() - started));
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const delay = succeeded || webhook.status !== 'ACTIVE' ? null : retryDelayMs(attempt.attempt, retryUnitMs);
  const nextRetryAt = delay === null ? null : new Date(now.getTime() + delay);
  await db.insert(webhookDeliveries).values({
    ...attempt,
    webhookId: webhook.id,
    succeeded,
    statusCode: outcome.statusCode,
    error: outcome.error,
    durationMs,
    createdAt: now,
    nextRetryAt,
  });
  await db
    .update(webhooks)
    .set({ lastDeliveryAt: now, lastDeliveryStatusCode: outcome.statusCode, lastDeliverySucceeded: succeeded })
    .where(eq(webhooks.id, webhook.id));
  return {
    event: attempt.event,
    succeeded,
    status_code: outcome.statusCode,
    duration_ms: durationMs,
    error: outcome.error,
    next_retry_at: iso(nextRetryAt),
  };
}

/** The latest attempts to an endpoint the caller already owns, newest first. */
export function listDeliveries(db: Executor, webhookId: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_HISTORY);
}

/**
 * Sends every retry due at `now`: claims the failed attempt (its `next_retry_at` cleared), then sends the next
 * attempt to the endpoint as it is now. An endpoint deleted or disabled since gets no retry.
 */
export async function retryDueDeliveries(db: Executor, options: DeliveryOptions): Promise<DeliveryReport[]> {
  const due = await db
    .update(webhookDeliveries)
    .set({ nextRetryAt: null })
    .where(lte(webhookDeliveries.nextRetryAt, options.now))
    .returning();
  const reports: DeliveryReport[] = [];
  for (const failed of due) {
    const [webhook] = await db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, failed.webhookId), isNull(webhooks.deletedAt), eq(webhooks.status, 'ACTIVE')));
    if (webhook === undefined) continue;
    const next = { eventId: failed.eventId, event: failed.event, body: failed.body, attempt: failed.attempt + 1 };
    reports.push(await attemptDelivery(db, webhook, next, options));
  }
  return reports;
}

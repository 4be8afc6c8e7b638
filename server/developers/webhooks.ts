/**
 * Webhook endpoints of an account (PRODUCT.md section 3): https URLs that pass the SSRF guard
 * (url-guard.ts), a sealed signing secret answered once, soft deletion so a repeated delete succeeds.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { WebhookType } from '../../src/contract/calls/developers.ts';
import { type AccountLimit, assertBelowLimit, countRows } from '../db/account-limit.ts';
import type { Database, Executor } from '../db/client.ts';
import { type WebhookRow, webhooks } from '../db/schema/developers.ts';
import { ApiError } from '../errors/api-error.ts';
import { newWebhookSecret } from './secrets.ts';
import { assertPublicWebhookUrl, isAllowedWebhookUrl } from './url-guard.ts';

/** Which URLs an endpoint may be saved with: the production rule unless a demo server allows test receivers. */
export type UrlRule = (url: URL) => boolean;

/** Endpoints per account: one per system that listens, a handful at most. */
export const MAX_WEBHOOKS = 5;

export function toWebhook(row: WebhookRow): WebhookType {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status,
    secret_prefix: row.secretPrefix,
    created_at: row.createdAt.toISOString(),
    last_delivery:
      row.lastDeliveryAt === null || row.lastDeliverySucceeded === null
        ? null
        : {
            at: row.lastDeliveryAt.toISOString(),
            status_code: row.lastDeliveryStatusCode,
            succeeded: row.lastDeliverySucceeded,
          },
  };
}

const live = (accountId: number) => and(eq(webhooks.accountId, accountId), isNull(webhooks.deletedAt));

const ENDPOINTS: AccountLimit = {
  max: MAX_WEBHOOKS,
  code: 'WEBHOOK_LIMIT_REACHED',
  count: (tx, accountId) => countRows(tx, webhooks, live(accountId)),
};

export function listWebhooks(db: Executor, accountId: number): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(live(accountId)).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

/** The account's endpoint `id`, not deleted; NOT_FOUND otherwise. */
export async function findOwnWebhook(db: Executor, accountId: number, id: number): Promise<WebhookRow> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), live(accountId)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

export interface WebhookSettings {
  readonly url: string;
  readonly description?: string | undefined;
  readonly events: WebhookType['events'];
}

function settingsColumns(settings: WebhookSettings, urlAllowed: UrlRule) {
  assertPublicWebhookUrl(settings.url, urlAllowed);
  // An empty description is no description.
  return { url: settings.url, description: settings.description || null, events: [...new Set(settings.events)] };
}

export function createWebhook(
  db: Database,
  accountId: number,
  settings: WebhookSettings,
  now: Date,
  urlAllowed: UrlRule = isAllowedWebhookUrl,
): Promise<{ row: WebhookRow; secret: string }> {
  const columns = settingsColumns(settings, urlAllowed);
  return db.transaction(async (tx) => {
    await assertBelowLimit(tx, accountId, ENDPOINTS);
    const { secret, prefix, sealed } = await newWebhookSecret(tx);
    const [row] = await tx
      .insert(webhooks)
      .values({ ...columns, accountId, secretSealed: sealed, secretPrefix: prefix, createdAt: now, updatedAt: now })
      .returning();
    if (row === undefined) throw new Error('Webhook insert returned no row');
    return { row, secret };
  });
}

export async function updateWebhook(
  db: Executor,
  accountId: number,
  id: number,
  settings: WebhookSettings & { readonly status: WebhookRow['status'] },
  now: Date,
  urlAllowed: UrlRule = isAllowedWebhookUrl,
): Promise<WebhookRow> {
  const columns = settingsColumns(settings, urlAllowed);
  const [row] = await db
    .update(webhooks)
    .set({ ...columns, status: settings.status, updatedAt: now })
    .where(and(eq(webhooks.id, id), live(accountId)))
    .returning();
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** Deleting an endpoint already deleted succeeds; another account's is NOT_FOUND. */
export async function deleteWebhook(db: Executor, accountId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.accountId, accountId)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  await db
    .update(webhooks)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(webhooks.id, id), isNull(webhooks.deletedAt)));
}

/**
 * A new signing secret for the account's endpoint, answered once. The old one stops at once (no overlap):
 * a director rotates because a secret leaked, and a leaked secret must not sign anything more.
 */
export async function rotateWebhookSecret(
  db: Executor,
  accountId: number,
  id: number,
  now: Date,
): Promise<{ row: WebhookRow; secret: string }> {
  await findOwnWebhook(db, accountId, id);
  const { secret, prefix, sealed } = await newWebhookSecret(db);
  const [row] = await db
    .update(webhooks)
    .set({ secretSealed: sealed, secretPrefix: prefix, updatedAt: now })
    .where(and(eq(webhooks.id, id), live(accountId)))
    .returning();
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return { row, secret };
}

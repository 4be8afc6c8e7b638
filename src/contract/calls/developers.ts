/**
 * Developer integration (PRODUCT.md section 3): API keys and webhook endpoints. Secrets are answered once,
 * when created, and only their prefix afterwards. DIRECTOR only (PRODUCT.md section 4).
 */
import { z } from 'zod';
import { Done, distinctItems, Id, IdParams, ok, SingleLineText, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { SINGLE_LINE_PATTERN } from '../rules.ts';

const TAG = 'developers';
const DIRECTOR = ['DIRECTOR'] as const;

/** Events a webhook may subscribe to; `va.topup.success` is SPEC section 3's event name. */
export const WebhookEvent = z.enum([
  'va.topup.success',
  'va.status.updated',
  'topup.approved',
  'topup.rejected',
  'withdrawal.approved',
  'withdrawal.rejected',
  'qr.payment.success',
  'card.transaction.created',
]);

const Label = SingleLineText.trim().min(2).max(100);
/** First characters of a secret, enough to tell keys apart: `cp_live_3f9a`. */
const SecretPrefix = z.string().min(4).max(16);

export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  prefix: SecretPrefix,
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
  expires_at: Timestamp.nullable(),
});
export type ApiKeyType = z.infer<typeof ApiKey>;

export const Webhook = z.object({
  id: Id,
  url: z.url(),
  description: z.string().nullable(),
  events: z.array(WebhookEvent),
  status: z.enum(['ACTIVE', 'DISABLED']),
  /** Prefix of the signing secret (deliveries carry an HMAC-SHA256 of the body in `x-campay-signature`). */
  secret_prefix: SecretPrefix,
  created_at: Timestamp,
  last_delivery: z
    .object({ at: Timestamp, status_code: z.number().int().nullable(), succeeded: z.boolean() })
    .nullable(),
});
export type WebhookType = z.infer<typeof Webhook>;

const WebhookInput = z.object({
  url: z
    .url({ protocol: /^https$/, error: 'https_required' })
    .regex(SINGLE_LINE_PATTERN, 'single_line')
    .max(2048),
  description: SingleLineText.trim().max(200).optional(),
  events: distinctItems(z.array(WebhookEvent).min(1), 'duplicate_event'),
});

/** Answered once, at creation: keep it now, it cannot be shown again. */
const OnceSecret = z.object({ secret: z.string().min(32) });

export const developersCalls = [
  defineCall({
    name: 'listApiKeys',
    client: 'client',
    method: 'GET',
    path: '/developers/api-keys',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'The API keys of the account, newest first (prefix only).',
    response: ok(z.array(ApiKey)),
  }),
  defineCall({
    name: 'createApiKey',
    client: 'client',
    method: 'POST',
    path: '/developers/api-keys',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Create an API key. `secret` is in this answer only; it is stored hashed.',
    body: z.object({ name: Label, expires_at: Timestamp.optional() }),
    response: ok(ApiKey.extend(OnceSecret.shape)),
    errors: ['API_KEY_LIMIT_REACHED', 'EXPIRY_IN_PAST'],
  }),
  defineCall({
    name: 'revokeApiKey',
    client: 'client',
    method: 'DELETE',
    path: '/developers/api-keys/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Revoke an API key at once. Revoking one already revoked succeeds.',
    idempotent: true,
    params: IdParams,
    response: Done,
  }),
  defineCall({
    name: 'listWebhooks',
    client: 'client',
    method: 'GET',
    path: '/developers/webhooks',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'The webhook endpoints of the account with their last delivery.',
    response: ok(z.array(Webhook)),
  }),
  defineCall({
    name: 'createWebhook',
    client: 'client',
    method: 'POST',
    path: '/developers/webhooks',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Add an https endpoint for some events. The signing `secret` is in this answer only.',
    body: WebhookInput,
    response: ok(Webhook.extend(OnceSecret.shape)),
    errors: ['WEBHOOK_LIMIT_REACHED', 'WEBHOOK_URL_NOT_ALLOWED'],
  }),
  defineCall({
    name: 'updateWebhook',
    client: 'client',
    method: 'PUT',
    path: '/developers/webhooks/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Replace the URL, description, events and status of an endpoint; the secret is kept.',
    idempotent: true,
    params: IdParams,
    body: WebhookInput.extend({ status: Webhook.shape.status }),
    response: ok(Webhook),
    errors: ['WEBHOOK_URL_NOT_ALLOWED'],
  }),
  defineCall({
    name: 'deleteWebhook',
    client: 'client',
    method: 'DELETE',
    path: '/developers/webhooks/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Delete an endpoint; nothing more is delivered to it. Deleting one already deleted succeeds.',
    idempotent: true,
    params: IdParams,
    response: Done,
  }),
  defineCall({
    name: 'testWebhook',
    client: 'client',
    method: 'POST',
    path: '/developers/webhooks/{id}/test',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      'Deliver a sample event (the first subscribed one unless `event` is given) now and report what the endpoint answered (10 s timeout).',
    params: IdParams,
    body: z.object({ event: WebhookEvent.optional() }),
    response: ok(
      z.object({
        event: WebhookEvent,
        succeeded: z.boolean(),
        status_code: z.number().int().nullable(),
        duration_ms: z.number().int().nonnegative(),
        /** Why it failed without an HTTP answer (timeout, DNS, TLS); null otherwise. */
        error: z.string().nullable(),
      }),
    ),
    errors: ['RATE_LIMITED'],
  }),
] as const;

/**
 * Developer integration (PRODUCT.md section 3): API keys and webhook endpoints. Secrets are answered once,
 * when created, and only their prefix afterwards. DIRECTOR only (PRODUCT.md section 4).
 */
import { z } from 'zod';
import { Done, Id, IdParams, ok, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import {
  API_KEY_SCOPES,
  ApiKeyName,
  ApiKeyScopes,
  WEBHOOK_EVENTS,
  WEBHOOK_STATUSES,
  WebhookDescription,
  WebhookEvents,
  WebhookUrl,
} from '../developer-fields.ts';
import { API_KEY_HEADER } from '../webhook-signing.ts';

const TAG = 'developers';
const DIRECTOR = ['DIRECTOR'] as const;

export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScopeType = z.infer<typeof ApiKeyScope>;
/** First characters of a secret, enough to tell keys apart: `cp_live_3f9a`. */
const SecretPrefix = z.string().min(4).max(16);

export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  prefix: SecretPrefix,
  scopes: z.array(ApiKeyScope),
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
  status: z.enum(WEBHOOK_STATUSES),
  /** Prefix of the signing secret (deliveries carry an HMAC-SHA256 of the body in `x-campay-signature`). */
  secret_prefix: SecretPrefix,
  created_at: Timestamp,
  last_delivery: z
    .object({ at: Timestamp, status_code: z.number().int().nullable(), succeeded: z.boolean() })
    .nullable(),
});
export type WebhookType = z.infer<typeof Webhook>;

const WebhookInput = z.object({
  url: WebhookUrl,
  description: z.optional(WebhookDescription),
  events: WebhookEvents,
});

/** Answered once, at creation: keep it now, it cannot be shown again. */
const OnceSecret = z.object({ secret: z.string().min(32) });

export const ApiKeyInput = z.object({ name: ApiKeyName, scopes: ApiKeyScopes, expires_at: Timestamp.optional() });
export { WebhookInput };

/** One attempt at delivering one event; a failed attempt names when the next is due (null once it was sent, or when none will be). */
export const WebhookDelivery = z.object({
  id: Id,
  event_id: z.string(),
  event: WebhookEvent,
  attempt: z.number().int().positive(),
  succeeded: z.boolean(),
  status_code: z.number().int().nullable(),
  /** Why it failed without an HTTP answer (timeout, ECONNREFUSED); null otherwise. */
  error: z.string().nullable(),
  duration_ms: z.number().int().nonnegative(),
  created_at: Timestamp,
  next_retry_at: Timestamp.nullable(),
});
export type WebhookDeliveryType = z.infer<typeof WebhookDelivery>;

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
    body: ApiKeyInput,
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
        /** When a failed delivery is tried again (webhook-signing.ts's schedule); null when it succeeded. */
        next_retry_at: Timestamp.nullable(),
      }),
    ),
    errors: ['RATE_LIMITED'],
  }),
  defineCall({
    name: 'rotateWebhookSecret',
    client: 'client',
    method: 'POST',
    path: '/developers/webhooks/{id}/rotate-secret',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      'Replace the signing secret; deliveries from now on (retries too) are signed with the new `secret`, which is in this answer only.',
    params: IdParams,
    response: ok(Webhook.extend(OnceSecret.shape)),
  }),
  defineCall({
    name: 'listWebhookDeliveries',
    client: 'client',
    method: 'GET',
    path: '/developers/webhooks/{id}/deliveries',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'The latest 20 delivery attempts to an endpoint, newest first, with their answers and retries.',
    params: IdParams,
    response: ok(z.array(WebhookDelivery)),
  }),
  defineCall({
    name: 'getApiKeyIdentity',
    client: 'client',
    method: 'GET',
    path: '/developers/api-key',
    tag: TAG,
    // The key in `x-api-key` is the credential, checked by the handler: no access token.
    auth: 'none',
    summary: `What the API key in \`${API_KEY_HEADER}\` is (its name, prefix and scopes): an integration's check that its key works. An unknown, revoked or expired key is refused.`,
    response: ok(ApiKey.pick({ id: true, name: true, prefix: true, scopes: true })),
    errors: ['API_KEY_INVALID'],
  }),
] as const;

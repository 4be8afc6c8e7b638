/**
 * The fields of the developer settings (calls/developers.ts), in zod/mini so the /setting/developers forms take
 * exactly what the server takes without the contract's classic zod. The scope and event lists are plain
 * arrays, so the page lists them without any zod at all.
 */
import * as z from 'zod/mini';
import { filled, singleLine } from './fields.ts';

/** What an API key may do; a key is given the fewest an integration needs. */
export const API_KEY_SCOPES = ['balances.read', 'transactions.read', 'va.read', 'va.write'] as const;
export type ApiKeyScopeName = (typeof API_KEY_SCOPES)[number];

/** Events a webhook may subscribe to; `va.topup.success` is SPEC section 3's event name. */
export const WEBHOOK_EVENTS = [
  'va.topup.success',
  'va.status.updated',
  'topup.approved',
  'topup.rejected',
  'withdrawal.approved',
  'withdrawal.rejected',
  'qr.payment.success',
  'card.transaction.created',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** An endpoint is ACTIVE (sent its events) or DISABLED (sent none, and no retries). */
export const WEBHOOK_STATUSES = ['ACTIVE', 'DISABLED'] as const;

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** An API key's name: 2–100 characters on one line, surrounding spaces dropped. */
export const ApiKeyName = z
  .string()
  .check(singleLine(), z.trim(), z.minLength(2, 'name_too_short'), z.maxLength(100, 'name_too_long'));

/** An endpoint's address: https only (the server then refuses private and local hosts: WEBHOOK_URL_NOT_ALLOWED). */
export const WebhookUrl = z
  .string()
  .check(
    filled(),
    singleLine(),
    z.maxLength(WEBHOOK_URL_MAX_LENGTH, 'too_long'),
    z.url({ protocol: /^https$/, error: 'https_required' }),
  );

/** What an endpoint is for, optional: up to 200 characters on one line. */
export const WebhookDescription = z.string().check(singleLine(), z.trim(), z.maxLength(200, 'too_long'));

/** A list of choices, at least one, each once (declared `uniqueItems` in the OpenAPI document). */
const choices = <const T extends readonly [string, ...string[]]>(values: T, duplicate: string) =>
  z
    .array(z.enum(values))
    .check(
      z.minLength(1, 'too_few_items'),
      z.refine((items) => new Set(items).size === items.length, duplicate),
    )
    .register(z.globalRegistry, { uniqueItems: true });

export const ApiKeyScopes = choices(API_KEY_SCOPES, 'duplicate_scope');
export const WebhookEvents = choices(WEBHOOK_EVENTS, 'duplicate_event');

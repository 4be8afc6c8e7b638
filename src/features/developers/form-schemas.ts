/**
 * The forms' schemas, loaded with the form engine when a form is first touched: every field is the contract's
 * own (src/contract/developer-fields.ts, the rules of POST /developers/api-keys and /developers/webhooks). A
 * group of checkboxes sends nothing, one value or several: `list` makes each an array before the rule.
 */
import * as z from 'zod/mini';
import {
  ApiKeyName,
  ApiKeyScopes,
  WEBHOOK_STATUSES,
  WebhookDescription,
  WebhookEvents,
  WebhookUrl,
} from '../../contract/developer-fields.ts';
import { blankAsAbsent, trimmed } from '../../lib/forms/fields.ts';

const list = <T extends z.ZodMiniType<unknown[], unknown[]>>(rule: T) =>
  z.pipe(
    z.transform((value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    rule,
  );

export const keySchema = z.object({ name: ApiKeyName, scopes: list(ApiKeyScopes) });

export const webhookSchema = z.object({
  url: trimmed(WebhookUrl),
  description: blankAsAbsent(WebhookDescription),
  events: list(WebhookEvents),
});

/** The "Enabled" checkbox of the edit form: sent (as `on`) when ticked, absent when not. */
const enabledStatus = z.pipe(
  z.transform((value: unknown) => (value === undefined ? 'DISABLED' : 'ACTIVE')),
  z.enum(WEBHOOK_STATUSES),
);

/** PUT /developers/webhooks/{id}: the same fields as a new endpoint, and whether it is enabled. */
export const webhookUpdateSchema = z.extend(webhookSchema, { status: enabledStatus });

export type KeyForm = z.output<typeof keySchema>;
export type WebhookForm = z.output<typeof webhookSchema>;
export type WebhookUpdateForm = z.output<typeof webhookUpdateSchema>;

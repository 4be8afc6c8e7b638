/**
 * The forms' schemas, loaded with the form engine when a form is first touched: every field is the contract's
 * own (src/contract/developer-fields.ts, the rules of POST /developers/api-keys and /developers/webhooks). A
 * group of checkboxes sends nothing, one value or several: `list` makes each an array before the rule.
 */
import * as z from 'zod/mini';
import {
  ApiKeyName,
  ApiKeyScopes,
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

export type KeyForm = z.output<typeof keySchema>;
export type WebhookForm = z.output<typeof webhookSchema>;

/**
 * How a webhook delivery is signed and retried: one source for the server that sends deliveries
 * (server/developers/deliver.ts) and the guide on /setting/developers, so the page never restates a header
 * name or a delay by hand. No zod here, so the page reads it without the contract's classic zod.
 */

/** Header carrying `sha256=<hex HMAC-SHA256 of the raw body under the endpoint's signing secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-campay-signature';
/** Header carrying the event name (`va.topup.success`). */
export const WEBHOOK_EVENT_HEADER = 'x-campay-event';
/** The HMAC's hash, as node:crypto and Web Crypto name it. */
export const WEBHOOK_SIGNATURE_ALGORITHM = 'sha256';
/** What the header's value starts with, before the hex digest. */
export const WEBHOOK_SIGNATURE_PREFIX = `${WEBHOOK_SIGNATURE_ALGORITHM}=`;
/** An endpoint answers a delivery with 2xx within this long, or the delivery failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A failed delivery is tried again after these multiples of the retry unit (a minute in production,
 * WEBHOOK_RETRY_UNIT_MS on a test server): 1, 5, 25 and 125 minutes, so five attempts in all.
 */
export const WEBHOOK_RETRY_STEPS = [1, 5, 25, 125] as const;
export const WEBHOOK_RETRY_UNIT_MS = 60_000;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_STEPS.length + 1;

/** When attempt `attempt` (1-based) failed, how long until the next one; null when it was the last. */
export function retryDelayMs(attempt: number, unitMs: number = WEBHOOK_RETRY_UNIT_MS): number | null {
  const step = WEBHOOK_RETRY_STEPS[attempt - 1];
  return step === undefined ? null : step * unitMs;
}

/** Header carrying an API key on the calls an integration makes. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * Sending one webhook delivery. The network part is a `Deliver` function the server takes as a dependency
 * (ApiDeps.deliver), so tests run without a network; `fetchDeliverer` is the real one. A delivery is a POST
 * of the raw JSON body signed with HMAC-SHA256 under the endpoint's secret:
 * `x-campay-signature: sha256=<hex>`, with the event name in `x-campay-event`.
 */
import { createHmac } from 'node:crypto';

/** SPEC-independent product decision: an endpoint gets 10 s to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What the endpoint answered: an HTTP status, or why there was none (timeout, refused, DNS, TLS). */
export type DeliveryOutcome =
  | { readonly statusCode: number; readonly error: null }
  | { readonly statusCode: null; readonly error: string };

export type Deliver = (request: DeliveryRequest) => Promise<DeliveryOutcome>;

export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function deliveryHeaders(secret: string, event: string, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'CamPay-Webhooks/1',
    'x-campay-event': event,
    'x-campay-signature': signatureOf(secret, body),
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  // fetch wraps the socket error: "fetch failed" with the cause (ECONNREFUSED, ENOTFOUND, a TLS failure).
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Deliveries over fetch. Redirects are not followed: one could lead past the URL guard into the network. */
export function fetchDeliverer(timeoutMs = DELIVERY_TIMEOUT_MS): Deliver {
  return async ({ url, headers, body }) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Only the status matters; the body is dropped so the connection is freed.
      await response.body?.cancel();
      return { statusCode: response.status, error: null };
    } catch (error) {
      return { statusCode: null, error: reasonOf(error) };
    }
  };
}

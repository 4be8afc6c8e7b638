/**
 * Sending one webhook delivery. The network part is a `Deliver` function the server takes as a dependency
 * (ApiDeps.deliver), so tests run without a network; `httpDeliverer` is the real one. A delivery is a POST
 * of the raw JSON body signed with HMAC-SHA256 under the endpoint's secret:
 * `x-campay-signature: sha256=<hex>`, with the event name in `x-campay-event`.
 *
 * The real deliverer checks the URL again (url-guard.ts: an endpoint saved before a rule existed is held to
 * it too) and resolves the host itself, inside the connection: every address the name resolves to must be
 * public, and the socket connects to exactly the addresses that were checked, so a name that resolves to a
 * private address, or is re-pointed between the check and the connection (DNS rebinding), is refused.
 */
import { createHmac } from 'node:crypto';
import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_ALGORITHM,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_PREFIX,
  WEBHOOK_TIMEOUT_MS,
} from '../../src/contract/webhook-signing.ts';
import { isAllowedWebhookUrl, isLoopbackTestReceiver, isPublicAddress } from './url-guard.ts';

/** SPEC-independent product decision: an endpoint gets 10 s to answer. */
export const DELIVERY_TIMEOUT_MS = WEBHOOK_TIMEOUT_MS;

export interface DeliveryRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What the endpoint answered: an HTTP status, or why there was none (timeout, refused, DNS, TLS, guard). */
export type DeliveryOutcome =
  | { readonly statusCode: number; readonly error: null }
  | { readonly statusCode: null; readonly error: string };

export type Deliver = (request: DeliveryRequest) => Promise<DeliveryOutcome>;

/** A host name's addresses. */
export type Resolve = (hostname: string) => Promise<readonly string[]>;

/** Which URLs and addresses a delivery may reach. */
export interface DeliveryGuard {
  urlAllowed(url: URL): boolean;
  addressAllowed(address: string): boolean;
}

/** Public https endpoints on port 443 only (url-guard.ts). */
export const PUBLIC_ENDPOINTS: DeliveryGuard = { urlAllowed: isAllowedWebhookUrl, addressAllowed: isPublicAddress };

const LOOPBACK = '127.0.0.1';

/** PUBLIC_ENDPOINTS and a test's https receiver on 127.0.0.1: a demo server's dev/test allowance only. */
export const WITH_LOOPBACK_TEST_RECEIVERS: DeliveryGuard = {
  urlAllowed: (url) => isAllowedWebhookUrl(url) || isLoopbackTestReceiver(url),
  addressAllowed: (address) => isPublicAddress(address) || address === LOOPBACK,
};

/** The guard and trust of a server: the dev allowance only when it was given a test receiver's CA. */
export function configuredDelivery(devReceiverCa: string | null): { guard: DeliveryGuard; ca: string | null } {
  return devReceiverCa === null
    ? { guard: PUBLIC_ENDPOINTS, ca: null }
    : { guard: WITH_LOOPBACK_TEST_RECEIVERS, ca: devReceiverCa };
}

/** The refusals of the guard, as a delivery's `error`. */
export const URL_NOT_ALLOWED = 'URL_NOT_ALLOWED';
export const ADDRESS_NOT_ALLOWED = 'ADDRESS_NOT_ALLOWED';

export interface DelivererOptions {
  readonly timeoutMs?: number;
  /** The system resolver unless a test gives its own (no network needed). */
  readonly resolve?: Resolve;
  readonly guard?: DeliveryGuard;
  /** A test receiver's certificate (PEM), trusted for 127.0.0.1 only; public endpoints keep the system's roots. */
  readonly loopbackCa?: string | null;
}

export function signatureOf(secret: string, body: string): string {
  return `${WEBHOOK_SIGNATURE_PREFIX}${createHmac(WEBHOOK_SIGNATURE_ALGORITHM, secret).update(body).digest('hex')}`;
}

export function deliveryHeaders(secret: string, event: string, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'CamPay-Webhooks/1',
    [WEBHOOK_EVENT_HEADER]: event,
    [WEBHOOK_SIGNATURE_HEADER]: signatureOf(secret, body),
  };
}

const systemResolve: Resolve = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * A `lookup` for the connection: resolves with `resolve`, refuses (ADDRESS_NOT_ALLOWED) when any address is
 * not allowed — one private answer among public ones is enough to refuse, since which one is used is not ours
 * to choose — and hands the socket exactly the checked addresses.
 */
export function guardedLookup(resolve: Resolve, addressAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    const check = async () => {
      const addresses = await resolve(hostname);
      if (addresses.length === 0) throw failure('ENOTFOUND', `${hostname} has no address`);
      if (!addresses.every(addressAllowed))
        throw failure(ADDRESS_NOT_ALLOWED, `${hostname} resolves to a blocked address`);
      const family = options.family === 4 || options.family === 6 ? options.family : null;
      return addresses
        .map((address) => ({ address, family: isIP(address) }))
        .filter((entry) => family === null || entry.family === family);
    };
    check().then(
      (entries) => {
        const [first] = entries;
        if (first === undefined) callback(failure('ENOTFOUND', `${hostname} has no address of that family`), '', 0);
        else if (options.all) callback(null, entries);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return 'timeout';
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

interface Post {
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly lookup: LookupFunction;
  readonly timeoutMs: number;
  readonly ca: string | null;
}

/** One POST; answers the status as soon as it is known (the body is not read: only the status matters). */
function post({ url, headers, body, lookup, timeoutMs, ca }: Post): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
        ...(ca === null ? {} : { ca }),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Deliveries over node:http(s). Redirects are not followed (a status is an answer): one could lead past the
 * guard into the network. An IP literal never reaches `lookup`, so it is judged here.
 */
export function httpDeliverer(options: DelivererOptions = {}): Deliver {
  const { timeoutMs = DELIVERY_TIMEOUT_MS, resolve = systemResolve, guard = PUBLIC_ENDPOINTS } = options;
  const loopbackCa = options.loopbackCa ?? null;
  const lookup = guardedLookup(resolve, (address) => guard.addressAllowed(address));
  return async ({ url, headers, body }) => {
    const target = URL.canParse(url) ? new URL(url) : null;
    if (target === null || !guard.urlAllowed(target)) return { statusCode: null, error: URL_NOT_ALLOWED };
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !guard.addressAllowed(literal)) return { statusCode: null, error: ADDRESS_NOT_ALLOWED };
    try {
      const ca = literal === LOOPBACK ? loopbackCa : null;
      return { statusCode: await post({ url: target, headers, body, lookup, timeoutMs, ca }), error: null };
    } catch (error) {
      return { statusCode: null, error: reasonOf(error) };
    }
  };
}

/**
 * The integration guide's facts and examples, computed from the modules the server itself uses (the request
 * signature of src/lib/http/signature.ts, the webhook signing and retry schedule of
 * src/contract/webhook-signing.ts), so the page cannot say a header name, an algorithm or a delay the server
 * does not use, and the calls a key may make from the contract entries that declare a scope. Runs at build
 * time only (screens/Developers.astro): no JavaScript, and none of the contract's zod, reaches the page.
 */

import { type CallDefinition, CLIENTS } from '../../contract/define.ts';
import { API_KEY_SCOPES, type ApiKeyScopeName } from '../../contract/developer-fields.ts';
import { CONTRACT } from '../../contract/index.ts';
import {
  API_KEY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_STEPS,
  WEBHOOK_RETRY_UNIT_MS,
  WEBHOOK_SIGNATURE_ALGORITHM,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SIGNATURE_PREFIX,
  WEBHOOK_TIMEOUT_MS,
} from '../../contract/webhook-signing.ts';
import {
  DEFAULT_MAX_SKEW_MS,
  SIGNATURE_HEADER,
  signatureBase,
  signatureHeaders,
  signedPath,
  TIMESTAMP_HEADER,
} from '../../lib/http/signature.ts';

/** A fixed moment and call, so the example is the same in every build. */
const EXAMPLE_NOW = Date.UTC(2026, 0, 1);
const EXAMPLE_METHOD = 'GET';
const EXAMPLE_URL = '/api/v1/developers/api-key';

const minutes = (ms: number) => Math.round(ms / 60_000);

/** A call an API key may make, as an integration writes it. */
export interface KeyCall {
  readonly scope: ApiKeyScopeName;
  readonly request: string;
}

export interface Guide {
  readonly apiKeyHeader: string;
  readonly signatureHeader: string;
  readonly timestampHeader: string;
  readonly skewMinutes: number;
  readonly exampleBase: string;
  readonly exampleRequest: string;
  readonly webhookSignatureHeader: string;
  readonly webhookEventHeader: string;
  readonly algorithm: string;
  readonly timeoutSeconds: number;
  readonly retryMinutes: string;
  readonly attempts: number;
  readonly verifyExample: string;
  readonly keyCalls: readonly KeyCall[];
}

/** Every contract entry with an `apiKeyScope`, grouped by scope in the scopes' order. */
export function keyCalls(): KeyCall[] {
  const rank = (scope: ApiKeyScopeName) => API_KEY_SCOPES.indexOf(scope);
  const calls: readonly CallDefinition[] = CONTRACT;
  return calls
    .flatMap((call) =>
      call.apiKeyScope === undefined
        ? []
        : [{ scope: call.apiKeyScope, request: `${call.method} ${CLIENTS[call.client].base}${call.path}` }],
    )
    .sort((a, b) => rank(a.scope) - rank(b.scope));
}

export function integrationGuide(): Guide {
  const headers = signatureHeaders(EXAMPLE_METHOD, EXAMPLE_URL, EXAMPLE_NOW);
  const timestamp = headers[TIMESTAMP_HEADER] ?? '';
  const exampleRequest = [
    `${EXAMPLE_METHOD} ${EXAMPLE_URL}`,
    `${API_KEY_HEADER}: cp_live_…`,
    `${TIMESTAMP_HEADER}: ${timestamp}`,
    `${SIGNATURE_HEADER}: ${headers[SIGNATURE_HEADER] ?? ''}`,
  ].join('\n');
  const verifyExample = [
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    '',
    '// rawBody: the request body exactly as received, before any JSON parsing.',
    'function verify(rawBody, header, secret) {',
    `  const expected = '${WEBHOOK_SIGNATURE_PREFIX}' + createHmac('${WEBHOOK_SIGNATURE_ALGORITHM}', secret).update(rawBody).digest('hex');`,
    '  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));',
    '}',
    '',
    `verify(rawBody, request.headers['${WEBHOOK_SIGNATURE_HEADER}'], 'whsec_…');`,
  ].join('\n');
  return {
    apiKeyHeader: API_KEY_HEADER,
    signatureHeader: SIGNATURE_HEADER,
    timestampHeader: TIMESTAMP_HEADER,
    skewMinutes: minutes(DEFAULT_MAX_SKEW_MS),
    exampleBase: signatureBase(timestamp, EXAMPLE_METHOD, signedPath(EXAMPLE_URL)),
    exampleRequest,
    webhookSignatureHeader: WEBHOOK_SIGNATURE_HEADER,
    webhookEventHeader: WEBHOOK_EVENT_HEADER,
    algorithm: `HMAC-${WEBHOOK_SIGNATURE_ALGORITHM.toUpperCase()}`,
    timeoutSeconds: WEBHOOK_TIMEOUT_MS / 1000,
    retryMinutes: WEBHOOK_RETRY_STEPS.map((step) => minutes(step * WEBHOOK_RETRY_UNIT_MS)).join(', '),
    attempts: WEBHOOK_MAX_ATTEMPTS,
    verifyExample,
    keyCalls: keyCalls(),
  };
}

/**
 * CORS for the configured origins only (never `*`). The app itself is served from the API's origin and
 * needs none; a separately hosted front end lists its origin in CORS_ORIGINS.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { METHODS } from '../../../src/contract/define.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../../src/lib/http/signature.ts';
import { IDEMPOTENCY_HEADER } from './idempotency.ts';
import { REQUEST_ID_HEADER } from './request-log.ts';
import { W_TOKEN_HEADER } from './w-token.ts';

const PREFLIGHT_CACHE_S = 600;

export function corsFor(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: [...METHODS],
    allowHeaders: [
      'authorization',
      'content-type',
      'accept-language',
      SIGNATURE_HEADER,
      TIMESTAMP_HEADER,
      W_TOKEN_HEADER,
      IDEMPOTENCY_HEADER,
      REQUEST_ID_HEADER,
    ],
    // Date: the client measures token expiry against the server clock.
    exposeHeaders: ['date', 'retry-after', REQUEST_ID_HEADER, 'idempotent-replayed'],
    maxAge: PREFLIGHT_CACHE_S,
  });
}

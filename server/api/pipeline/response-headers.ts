/**
 * Headers every /api answer carries (issue 10): `X-Content-Type-Options: nosniff`, so no browser reads a
 * body as anything but its declared type; HSTS, so a browser that once reached the API over https never
 * falls back to http (the static site sends the same value); and `Cache-Control: no-store` on every error
 * and on every answer that did not choose its own caching (public reference data may be kept briefly:
 * respond.ts). Browsers ignore HSTS over plain http, so the local http server sends it harmlessly.
 */
import type { MiddlewareHandler } from 'hono';
import { HSTS } from '../../../tools/static-host/headers.ts';
import type { ApiEnv } from '../env.ts';

export function responseHeaders(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Strict-Transport-Security', HSTS);
    // A refusal is about one request; and no answer defaults to being kept.
    if (c.res.status >= 400 || !c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  };
}

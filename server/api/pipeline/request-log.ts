/**
 * Request id and one structured log line per request: method, route pattern (never the concrete path,
 * which may carry ids), status, duration and user id. Never bodies, headers, tokens or codes.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../env.ts';
import type { LogSink } from '../log.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id from a proxy is kept only when it cannot smuggle anything into a log line. */
const SAFE_ID = /^[\w.-]{1,128}$/;

export function requestLog(log: LogSink): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming !== undefined && SAFE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    const status = c.res.status;
    log({
      level: status >= 500 ? 'error' : 'info',
      msg: 'request',
      request_id: requestId,
      method: c.req.method,
      route: c.get('route') ?? null,
      status,
      ms: Math.round(performance.now() - started),
      user_id: c.get('userId') ?? null,
    });
  };
}

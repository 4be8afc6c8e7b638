/**
 * The reference API: one route per entry of the contract (src/contract), each run through the request
 * pipeline (pipeline/run-call.ts) to its handler (handlers/index.ts). server/app.ts mounts it at `/api`.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyMediaType, type CallDefinition } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { noUserCreatedHook, type UserCreatedHook } from '../auth/hooks.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type Deliver, httpDeliverer } from '../developers/deliver.ts';
import { ApiError } from '../errors/api-error.ts';
import { createLocalBus, type EventBus } from './bus.ts';
import { type Clock, systemClock } from './clock.ts';
import type { ApiEnv } from './env.ts';
import type { Registration, Services } from './handler.ts';
import { handlerRegistry, REGISTRATIONS } from './handlers/index.ts';
import { type LogSink, logSinkFor } from './log.ts';
import { ADMIN_PATHS, adminKeyGuard } from './pipeline/admin-key.ts';
import { corsFor } from './pipeline/cors.ts';
import { requestLog } from './pipeline/request-log.ts';
import { errorResponse } from './pipeline/respond.ts';
import { responseHeaders } from './pipeline/response-headers.ts';
import { runCall } from './pipeline/run-call.ts';
import { inRoutingOrder, routePath } from './routes.ts';

export interface ApiDeps {
  readonly db: Database;
  readonly config: Config;
  readonly clock?: Clock;
  readonly bus?: EventBus;
  readonly log?: LogSink;
  /** Runs inside registration's transaction (the ledger opens the new account's wallets). */
  readonly onUserCreated?: UserCreatedHook;
  /** Webhook deliveries; the guarded HTTP deliverer by default, tests pass one without network. */
  readonly deliver?: Deliver;
  /** The handlers to serve; every domain's by default. Tests pass their own. */
  readonly handlers?: readonly Registration[];
  /** The entries to serve; the whole contract by default. Pipeline tests pass a small table of their own. */
  readonly calls?: readonly CallDefinition[];
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** Uploads: 5 MB per document (the contract) plus the multipart framing. */
const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

function bodyLimitFor(call: CallDefinition) {
  const maxSize = bodyMediaType(call) === 'multipart/form-data' ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE');
    },
  });
}

export function createApi(deps: ApiDeps): Hono<ApiEnv> {
  const services: Services = {
    db: deps.db,
    config: deps.config,
    clock: deps.clock ?? systemClock,
    bus: deps.bus ?? createLocalBus(),
    log: deps.log ?? logSinkFor(deps.config.logLevel),
    onUserCreated: deps.onUserCreated ?? noUserCreatedHook,
    deliver: deps.deliver ?? httpDeliverer(),
    webhookRetryUnitMs: deps.config.webhookRetryUnitMs,
  };
  const handlers = handlerRegistry(deps.handlers ?? REGISTRATIONS);
  const api = new Hono<ApiEnv>();
  api.use('*', requestLog(services.log));
  api.use('*', responseHeaders());
  api.use('*', corsFor(services.config.corsOrigins));
  api.use(ADMIN_PATHS, adminKeyGuard(services.config.adminKey));
  const calls: readonly CallDefinition[] = deps.calls ?? CONTRACT;
  for (const call of inRoutingOrder(calls)) {
    api.on(call.method, routePath(call), bodyLimitFor(call), (c) =>
      runCall(c, call, handlers.get(call.name), services),
    );
  }
  api.all('*', () => {
    throw new ApiError('NOT_FOUND');
  });
  api.onError((error, c) => errorResponse(c, error, services.log));
  return api;
}

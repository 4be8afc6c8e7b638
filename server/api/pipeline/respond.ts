/** Turning a handler's reply or a thrown error into the HTTP response. */
import type { Context } from 'hono';
import { authOf, type CallDefinition } from '../../../src/contract/define.ts';
import { ApiError } from '../../errors/api-error.ts';
import { errorFacts } from '../../errors/error-facts.ts';
import { errorBody } from '../../errors/render.ts';
import type { ApiEnv } from '../env.ts';
import type { EventStream, SuccessStatus } from '../handler.ts';
import { requestLanguage } from '../language.ts';
import type { LogSink } from '../log.ts';
import type { JsonOutcome } from './idempotency.ts';

const EVENT_STREAM = 'text/event-stream';

export function isStreamCall(call: CallDefinition): boolean {
  return call.response.meta()?.contentType === EVENT_STREAM;
}

function isEventStream(reply: unknown): reply is EventStream {
  return typeof reply === 'object' && reply !== null && (reply as { stream?: unknown }).stream instanceof Response;
}

function isStatusReply(reply: unknown): reply is { status: SuccessStatus; body: unknown } {
  return typeof reply === 'object' && reply !== null && typeof (reply as { status?: unknown }).status === 'number';
}

/**
 * Check the reply against the entry's response schema (always: the contract is the product) and answer its
 * parsed form, so a field the schema does not name never leaves the server.
 */
export function checkedOutcome(call: CallDefinition, reply: unknown, log: LogSink): JsonOutcome | Response {
  if (isEventStream(reply)) {
    if (isStreamCall(call)) return reply.stream;
    log({ level: 'error', msg: 'handler answered a stream for a JSON call', call: call.name });
    throw new ApiError('INTERNAL');
  }
  const { status, body } = isStatusReply(reply) ? reply : { status: 200 as const, body: reply };
  const parsed = call.response.safeParse(body);
  if (parsed.success) return { status, body: parsed.data };
  // Paths and issue kinds only: the values may be personal data.
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
  log({ level: 'error', msg: 'response does not match the contract', call: call.name, issues });
  throw new ApiError('INTERNAL');
}

function unexpected(error: unknown, c: Context<ApiEnv>, log: LogSink): ApiError {
  log({ level: 'error', msg: 'unexpected error', request_id: c.get('requestId'), error: errorFacts(error) });
  return new ApiError('INTERNAL');
}

export function errorResponse(c: Context<ApiEnv>, error: unknown, log: LogSink): Response {
  const apiError = error instanceof ApiError ? error : unexpected(error, c, log);
  if (apiError.retryAfter !== undefined) c.header('Retry-After', String(apiError.retryAfter));
  return c.json(errorBody(apiError, requestLanguage(c.req.header('accept-language'))), apiError.status);
}

/** Reference data: the same for everyone, changed by deployments, so five minutes of staleness is harmless. */
const PUBLIC_REFERENCE = 'public, max-age=300';

/**
 * The caching of a call's answers. The warehouse client's unauthenticated reads are public reference data
 * (countries, currencies, constants…: no header, no caller, CLIENTS in src/contract/define.ts), which a
 * browser or CDN may keep briefly. Every other answer is one person's data (a card's full number, at worst):
 * no browser or proxy may keep it.
 */
export function cacheControlOf(call: Pick<CallDefinition, 'client' | 'method' | 'auth'>): string {
  const isReference = call.client === 'warehouse' && call.method === 'GET' && authOf(call) === 'none';
  return isReference ? PUBLIC_REFERENCE : 'no-store';
}

export function outcomeResponse(
  c: Context<ApiEnv>,
  call: CallDefinition,
  outcome: JsonOutcome | Response,
  replayed = false,
): Response {
  if (outcome instanceof Response) return outcome;
  c.header('Cache-Control', cacheControlOf(call));
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(outcome.body as object, outcome.status);
}

/**
 * One call on the wire: fetch with a per-attempt timeout and the caller's abort signal, the body read and
 * parsed, the server clock learnt from the answer, and automatic retries by src/lib/http/retry.ts. Never
 * throws for a failed request: every way it can end is an `Outcome`.
 */
import type { Method } from '../../contract/define.ts';
import type { ServerClock } from './clock.ts';
import { isRecord, type Outcome, parseJson } from './outcome.ts';
import { type RetryFailure, shouldRetry } from './retry.ts';
import type { Upload, UploadProgress } from './upload.ts';

export interface TransportEnv {
  readonly fetch: typeof fetch;
  /** The device clock, epoch milliseconds. */
  readonly deviceNow: () => number;
  readonly clock: ServerClock;
  /** Waits between attempts. */
  readonly wait: (ms: number) => Promise<void>;
  /** Jitter source for the backoff. */
  readonly random: () => number;
  /** A signal that aborts after `ms` (AbortSignal.timeout in the browser). */
  readonly timeoutSignal: (ms: number) => AbortSignal;
  /** Sends a body reporting its progress (upload.ts); without it, progress is never reported. */
  readonly upload?: Upload;
}

export interface Exchange {
  readonly url: string;
  readonly method: Method;
  /** Built for each attempt, so the signature timestamp is fresh. */
  readonly headers: () => Record<string, string>;
  readonly body: string | FormData | null;
  readonly signal: AbortSignal | undefined;
  readonly timeoutMs: number;
  readonly idempotent: boolean;
  readonly hasIdempotencyKey: boolean;
  /** Told how much of the body has been sent (an upload's progress bar). */
  readonly onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** `server_time` of an auth response's data, if the body has one. */
function serverTimeOf(json: unknown): string | null {
  if (!isRecord(json) || !isRecord(json.data)) return null;
  const { server_time: serverTime } = json.data;
  return typeof serverTime === 'string' ? serverTime : null;
}

/** Learn the server clock from the Date header of every response and from auth responses' server_time. */
function observeClock(clock: ServerClock, headers: Headers, json: unknown, receivedAt: number): void {
  clock.observeDateHeader(headers.get('date'), receivedAt);
  const serverTime = serverTimeOf(json);
  if (serverTime !== null) clock.observeServerTime(serverTime, receivedAt);
}

async function attemptOnce(env: TransportEnv, request: Exchange): Promise<Outcome> {
  if (request.signal?.aborted) return { kind: 'aborted' };
  const timeout = env.timeoutSignal(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const init = { method: request.method, headers: request.headers(), body: request.body, signal };
    const { upload } = env;
    const { onUploadProgress } = request;
    const response =
      upload && onUploadProgress
        ? await upload(request.url, init, onUploadProgress)
        : await env.fetch(request.url, init);
    const text = await response.text();
    const json = parseJson(text);
    observeClock(env.clock, response.headers, json, env.deviceNow());
    return { kind: 'response', status: response.status, headers: response.headers, text, json };
  } catch {
    // Which signal fired tells an app abort from a timeout; anything else never reached the server.
    if (request.signal?.aborted) return { kind: 'aborted' };
    if (timeout.aborted) return { kind: 'timeout', ms: request.timeoutMs };
    return { kind: 'network' };
  }
}

/** The failure the retry policy judges; null for an answer that is not a failure. */
function retryFailureOf(outcome: Outcome): RetryFailure | null {
  if (outcome.kind !== 'response') return { kind: outcome.kind };
  if (outcome.status < 400) return null;
  return { kind: 'status', status: outcome.status, retryAfter: outcome.headers.get('retry-after') };
}

/** Send the request, retrying what the policy allows; resolves to the last attempt's outcome. */
export async function exchange(env: TransportEnv, request: Exchange): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(env, request);
    const failure = retryFailureOf(outcome);
    if (failure === null) return outcome;
    const decision = shouldRetry({
      method: request.method,
      idempotent: request.idempotent,
      hasIdempotencyKey: request.hasIdempotencyKey,
      attempt,
      failure,
      random: env.random,
      // A Retry-After date is the server's.
      now: env.clock.now,
    });
    if (!decision.retry) return outcome;
    await env.wait(decision.delayMs);
  }
}

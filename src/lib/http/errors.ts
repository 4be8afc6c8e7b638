/**
 * Failure normalisation (SPEC section 8): every failed call resolves to one `ApiFailure` shape, so stores
 * check `status === false` and never catch. A failure is the server's error body when it sent a usable
 * one; otherwise a client message ('Network Error', 'Request aborted', 'timeout of N ms exceeded',
 * 'Request failed with status code N') or, for a server error without a body, the generic message key.
 */

/** A failed call as stores see it; `code` is the stable business error code, `errors` the field errors of a 422. */
export type ApiFailure = {
  status: false;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  /** Seconds until a refused request may be tried again (a 429's `retry_after`). */
  retryAfter?: number;
  /**
   * The HTTP status of the answer; absent when none came (network, timeout, abort). A money submit needs it
   * to tell a refusal (4xx: nothing happened) from a failure that may have happened after the money moved
   * (5xx, no answer): src/stores/kit/outcome.ts.
   */
  httpStatus?: number;
};

/** Generic message key of a failure without a usable body; also the message key of 'Internal Server Error'. */
export const INTERNAL_ERROR_KEY = 'error_internal';

/** Client message of a request that never got a response (offline, DNS, CORS, connection reset). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** Client message of a request cancelled by the app (navigation, a newer search). */
export const ABORTED_MESSAGE = 'Request aborted';

/** A plain (non-array, non-null) object, whose keys can be read. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string, the only kind of message or code worth showing. */
function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** The failure of a request that got no response at all. */
export function networkFailure(): ApiFailure {
  return { status: false, message: NETWORK_ERROR_MESSAGE };
}

/** The failure of a request the app aborted. */
export function abortedFailure(): ApiFailure {
  return { status: false, message: ABORTED_MESSAGE };
}

/** The failure of a request that took longer than `ms` milliseconds. */
export function timeoutFailure(ms: number): ApiFailure {
  return { status: false, message: `timeout of ${ms} ms exceeded` };
}

/** The failure of a response with an error status and no usable body. */
export function statusFailure(status: number): ApiFailure {
  return { status: false, message: `Request failed with status code ${status}` };
}

/** Keep only well-formed field errors: a single string becomes a one-item list, anything else is dropped. */
function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const candidates: readonly unknown[] = Array.isArray(messages) ? messages : [messages];
    const list = candidates.filter(isFilled);
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Build the failure from a body's message, keeping a code and field errors only when well-formed. */
function fromBody(body: Record<string, unknown>, message: string): ApiFailure {
  const { code, errors, retry_after: retryAfter } = body;
  const failure: ApiFailure = { status: false, message };
  if (isFilled(code)) failure.code = code;
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0) failure.retryAfter = retryAfter;
  const fields = fieldErrors(errors);
  if (fields !== undefined) failure.errors = fields;
  return failure;
}

/** Parse a text body; a body that is not JSON (an HTML error page from a proxy) counts as no body. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The failure of an error response. A body with a non-empty string `message` is used (normalised to
 * `ApiFailure`, extra keys dropped), whether or not it says `status: false`; without one, a 4xx gives the
 * status message and anything else the generic key, since SPEC section 8 makes that the default.
 */
export function failureFromResponse(status: number, body: unknown): ApiFailure {
  const parsed = parseBody(body);
  if (isRecord(parsed)) {
    const { message } = parsed;
    if (isFilled(message)) return fromBody(parsed, message);
  }
  if (status >= 400 && status < 500) return statusFailure(status);
  return { status: false, message: INTERNAL_ERROR_KEY };
}

/** True for a value already in the failure shape (`status: false` with a message). */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (!isRecord(value)) return false;
  const { status, message } = value;
  return status === false && typeof message === 'string';
}

/** True when the status ends the session (SPEC section 8: 401 or 498 log out locally, flagged expired). */
export function isSessionEnding(status: number): boolean {
  return status === 401 || status === 498;
}

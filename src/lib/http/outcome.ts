/**
 * What one exchange with the server came to, before it is turned into the caller's result: a response
 * (any status) or one of the ways a request gets none.
 */
import {
  type ApiFailure,
  abortedFailure,
  failureFromResponse,
  isSessionEnding,
  networkFailure,
  timeoutFailure,
} from './errors.ts';

export type Outcome =
  | {
      readonly kind: 'response';
      readonly status: number;
      readonly headers: Headers;
      /** The raw body, for failure normalisation (which treats non-JSON as no body). */
      readonly text: string;
      /** The parsed body; undefined when empty or not JSON. */
      readonly json: unknown;
    }
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout'; readonly ms: number }
  | { readonly kind: 'aborted' };

export type ResponseOutcome = Extract<Outcome, { kind: 'response' }>;

/** A plain object, whose keys can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed JSON of a body; undefined when empty or not JSON (an HTML page from a proxy). */
export function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A 2xx response carrying a JSON object: the only outcome that is a success. */
export function isSuccess(outcome: Outcome): outcome is ResponseOutcome & { json: Record<string, unknown> } {
  return outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300 && isRecord(outcome.json);
}

/** A 401 or 498: the server refused the token (SPEC section 8). */
export function isRefusal(outcome: Outcome): outcome is ResponseOutcome {
  return outcome.kind === 'response' && isSessionEnding(outcome.status);
}

/** The business code of a response's error body, if any. */
export function errorCode(outcome: Outcome): string | undefined {
  if (outcome.kind !== 'response' || !isRecord(outcome.json)) return undefined;
  const { code } = outcome.json;
  return typeof code === 'string' ? code : undefined;
}

/** The caller's failure for anything that is not a success. */
export function failureOf(outcome: Outcome): ApiFailure {
  switch (outcome.kind) {
    case 'response':
      return { ...failureFromResponse(outcome.status, outcome.text), httpStatus: outcome.status };
    case 'network':
      return networkFailure();
    case 'timeout':
      return timeoutFailure(outcome.ms);
    case 'aborted':
      return abortedFailure();
  }
}

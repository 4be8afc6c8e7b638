/**
 * The one error type handlers and pipeline stages throw for an expected failure. The pipeline turns it into
 * the contract's `ErrorBody` in the request's language (server/errors/render.ts); anything else thrown is an
 * unexpected failure and answers 500 `INTERNAL`.
 */

import type { FieldMessageKey, FieldProblem, MessageParams } from '../../src/contract/field-errors.ts';
import { CATALOGUE, type ErrorCode } from './catalogue.ts';

/** Field path (dot-separated) → its problems; a bare key is a problem without params. */
export type FieldProblems = Readonly<Record<string, readonly (FieldProblem | FieldMessageKey)[]>>;

export interface ApiErrorOptions {
  readonly fields?: FieldProblems;
  /** Seconds until a retry may succeed (429): sent as `retry_after` and the `Retry-After` header. */
  readonly retryAfter?: number;
  readonly params?: MessageParams;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldProblems | undefined;
  readonly retryAfter: number | undefined;
  readonly params: MessageParams;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.params = options.params ?? {};
  }

  get status() {
    return CATALOGUE[this.code].status;
  }
}

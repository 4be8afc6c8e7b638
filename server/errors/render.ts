/** Turns an `ApiError` into the contract's `ErrorBody`, worded in the request's language. */

import type { ErrorBodyType } from '../../src/contract/common.ts';
import type { FieldMessageKey, FieldProblem, MessageParams } from '../../src/contract/field-errors.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { ApiError, FieldProblems } from './api-error.ts';
import { CATALOGUE } from './catalogue.ts';
import { FIELD_MESSAGES } from './field-messages.ts';

/** Replace `{name}` placeholders; an unknown one is left visible rather than silently dropped. */
export function fillMessage(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

function fieldMessage(problem: FieldProblem | FieldMessageKey, lang: Locale): string {
  const { key, params = {} } = typeof problem === 'string' ? { key: problem } : problem;
  return fillMessage(FIELD_MESSAGES[key][lang], params);
}

function fieldMessages(fields: FieldProblems, lang: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, problems]) => [path, problems.map((problem) => fieldMessage(problem, lang))]),
  );
}

export function errorBody(error: ApiError, lang: Locale): ErrorBodyType {
  const params = error.retryAfter === undefined ? error.params : { seconds: error.retryAfter, ...error.params };
  const body: ErrorBodyType = {
    status: false,
    code: error.code,
    message: fillMessage(CATALOGUE[error.code][lang], params),
  };
  if (error.fields !== undefined) body.errors = fieldMessages(error.fields, lang);
  if (error.retryAfter !== undefined) body.retry_after = error.retryAfter;
  return body;
}

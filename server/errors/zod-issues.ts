/** Maps zod validation issues to field problems, which render.ts words in the request's language. */
import type { z } from 'zod';
import type { FieldProblem } from './api-error.ts';
import { type FieldMessageKey, isFieldMessageKey } from './field-messages.ts';

type Issue = z.core.$ZodIssue;

const BYTES_PER_MB = 1024 * 1024;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function formatKey(format: string): FieldMessageKey {
  if (format === 'email') return 'email_format';
  if (format === 'url') return 'url_format';
  if (format === 'date' || format === 'datetime' || format === 'time') return 'date_format';
  return 'format';
}

function tooSmall(issue: z.core.$ZodIssueTooSmall): FieldProblem {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string') return minimum <= 1 ? { key: 'required' } : { key: 'too_short', params: { minimum } };
  if (issue.origin === 'array' || issue.origin === 'set') return { key: 'too_few_items', params: { minimum } };
  return { key: issue.inclusive === false ? 'number_too_small_exclusive' : 'number_too_small', params: { minimum } };
}

function tooBig(issue: z.core.$ZodIssueTooBig): FieldProblem {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'string') return { key: 'too_long', params: { maximum } };
  if (issue.origin === 'array' || issue.origin === 'set') return { key: 'too_many_items', params: { maximum } };
  if (issue.origin === 'file') return { key: 'file_too_large', params: { maximum: maximum / BYTES_PER_MB } };
  return { key: issue.inclusive === false ? 'number_too_big_exclusive' : 'number_too_big', params: { maximum } };
}

function invalidType(issue: z.core.$ZodIssueInvalidType, input: unknown): FieldProblem {
  if (valueAt(input, issue.path) === undefined) return { key: 'required' };
  return { key: issue.expected === 'int' ? 'not_integer' : 'invalid_type' };
}

function problemByCode(issue: Issue, input: unknown): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue, input);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return { key: formatKey(issue.format) };
    case 'not_multiple_of':
      return { key: 'not_multiple', params: { divisor: issue.divisor } };
    case 'invalid_value':
      return { key: 'invalid_choice' };
    case 'unrecognized_keys':
      return { key: 'unknown_field' };
    default:
      return { key: 'invalid' };
  }
}

/**
 * The problem an issue describes. A custom message the contract gave (`'password_too_short'`) names the
 * problem when the catalogue knows it; the issue's own values (minimum, maximum…) still fill its placeholders.
 */
export function problemOf(issue: Issue, input: unknown): FieldProblem {
  const byCode = problemByCode(issue, input);
  if (!isFieldMessageKey(issue.message)) return byCode;
  return byCode.params === undefined ? { key: issue.message } : { key: issue.message, params: byCode.params };
}

/**
 * Field problems keyed by dot-separated path. Issues about the whole value (empty path) go under `rootKey`,
 * the request part's name (`body`, `query`, `params`), so a form can still show them.
 */
export function problemsOf(issues: readonly Issue[], input: unknown, rootKey: string): Record<string, FieldProblem[]> {
  const problems: Record<string, FieldProblem[]> = {};
  for (const issue of issues) {
    const path = issue.path.length === 0 ? rootKey : issue.path.map(String).join('.');
    problems[path] = [...(problems[path] ?? []), problemOf(issue, input)];
  }
  return problems;
}

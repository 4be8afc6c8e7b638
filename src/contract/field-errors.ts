/**
 * The one field-message catalogue's keys, and how a zod issue becomes one: the server words its 422 field
 * errors and a browser form its inline errors from the same key and values, with the words of
 * messages/{en,vi}.json's `field_<key>` (docs/EDITING-COPY.md), so the two cannot say different things about
 * the same value. A schema names a key as its custom message (`z.regex(OTP_PATTERN, 'otp_format')`); other
 * issues map by their code. Types only from zod: the browser's form engine imports this.
 */
import type * as core from 'zod/v4/core';

export const FIELD_MESSAGE_KEYS = [
  // What any issue maps to by its code.
  'required',
  'invalid',
  'invalid_type',
  'invalid_json',
  'invalid_choice',
  'unknown_field',
  'too_short',
  'too_long',
  'number_too_small',
  'number_too_small_exclusive',
  'number_too_big',
  'number_too_big_exclusive',
  'not_integer',
  'not_multiple',
  'too_few_items',
  'too_many_items',
  'file_too_large',
  'email_format',
  'url_format',
  'date_format',
  'format',
  // Custom messages the contract's schemas and the server's own checks name.
  'notification_group_invalid',
  'password_too_short',
  'password_too_long',
  'password_common',
  'password_is_email',
  'otp_format',
  'phone_format',
  'single_line',
  'control_characters',
  'amount_format',
  'decimal_format',
  'amount_positive',
  'amount_precision',
  'file_type_not_allowed',
  'name_too_short',
  'name_too_long',
  'calling_code_format',
  'country_format',
  'account_number_format',
  'bank_bin_format',
  'asset_url_format',
  'https_required',
  'document_number_format',
  'back_side_required',
  'token_format',
  'time_zone_format',
  'date_range_invalid',
  'date_range_too_long',
  'amount_range_invalid',
  'same_wallet',
  'due_date_past',
  'due_date_too_far',
  'duplicate_ids',
  'duplicate_event',
  'duplicate_scope',
  'duplicate_topic',
  'recovery_code_format',
  'field_path_format',
  'field_path_unknown',
  'topic_in_app_required',
  'email_or_account_required',
  'referral_unknown',
  // Forms only: a value typed twice, an amount typed in the page's locale against what the form knows.
  'password_mismatch',
  'amount_too_large',
  'amount_whole',
  'amount_decimals',
  'amount_above_available',
  'amount_above_max',
  'amount_below_min',
] as const;

export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export function isFieldMessageKey(key: string): key is FieldMessageKey {
  return (FIELD_MESSAGE_KEYS as readonly string[]).includes(key);
}

/** Values for the `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** One problem with one field: a message key and its placeholder values. */
export interface FieldProblem {
  readonly key: FieldMessageKey;
  readonly params?: MessageParams;
}

type Issue = core.$ZodIssue;

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

function tooSmall(issue: core.$ZodIssueTooSmall): FieldProblem {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string') return minimum <= 1 ? { key: 'required' } : { key: 'too_short', params: { minimum } };
  if (issue.origin === 'array' || issue.origin === 'set') return { key: 'too_few_items', params: { minimum } };
  return { key: issue.inclusive === false ? 'number_too_small_exclusive' : 'number_too_small', params: { minimum } };
}

function tooBig(issue: core.$ZodIssueTooBig): FieldProblem {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'string') return { key: 'too_long', params: { maximum } };
  if (issue.origin === 'array' || issue.origin === 'set') return { key: 'too_many_items', params: { maximum } };
  if (issue.origin === 'file') return { key: 'file_too_large', params: { maximum: maximum / BYTES_PER_MB } };
  return { key: issue.inclusive === false ? 'number_too_big_exclusive' : 'number_too_big', params: { maximum } };
}

function invalidType(issue: core.$ZodIssueInvalidType, input: unknown): FieldProblem {
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
 * The problem an issue describes, given the whole input it was found in (a missing value is `required`). A
 * custom message the schema gave (`'password_too_short'`) names the problem when the catalogue knows it; the
 * issue's own values (minimum, maximum…), or a custom issue's `params`, fill its placeholders.
 */
export function problemOf(issue: Issue, input: unknown): FieldProblem {
  const byCode = problemByCode(issue, input);
  if (!isFieldMessageKey(issue.message)) return byCode;
  const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : byCode.params;
  return params === undefined ? { key: issue.message } : { key: issue.message, params };
}

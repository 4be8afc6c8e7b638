/**
 * The words of a form's own field errors: the one field-message catalogue (src/contract/field-errors.ts names the
 * keys, messages/{en,vi}.json's `field_<key>` holds the words), the same the server's 422 answers use. Loaded with
 * the form engine, not with the page.
 */
import type { FieldMessageKey, FieldProblem, MessageParams } from '../../contract/field-errors.ts';
import { m } from '../i18n.ts';

/** A message's function; each takes its own placeholders, which the problem carries. */
type Words = (inputs: never) => string;

const WORDS: Readonly<Record<FieldMessageKey, Words>> = {
  required: m.field_required,
  invalid: m.field_invalid,
  invalid_type: m.field_invalid_type,
  invalid_json: m.field_invalid_json,
  invalid_choice: m.field_invalid_choice,
  unknown_field: m.field_unknown_field,
  too_short: m.field_too_short,
  too_long: m.field_too_long,
  number_too_small: m.field_number_too_small,
  number_too_small_exclusive: m.field_number_too_small_exclusive,
  number_too_big: m.field_number_too_big,
  number_too_big_exclusive: m.field_number_too_big_exclusive,
  not_integer: m.field_not_integer,
  not_multiple: m.field_not_multiple,
  too_few_items: m.field_too_few_items,
  too_many_items: m.field_too_many_items,
  file_too_large: m.field_file_too_large,
  email_format: m.field_email_format,
  url_format: m.field_url_format,
  date_format: m.field_date_format,
  format: m.field_format,
  notification_group_invalid: m.field_notification_group_invalid,
  password_too_short: m.field_password_too_short,
  password_too_long: m.field_password_too_long,
  password_common: m.field_password_common,
  password_is_email: m.field_password_is_email,
  otp_format: m.field_otp_format,
  phone_format: m.field_phone_format,
  single_line: m.field_single_line,
  control_characters: m.field_control_characters,
  amount_format: m.field_amount_format,
  decimal_format: m.field_decimal_format,
  amount_positive: m.field_amount_positive,
  amount_precision: m.field_amount_precision,
  file_type_not_allowed: m.field_file_type_not_allowed,
  name_too_short: m.field_name_too_short,
  name_too_long: m.field_name_too_long,
  calling_code_format: m.field_calling_code_format,
  country_format: m.field_country_format,
  account_number_format: m.field_account_number_format,
  bank_bin_format: m.field_bank_bin_format,
  asset_url_format: m.field_asset_url_format,
  https_required: m.field_https_required,
  document_number_format: m.field_document_number_format,
  back_side_required: m.field_back_side_required,
  token_format: m.field_token_format,
  time_zone_format: m.field_time_zone_format,
  date_range_invalid: m.field_date_range_invalid,
  date_range_too_long: m.field_date_range_too_long,
  amount_range_invalid: m.field_amount_range_invalid,
  same_wallet: m.field_same_wallet,
  due_date_past: m.field_due_date_past,
  due_date_too_far: m.field_due_date_too_far,
  duplicate_ids: m.field_duplicate_ids,
  duplicate_event: m.field_duplicate_event,
  duplicate_scope: m.field_duplicate_scope,
  duplicate_topic: m.field_duplicate_topic,
  recovery_code_format: m.field_recovery_code_format,
  field_path_format: m.field_field_path_format,
  field_path_unknown: m.field_field_path_unknown,
  topic_in_app_required: m.field_topic_in_app_required,
  email_or_account_required: m.field_email_or_account_required,
  referral_unknown: m.field_referral_unknown,
  password_mismatch: m.field_password_mismatch,
  amount_too_large: m.field_amount_too_large,
  amount_whole: m.field_amount_whole,
  amount_decimals: m.field_amount_decimals,
  amount_above_available: m.field_amount_above_available,
  amount_above_max: m.field_amount_above_max,
  amount_below_min: m.field_amount_below_min,
};

/** The text of a field problem in the page language. */
export function fieldMessage(problem: FieldProblem): string {
  const words = WORDS[problem.key] as (inputs: MessageParams) => string;
  return words(problem.params ?? {});
}

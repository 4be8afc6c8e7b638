/**
 * Messages of field errors (the `errors` of a 422), per language. Keys are either what a zod issue maps to
 * (server/errors/zod-issues.ts) or a custom message the contract puts in a schema
 * (`.min(10, 'password_too_short')`), so the contract names the problem and the server words it.
 */
import type { Locale } from '../../src/lib/locale.ts';

type Messages = Readonly<Record<Locale, string>>;

export const FIELD_MESSAGES = {
  required: { en: 'This field is required.', vi: 'Trường này là bắt buộc.' },
  invalid: { en: 'This value is not valid.', vi: 'Giá trị này không hợp lệ.' },
  invalid_type: { en: 'This value has the wrong type.', vi: 'Giá trị này sai kiểu dữ liệu.' },
  invalid_json: { en: 'The request body is not valid JSON.', vi: 'Nội dung yêu cầu không phải JSON hợp lệ.' },
  invalid_choice: { en: 'Choose one of the available options.', vi: 'Hãy chọn một trong các lựa chọn có sẵn.' },
  unknown_field: { en: 'This field is not allowed.', vi: 'Trường này không được phép.' },
  too_short: { en: 'Use at least {minimum} characters.', vi: 'Nhập ít nhất {minimum} ký tự.' },
  too_long: { en: 'Use at most {maximum} characters.', vi: 'Nhập tối đa {maximum} ký tự.' },
  number_too_small: { en: 'Must be at least {minimum}.', vi: 'Phải lớn hơn hoặc bằng {minimum}.' },
  number_too_small_exclusive: { en: 'Must be greater than {minimum}.', vi: 'Phải lớn hơn {minimum}.' },
  number_too_big: { en: 'Must be at most {maximum}.', vi: 'Phải nhỏ hơn hoặc bằng {maximum}.' },
  number_too_big_exclusive: { en: 'Must be less than {maximum}.', vi: 'Phải nhỏ hơn {maximum}.' },
  not_integer: { en: 'Must be a whole number.', vi: 'Phải là số nguyên.' },
  not_multiple: { en: 'Must be a multiple of {divisor}.', vi: 'Phải là bội số của {divisor}.' },
  too_few_items: { en: 'Choose at least {minimum}.', vi: 'Chọn ít nhất {minimum}.' },
  too_many_items: { en: 'Choose at most {maximum}.', vi: 'Chọn tối đa {maximum}.' },
  file_too_large: { en: 'The file must be at most {maximum} MB.', vi: 'Tệp phải có dung lượng tối đa {maximum} MB.' },
  email_format: { en: 'Enter a valid email address.', vi: 'Nhập địa chỉ email hợp lệ.' },
  url_format: { en: 'Enter a valid web address.', vi: 'Nhập địa chỉ web hợp lệ.' },
  date_format: { en: 'Enter a valid date.', vi: 'Nhập ngày hợp lệ.' },
  format: { en: 'This value has the wrong format.', vi: 'Giá trị này sai định dạng.' },
  // Custom messages the contract uses.
  notification_group_invalid: { en: 'Notifications group invalid', vi: 'Nhóm thông báo không hợp lệ' },
  password_too_short: { en: 'Use at least 10 characters.', vi: 'Mật khẩu phải có ít nhất 10 ký tự.' },
  password_too_long: { en: 'Use at most 128 characters.', vi: 'Mật khẩu tối đa 128 ký tự.' },
  password_common: {
    en: 'This password is too common. Choose one that is harder to guess.',
    vi: 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.',
  },
  password_is_email: {
    en: 'Your password must not be your email address.',
    vi: 'Mật khẩu không được trùng với địa chỉ email.',
  },
  otp_format: { en: 'Enter the 6-digit code.', vi: 'Nhập mã gồm 6 chữ số.' },
  phone_format: { en: 'Enter 6 to 14 digits.', vi: 'Nhập từ 6 đến 14 chữ số.' },
  single_line: {
    en: 'Use one line of text without control characters.',
    vi: 'Chỉ nhập một dòng văn bản, không có ký tự điều khiển.',
  },
  control_characters: {
    en: 'Remove the control characters from this text.',
    vi: 'Hãy xoá các ký tự điều khiển khỏi văn bản này.',
  },
  amount_format: {
    en: 'Enter an amount such as 1250000 or 12.50 (at most 18 digits before the point and 20 after).',
    vi: 'Nhập số tiền như 1250000 hoặc 12.50 (tối đa 18 chữ số phần nguyên và 20 chữ số phần thập phân).',
  },
  decimal_format: { en: 'Enter a number such as 1250000 or 12.50.', vi: 'Nhập số như 1250000 hoặc 12.50.' },
  amount_positive: { en: 'Enter an amount greater than zero.', vi: 'Nhập số tiền lớn hơn 0.' },
  amount_precision: {
    en: 'This currency allows at most {decimals} decimal places.',
    vi: 'Loại tiền này cho phép tối đa {decimals} chữ số thập phân.',
  },
  file_type_not_allowed: {
    en: 'This file type is not accepted. Use JPEG, PNG or PDF.',
    vi: 'Loại tệp này không được chấp nhận. Hãy dùng JPEG, PNG hoặc PDF.',
  },
  name_too_short: { en: 'Use at least 2 characters.', vi: 'Nhập ít nhất 2 ký tự.' },
  name_too_long: { en: 'Use at most 100 characters.', vi: 'Nhập tối đa 100 ký tự.' },
  calling_code_format: { en: 'Enter a calling code such as +84.', vi: 'Nhập mã quốc gia như +84.' },
  country_format: { en: 'Choose a country.', vi: 'Hãy chọn quốc gia.' },
  account_number_format: { en: 'Enter 6 to 20 digits.', vi: 'Nhập từ 6 đến 20 chữ số.' },
  bank_bin_format: { en: 'Enter the 6-digit bank code.', vi: 'Nhập mã ngân hàng gồm 6 chữ số.' },
  asset_url_format: { en: 'Enter an https:// address.', vi: 'Nhập địa chỉ bắt đầu bằng https://.' },
  document_number_format: {
    en: 'Enter 5 to 20 letters, digits or hyphens.',
    vi: 'Nhập từ 5 đến 20 chữ cái, chữ số hoặc dấu gạch ngang.',
  },
  back_side_required: {
    en: 'Upload the back of this document too.',
    vi: 'Hãy tải lên cả mặt sau của giấy tờ này.',
  },
  token_format: { en: 'This link is not valid.', vi: 'Liên kết này không hợp lệ.' },
  time_zone_format: { en: 'Choose a valid time zone.', vi: 'Hãy chọn múi giờ hợp lệ.' },
  date_range_invalid: {
    en: 'The end date must be after the start date.',
    vi: 'Ngày kết thúc phải sau ngày bắt đầu.',
  },
  date_range_too_long: { en: 'Choose a shorter date range.', vi: 'Hãy chọn khoảng thời gian ngắn hơn.' },
  amount_range_invalid: {
    en: 'The highest amount must not be below the lowest.',
    vi: 'Số tiền tối đa không được nhỏ hơn số tiền tối thiểu.',
  },
  same_wallet: { en: 'Choose another wallet to move the money to.', vi: 'Hãy chọn một ví khác để chuyển tiền đến.' },
  due_date_past: { en: 'Choose today or a later date.', vi: 'Hãy chọn hôm nay hoặc một ngày sau đó.' },
  due_date_too_far: {
    en: 'Choose a date at most a year from today.',
    vi: 'Hãy chọn một ngày không quá một năm kể từ hôm nay.',
  },
  duplicate_ids: { en: 'Each item may appear only once.', vi: 'Mỗi mục chỉ được xuất hiện một lần.' },
  duplicate_event: { en: 'Each event may be chosen only once.', vi: 'Mỗi sự kiện chỉ được chọn một lần.' },
  duplicate_scope: { en: 'Each action may be chosen only once.', vi: 'Mỗi thao tác chỉ được chọn một lần.' },
  email_or_account_required: {
    en: 'Enter an email or an account number.',
    vi: 'Nhập email hoặc số tài khoản.',
  },
  referral_unknown: { en: 'This referral code does not exist.', vi: 'Mã giới thiệu này không tồn tại.' },
} as const satisfies Record<string, Messages>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function isFieldMessageKey(key: string): key is FieldMessageKey {
  return Object.hasOwn(FIELD_MESSAGES, key);
}

/**
 * Translated text for what can go wrong in a form: the keys of the form schemas (fields.ts), and failed
 * calls. A failure the server explained carries its message in the user's language already; the ones the
 * HTTP module makes up on the client (SPEC section 8's English strings) are translated here.
 */

import { PASSWORD_MIN_LENGTH } from '../../contract/rules.ts';
import { ABORTED_MESSAGE, type ApiFailure, INTERNAL_ERROR_KEY, NETWORK_ERROR_MESSAGE } from '../http/errors.ts';
import { getLocale, m } from '../i18n.ts';
import { INTL_LOCALE } from '../locale.ts';

/** Values a message names (`{currency}`, `{amount}`), already formatted by the rule that refused. */
type MessageParams = Readonly<Record<string, string | undefined>>;

const FIELD_MESSAGES: Readonly<Record<string, (params: MessageParams) => string>> = {
  required: () => m.form_required(),
  too_long: () => m.form_too_long(),
  email_format: () => m.form_email_format(),
  password_too_short: () => m.form_password_too_short({ min: String(PASSWORD_MIN_LENGTH) }),
  otp_format: () => m.form_otp_format(),
  password_mismatch: () => m.form_password_mismatch(),
  phone_format: () => m.form_phone_format(),
  amount_format: () => m.form_amount_format(),
  amount_positive: () => m.form_amount_positive(),
  amount_too_large: () => m.form_amount_too_large(),
  amount_whole: ({ currency = '' }) => m.form_amount_whole({ currency }),
  amount_decimals: ({ currency = '', decimals = '' }) => m.form_amount_decimals({ currency, decimals }),
  amount_above_available: ({ amount = '' }) => m.form_amount_above_available({ amount }),
  amount_above_max: ({ amount = '' }) => m.form_amount_above_max({ amount }),
  amount_below_min: ({ amount = '' }) => m.form_amount_below_min({ amount }),
};

/** The text of a form schema's message key; an unknown key reads as a generic "check this field". */
export function formMessage(key: string, params: MessageParams = {}): string {
  return (FIELD_MESSAGES[key] ?? m.form_invalid)(params);
}

/** `14:32` / `2:32 PM`: Intl rather than dayjs, which a sign-in page would otherwise load for one time. */
function clockTime(at: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], { hour: 'numeric', minute: '2-digit' }).format(at);
}

const TIMEOUT = /^timeout of \d+ ms exceeded$/;
const STATUS = /^Request failed with status code (\d+)$/;

/** What to tell the user about a failed call, in their language. */
export function failureText(failure: ApiFailure, now: number = Date.now()): string {
  const { message, retryAfter } = failure;
  if (message === NETWORK_ERROR_MESSAGE) return m.error_network();
  if (message === ABORTED_MESSAGE) return m.error_aborted();
  if (message === INTERNAL_ERROR_KEY) return m.error_internal_hint();
  if (TIMEOUT.test(message)) return m.error_timeout();
  const status = STATUS.exec(message)?.[1];
  if (status !== undefined) return m.error_request_failed({ status });
  // The server's wording counts seconds ("in 840 seconds"); a clock time is easier to act on.
  if (failure.code === 'RATE_LIMITED' && retryAfter !== undefined) {
    return m.error_rate_limited({ time: clockTime(now + retryAfter * 1000) });
  }
  return message;
}

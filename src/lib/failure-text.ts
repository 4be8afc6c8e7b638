/**
 * What to tell the user about a failed call, in their language. A failure the server explained carries its message
 * in the user's language already; the ones the HTTP module makes up on the client (SPEC section 8's English
 * strings) are translated here. Forms and screens without forms (lists, details) share it.
 */
import { ABORTED_MESSAGE, type ApiFailure, INTERNAL_ERROR_KEY, NETWORK_ERROR_MESSAGE } from './http/errors.ts';
import { getLocale, m } from './i18n.ts';
import { INTL_LOCALE } from './locale.ts';

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

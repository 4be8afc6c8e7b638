/**
 * Translated text for what a form refuses: the keys of the form schemas (fields.ts). A failed call's text is
 * src/lib/failure-text.ts's (screens without forms need it too, without these messages).
 */

import { PASSWORD_MIN_LENGTH } from '../../contract/rules.ts';
import { m } from '../i18n.ts';

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

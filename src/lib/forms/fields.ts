/**
 * Field schemas for forms, in zod/mini (a few KB in the page, where the contract's classic zod would cost
 * ~100 KB), built on the rules the contract shares (src/contract/rules.ts). Every message is a key that
 * `formMessage` translates; `abort` stops at the first failed rule so a field shows one clear message.
 */
import * as z from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
} from '../../contract/rules.ts';

const first = (error: string) => ({ error, abort: true });

/** Any non-empty text up to `max` characters, trimmed. */
export function requiredText(max = 500) {
  return z.string(first('required')).check(z.trim(), z.minLength(1, first('required')), z.maxLength(max, 'too_long'));
}

/** The contract's one email rule (rules.ts), so the form takes exactly the addresses the server takes. */
export const emailField = z
  .string(first('required'))
  .check(
    z.trim(),
    z.minLength(1, first('required')),
    z.maxLength(EMAIL_MAX_LENGTH, first('too_long')),
    z.regex(EMAIL_PATTERN, 'email_format'),
  );

/** A password being typed to sign in: anything non-empty (the rules apply when one is chosen). */
export const currentPasswordField = z
  .string(first('required'))
  .check(z.minLength(1, first('required')), z.maxLength(PASSWORD_MAX_LENGTH, 'too_long'));

/** A new password: PRODUCT.md section 4's length; the server adds the common-password and email checks. */
export const newPasswordField = z
  .string(first('required'))
  .check(
    z.minLength(1, first('required')),
    z.minLength(PASSWORD_MIN_LENGTH, first('password_too_short')),
    z.maxLength(PASSWORD_MAX_LENGTH, 'too_long'),
  );

/** A one-time code; spaces a user pastes from a message are ignored. */
export const otpField = z.string(first('required')).check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.minLength(1, first('required')),
  z.regex(OTP_PATTERN, 'otp_format'),
);

/** The national part of a phone number (PRODUCT.md section 4: 6–14 digits); spaces, dots and dashes are ignored. */
export const phoneNumberField = z.string(first('required')).check(
  z.overwrite((value) => value.replace(/[\s.-]+/g, '')),
  z.minLength(1, first('required')),
  z.regex(PHONE_PATTERN, 'phone_format'),
);

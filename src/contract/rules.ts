/**
 * Field rules the contract's schemas (the server's validation) and the browser's form schemas (zod/mini,
 * src/lib/forms/) both apply, so a form never accepts what the server refuses. No zod here: importing the
 * contract's classic zod into a page would cost ~100 KB.
 */

/** PRODUCT.md section 4: passwords of at least 10 characters. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** PRODUCT.md section 4: one-time codes of 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;
/** PRODUCT.md section 4: the national part of a phone number, 6–14 digits after the calling code. */
export const PHONE_PATTERN = /^\d{6,14}$/;
export const CALLING_CODE_PATTERN = /^\+\d{1,4}$/;

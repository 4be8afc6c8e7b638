/**
 * The fields a browser form and the API check alike. They are zod/mini, so a form can import them (the
 * contract's classic zod would add ~90 KB to a page); the contract's entries put them in their classic schemas,
 * the forms in theirs, so a form takes exactly what the server takes. Each failed rule names its key in the
 * one field-message catalogue (field-errors.ts), so both sides word it alike. An empty value is `required`
 * before anything else is said about it.
 */
import * as z from 'zod/mini';
import {
  CALLING_CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  QR_PAYLOAD_MAX_LENGTH,
  RECOVERY_CODE_PATTERN,
  SINGLE_LINE_PATTERN,
} from './rules.ts';

/** A field's first rule: an empty value is `required`, and nothing more is said about it. */
export const filled = () => z.minLength(1, { error: 'required', abort: true });
export const singleLine = () => z.regex(SINGLE_LINE_PATTERN, 'single_line');

/** The one email rule (rules.ts); a too-long address is only too long. */
export const Email = z
  .string()
  .check(
    filled(),
    z.maxLength(EMAIL_MAX_LENGTH, { error: 'too_long', abort: true }),
    z.email({ pattern: EMAIL_PATTERN, error: 'email_format' }),
  );

/** A password being chosen: PRODUCT.md section 4's length; the server also refuses common ones and the email. */
export const Password = z
  .string()
  .check(
    filled(),
    singleLine(),
    z.minLength(PASSWORD_MIN_LENGTH, 'password_too_short'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'password_too_long'),
  );

/** A password being typed to prove who one is: any the rules ever allowed, so only its length is checked. */
export const CurrentPassword = z.string().check(filled(), singleLine(), z.maxLength(PASSWORD_MAX_LENGTH));

/** A 6-digit one-time code (PRODUCT.md section 4). */
export const OtpCode = z.string().check(filled(), z.regex(OTP_PATTERN, 'otp_format'));

/**
 * A one-time recovery code (rules.ts RECOVERY_CODE_PATTERN). Stored hashed; each works once in place of a 2FA
 * code (POST /two-factor/verify, the LOGIN step of POST /login).
 */
export { RECOVERY_CODE_PATTERN };
export const RECOVERY_CODE_COUNT = 10;
export const RecoveryCode = z.string().check(filled(), z.regex(RECOVERY_CODE_PATTERN, 'recovery_code_format'));

/** A 2FA code, or a recovery code in its place. */
export const CodeOrRecovery = z.union([OtpCode, RecoveryCode], {
  error: 'otp_format',
});

/** The national part of a phone number (PRODUCT.md section 4: 6–14 digits). */
export const PhoneNumber = z.string().check(filled(), z.regex(PHONE_PATTERN, 'phone_format'));

/** An international calling code, `+84`. */
export const CallingCode = z.string().check(filled(), z.regex(CALLING_CODE_PATTERN, 'calling_code_format'));

/** An ISO 3166-1 alpha-2 country code, `VN`. */
export const CountryCode = z.string().check(filled(), z.regex(/^[A-Z]{2}$/, 'country_format'));

/** A person's or account holder's name: 2–100 characters (PRODUCT.md section 4), surrounding spaces dropped. */
export const PersonName = z
  .string()
  .check(singleLine(), z.trim(), z.minLength(2, 'name_too_short'), z.maxLength(100, 'name_too_long'));

/** A bank account number: 6–20 digits (PRODUCT.md section 4). */
export const AccountNumber = z.string().check(filled(), z.regex(/^\d{6,20}$/, 'account_number_format'));

/** An e-wallet's account id or phone number as its provider knows it: 3–40 characters on one line. */
export const EWalletAccountId = z
  .string()
  .check(singleLine(), z.trim(), z.minLength(3, 'too_short'), z.maxLength(40, 'too_long'));

/** Who an account is for. */
export const AccountType = z.enum(['INDIVIDUAL', 'BUSINESS']);

/** A referral code someone passed on (sign-up); optional where it is taken. */
export const ReferralCode = z.string().check(singleLine(), z.maxLength(32));

/** A QR payment code's text as pasted (payQr): one line of at most QR_PAYLOAD_MAX_LENGTH characters. */
export const QrPayload = z.string().check(filled(), singleLine(), z.maxLength(QR_PAYLOAD_MAX_LENGTH));

/** The wallets a QR code is paid from. */
export const QrPaySource = z.enum(['MAIN', 'VA']);

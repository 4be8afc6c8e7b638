/**
 * Field rules the contract's schemas (the server's validation and docs/openapi.json) and the browser's form
 * schemas (zod/mini, src/lib/forms/) all apply, so a form never accepts what the server refuses and the
 * document never promises what the server refuses. No zod here: importing the contract's classic zod into a
 * page would cost ~100 KB.
 */

/** PRODUCT.md section 4: passwords of at least 10 characters. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** PRODUCT.md section 4: one-time codes of 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;
/**
 * A one-time recovery code: 10 characters of RFC 4648 base32 in lower case, two groups of five
 * (`abcde-23456`). Each works once in place of a 2FA code.
 */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
/** PRODUCT.md section 4: the national part of a phone number, 6–14 digits after the calling code. */
export const PHONE_PATTERN = /^\d{6,14}$/;
export const CALLING_CODE_PATTERN = /^\+\d{1,4}$/;

/**
 * The one email rule (the contract's pattern, its `format: email`, the server and the forms): a dot-atom
 * local part of at most 64 characters (RFC 5321), then host labels that start and end with a letter or digit
 * (RFC 1123: `a-.example.com` is no host name) and a TLD of letters. Narrower than RFC 5322 on purpose, so
 * every address it takes is one any `format: email` checker takes too.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Text on one line (names, labels, searches, codes): no C0 or C1 control character and no DEL. PostgreSQL
 * refuses a NUL in text (a 500 if it got that far), and an ESC or a CR/LF a customer typed into a name would
 * reach an operator's terminal, a log line or an export.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is the rule.
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Free text over several lines (an answer to an operator): line feeds and tabs, no other control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is the rule.
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f]*$/;

/** PostgreSQL's `integer`: every id column is one, so no id (or other request integer) goes past it. */
export const INT4_MAX = 2_147_483_647;
/** An integer as a path or query parameter spells it: digits only, no sign, exponent, space or leading zero. */
export const DIGITS_PATTERN = /^(?:0|[1-9]\d*)$/;

/** Every money column is `numeric(38, 20)`: 18 digits before the point, 20 after. */
export const MONEY_INTEGER_DIGITS = 18;
export const MONEY_FRACTION_DIGITS = 20;
/**
 * An amount a request carries: greater than zero and within the money columns, written plainly (no sign,
 * exponent or leading zero): `"1250000"`, `"12.50"`, `"0.01"`. The server refuses zero and negatives.
 */
export const AMOUNT_PATTERN = new RegExp(
  `^(?=.*[1-9])(?:0|[1-9]\\d{0,${MONEY_INTEGER_DIGITS - 1}})(?:\\.\\d{1,${MONEY_FRACTION_DIGITS}})?$`,
);

/** A bound of an amount filter (`amount_min`, `amount_max`): zero or more, within the money columns, written plainly. */
export const AMOUNT_BOUND_PATTERN = new RegExp(
  `^(?:0|[1-9]\\d{0,${MONEY_INTEGER_DIGITS - 1}})(?:\\.\\d{1,${MONEY_FRACTION_DIGITS}})?$`,
);

/** `Idempotency-Key`: 1–255 visible ASCII characters, like the IETF draft's examples (UUIDs, ULIDs). */
/** A QR code's description goes into the transfer text the payer's bank shows, which VietQR keeps short. */
export const QR_DESCRIPTION_MAX_LENGTH = 50;
/** A pasted QR payload: VietQR strings are a few hundred characters at most. */
export const QR_PAYLOAD_MAX_LENGTH = 512;

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A verification document upload (POST /kyc/documents): its largest size and the types it may be. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** SPEC section 3's identity documents. */
export const ID_DOCUMENT_TYPES = ['PASSPORT', 'IDENTITY_CARD', 'DRIVER_LICENSE'] as const;
export type IdDocumentKind = (typeof ID_DOCUMENT_TYPES)[number];

/** What a business is, as POST /kyb takes it. */
export const BUSINESS_TYPES = [
  'SOLE_PROPRIETORSHIP',
  'LIMITED_COMPANY',
  'JOINT_STOCK_COMPANY',
  'PARTNERSHIP',
  'OTHER',
] as const;

/**
 * How many QR merchants an account may have waiting for the operator at once: enough to open a few shops in one
 * go, few enough that the review queue cannot be flooded. Approved or rejected ones no longer count.
 */
export const MAX_PENDING_QR_MERCHANTS = 3;

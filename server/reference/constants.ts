/**
 * The business constants the UI reads instead of hard-coding them (SPEC section 9, PRODUCT.md section 4).
 * Each value comes from the module that enforces it, so what the UI is told is what the server does.
 */

import { LargePageQuery } from '../../src/contract/calls/payments.ts';
import type { ConstantsType } from '../../src/contract/calls/reference.ts';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../src/contract/rules.ts';
import { INTL_LOCALE } from '../../src/lib/locale.ts';
import { AMOUNT_TOLERANCE, BASE_CURRENCY, DEFAULT_CURRENCY, VND_WALLET_CODE } from '../../src/lib/money.ts';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from '../auth/otp.ts';
import { DEFAULT_COUNTRY } from './countries.ts';

/** SPEC section 9: account (KYC) levels 0..4, level 2 is the named threshold, 4 is shown as VIP. */
export const ACCOUNT_LEVELS = [
  { level: 0, name: 'Unverified' },
  { level: 1, name: 'Basic' },
  { level: 2, name: 'Verified' },
  { level: 3, name: 'Advanced' },
  { level: 4, name: 'VIP' },
] as const;
export const THRESHOLD_LEVEL = 2;
export const VIP_LEVEL = 4;

/** PRODUCT.md section 4: a VA QR code is valid for 30 minutes. */
export const QR_VALIDITY_SECONDS = 30 * 60;
/** PRODUCT.md section 4: after 15 idle minutes a dialog counts down 60 seconds, then logs out. */
export const INACTIVITY_IDLE_SECONDS = 15 * 60;
export const INACTIVITY_COUNTDOWN_SECONDS = 60;

const seconds = (ms: number) => ms / 1000;
const LARGE_PAGE = LargePageQuery.parse({}).limit;

export const CONSTANTS: ConstantsType = {
  default_country: DEFAULT_COUNTRY,
  default_currency: DEFAULT_CURRENCY,
  base_currency: BASE_CURRENCY,
  vnd_wallet_code: VND_WALLET_CODE,
  default_locale: INTL_LOCALE.en,
  account_levels: ACCOUNT_LEVELS.map((entry) => ({ ...entry })),
  threshold_level: THRESHOLD_LEVEL,
  vip_level: VIP_LEVEL,
  amount_tolerance: AMOUNT_TOLERANCE.toFixed(),
  otp: {
    length: OTP_LENGTH,
    ttl_seconds: seconds(OTP_TTL_MS),
    resend_seconds: seconds(OTP_RESEND_MS),
    max_attempts: OTP_MAX_ATTEMPTS,
  },
  upload: { max_bytes: UPLOAD_MAX_BYTES, content_types: [...UPLOAD_CONTENT_TYPES] },
  qr_validity_seconds: QR_VALIDITY_SECONDS,
  inactivity: { idle_seconds: INACTIVITY_IDLE_SECONDS, countdown_seconds: INACTIVITY_COUNTDOWN_SECONDS },
  page_sizes: { payments: LARGE_PAGE, requests: LARGE_PAGE },
};

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) as every authenticator app implements them:
 * HMAC-SHA-1, 30-second steps, 6 digits, base32 secrets. Verification accepts the previous and next step
 * too, so a phone clock a little off (or a code typed as it rolls over) still works.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Decode, base32Encode } from './base32.ts';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one. */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 block-friendly size RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** HOTP value of `counter` (RFC 4226 section 5.3: dynamic truncation), zero-padded to `digits`. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in. */
export function totpStep(epochMs: number): number {
  return Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator shows at `epochMs` for a base32 secret. */
export function totpCode(secret: string, epochMs: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(epochMs), digits);
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The step whose code matches, within the window and after `lastUsedStep` (a code is accepted once, so a
 * code seen over a shoulder cannot be replayed); null when none does.
 */
export function matchTotp(secret: string, code: string, epochMs: number, lastUsedStep: number | null): number | null {
  const key = base32Decode(secret);
  const current = totpStep(epochMs);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (sameCode(hotp(key, step), code)) return step;
  }
  return null;
}

/** A fresh random secret, base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The `otpauth://` URI an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUri(secret: string, accountName: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}

/** Unguessable tokens and their storage form: only a SHA-256 digest of a token is ever written down. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random numeric code with leading zeros kept (`004217`). */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

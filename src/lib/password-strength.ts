/**
 * The strength hint of a new password (PRODUCT.md section 4), computed in the browser as the user types:
 * too short or containing the email's local part is weak whatever else it has; otherwise a point per kind
 * of character (lower case, upper case, digits, symbols) and per length step past the minimum. A hint
 * only: the server decides (length, common passwords, the email) and says WEAK_PASSWORD beside the field.
 */
import { PASSWORD_MIN_LENGTH } from '../contract/rules.ts';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** Lengths past the minimum that each add a point. */
const LENGTH_STEPS = [12, 16] as const;
/** A local part this short ("a@…") is too common a substring to count against a password. */
const MIN_LOCAL_PART = 3;

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/] as const;

/** The part of an email before the @, lower case; empty when it is too short to matter. */
export function localPart(email: string): string {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  return local.length >= MIN_LOCAL_PART ? local : '';
}

/** Null for an empty password (nothing to judge). */
export function passwordStrength(password: string, email = ''): PasswordStrength | null {
  if (password === '') return null;
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  const local = localPart(email);
  if (local !== '' && password.toLowerCase().includes(local)) return 'weak';
  // One character repeated ("aaaaaaaaaa") or a plain run of one class is easy to guess.
  if (/^(.)\1*$/.test(password)) return 'weak';
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length;
  const points = classes + LENGTH_STEPS.filter((length) => password.length >= length).length;
  if (points >= 4) return 'strong';
  if (points === 3) return 'fair';
  return 'weak';
}

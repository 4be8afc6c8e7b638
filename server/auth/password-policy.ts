/**
 * What makes a password unacceptable beyond the contract's length rule (PRODUCT.md section 4): a common
 * password, or the email itself (or its part before the @).
 */

import type { FieldMessageKey } from '../../src/contract/field-errors.ts';
import { ApiError } from '../errors/api-error.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export function passwordProblems(password: string, email: string): FieldMessageKey[] {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const problems: FieldMessageKey[] = [];
  if (COMMON_PASSWORDS.has(candidate)) problems.push('password_common');
  if (candidate === address || candidate === address.split('@')[0]) problems.push('password_is_email');
  return problems;
}

/** Refuse a weak password with 422 WEAK_PASSWORD, its problems listed under the form's `field`. */
export function assertStrongPassword(password: string, email: string, field: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw new ApiError('WEAK_PASSWORD', { fields: { [field]: problems } });
}

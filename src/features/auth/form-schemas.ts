/**
 * The auth forms' schemas, in one module that loads with the form engine when a form is first touched
 * (src/lib/forms/use-schema-form.ts), not with the page. Every field is the contract's own (src/contract/fields.ts,
 * the rules of the calls the forms make); the forms add only what a person types by accident (trimmed, digit
 * grouping) and the confirmation of a new password. The forms import this module for types only and load it
 * through load-schemas.ts.
 */
import * as z from 'zod/mini';
import {
  AccountType,
  CallingCode,
  CountryCode,
  CurrentPassword,
  Email,
  OtpCode,
  Password,
  PhoneNumber,
  RecoveryCode,
  ReferralCode,
} from '../../contract/fields.ts';
import { digitsTyped, recoveryTyped, trimmed } from '../../lib/forms/fields.ts';

/** Sign-in's first step (`login`'s body without the code, which the next step sends). */
export const credentialsSchema = z.object({
  email: trimmed(Email),
  password: CurrentPassword,
  as_team_member: z.optional(z.literal('on')),
});

/** Every one-time-code form (sign-in's LOGIN code, sign-up's email check, the reset code). */
export const codeSchema = z.object({ code: digitsTyped(OtpCode) });

/** Sign-in's LOGIN step with a recovery code in place of the code (`login` takes either). */
export const recoveryCodeSchema = z.object({ code: recoveryTyped(RecoveryCode) });

/** Sign-up's details: `register`'s body. */
export const detailsSchema = z.object({
  account_type: AccountType,
  email: trimmed(Email),
  password: Password,
  country: CountryCode,
  calling_code: CallingCode,
  phone_number: digitsTyped(PhoneNumber),
  referral_code: z.optional(trimmed(ReferralCode)),
});

/** /forgot's first step. */
export const resetEmailSchema = z.object({ email: trimmed(Email) });

/** A new password, typed twice (the reset link, the invitation). */
export const newPasswordSchema = z
  .object({ password: Password, confirm: z.string() })
  .check(z.refine((value) => value.password === value.confirm, { message: 'password_mismatch', path: ['confirm'] }));

/**
 * The auth forms' schemas (zod/mini), in one module that loads with the form engine when a form is first
 * touched (src/lib/forms/use-schema-form.ts), not with the page. The forms import it for types only and load
 * it through `loadAuthSchemas`.
 */
import * as z from 'zod/mini';
import { CALLING_CODE_PATTERN } from '../../contract/rules.ts';
import {
  currentPasswordField,
  emailField,
  newPasswordField,
  otpField,
  phoneNumberField,
} from '../../lib/forms/fields.ts';

const first = (error: string) => ({ error, abort: true });

/** Sign-in's first step. */
export const credentialsSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  as_team_member: z.optional(z.literal('on')),
});

/** Every one-time-code form (sign-in's LOGIN code, sign-up's email check, the reset code). */
export const codeSchema = z.object({ code: otpField });

/** Sign-up's details. */
export const detailsSchema = z.object({
  account_type: z.enum(['INDIVIDUAL', 'BUSINESS'], first('required')),
  email: emailField,
  password: newPasswordField,
  country: z.string(first('required')).check(z.regex(/^[A-Z]{2}$/, 'required')),
  calling_code: z.string(first('required')).check(z.regex(CALLING_CODE_PATTERN, 'required')),
  phone_number: phoneNumberField,
  referral_code: z.optional(z.string().check(z.trim(), z.maxLength(32, 'too_long'))),
});

/** /forgot's first step. */
export const resetEmailSchema = z.object({ email: emailField });

/** A new password, typed twice (the reset link, the invitation). */
export const newPasswordSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .check(z.refine((value) => value.password === value.confirm, { message: 'password_mismatch', path: ['confirm'] }));

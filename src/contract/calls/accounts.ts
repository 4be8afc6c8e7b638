/** The signed-in user's own account (SPEC section 7, Accounts). Every role manages its own profile. */
import { z } from 'zod';
import { Id, ok, Tier, Timestamp, TwoFactorMethod, TwoFactorScope } from '../common.ts';
import { defineCall } from '../define.ts';
import {
  AccountType,
  CallingCode,
  CountryCode,
  CurrentPassword,
  Email,
  OtpCode,
  Password,
  PersonName,
  PhoneNumber,
} from '../fields.ts';
import { AuthTokens } from './auth.ts';
import { AccountLevel, AssetUrl, Language } from './reference.ts';

const TAG = 'profile';

/** SPEC section 1: profile user kinds; SALE users are the company's sales staff. */
export const UserKind = z.enum(['NORMAL', 'SALE']);

/** SPEC section 3, "Profile", in full. */
export const Profile = z.object({
  id: Id,
  /** For a team member: their own name; the director's name is in `delegator_name`. */
  full_name: z.string(),
  email: Email,
  phone_number: z.nullable(PhoneNumber),
  calling_code: z.nullable(CallingCode),
  /** When the password was last changed; null if never since sign-up. */
  changed_pw_at: Timestamp.nullable(),
  account_type: AccountType,
  two_factor_method: TwoFactorMethod.nullable(),
  two_factor_status: AuthTokens.shape.two_factor_status,
  two_factor_verification_status: AuthTokens.shape.two_factor_verification_status,
  /** Which actions ask for a second factor. */
  two_factor_enable_for: z.array(TwoFactorScope),
  ky_verification_status: z.object({ account_level: AccountLevel, name: z.string() }),
  language: Language,
  va_enable: z.boolean(),
  vc_enable: z.boolean(),
  wallet_enable: z.boolean(),
  tier: z.object({ name: z.string(), value: Tier, icon: AssetUrl }),
  referral: z.object({
    referral_code: z.string(),
    referred_customers: z.number().int().nonnegative(),
    referral_url: z.url(),
  }),
  /** The sign-in role (the cookie's spelling). */
  role: AuthTokens.shape.role,
  user_kind: UserKind,
  country: CountryCode,
  /** A team member signed in through /delegation/accounts/login. */
  is_delegated: z.boolean(),
  /** The director's display name when delegated, otherwise null. */
  delegator_name: z.string().nullable(),
});
export type ProfileType = z.infer<typeof Profile>;

/** The sales / CRM contact assigned to the account. */
export const CrmContact = z.object({
  id: Id,
  full_name: z.string(),
  title: z.string(),
  email: Email,
  calling_code: z.nullable(CallingCode),
  phone_number: z.nullable(PhoneNumber),
  avatar: AssetUrl.nullable(),
  channels: z.array(
    z.object({ kind: z.enum(['ZALO', 'TELEGRAM', 'WHATSAPP', 'EMAIL', 'PHONE']), value: z.string(), url: z.url() }),
  ),
  /** Opening hours as the contact wrote them, in the request's language. */
  working_hours: z.string().nullable(),
});
export type CrmContactType = z.infer<typeof CrmContact>;

export const accountsCalls = [
  defineCall({
    name: 'listAccountTypes',
    client: 'auth',
    method: 'GET',
    path: '/accounts/types',
    tag: TAG,
    summary: 'The account types a user may sign up with, with a translated name and description (sign-up).',
    response: ok(z.array(z.object({ value: AccountType, name: z.string(), description: z.string() }))),
  }),
  defineCall({
    name: 'getMe',
    client: 'client',
    method: 'GET',
    path: '/accounts/me',
    tag: TAG,
    summary: "The signed-in user's profile.",
    response: ok(Profile),
  }),
  defineCall({
    name: 'updateLanguage',
    client: 'client',
    method: 'PUT',
    path: '/accounts/me/language',
    tag: TAG,
    summary: 'Choose the interface language (an ACTIVE one from /languages); the app switches its locale to it.',
    idempotent: true,
    body: z.object({ language: z.object({ id: Id }) }),
    response: ok(Profile),
    errors: ['LANGUAGE_NOT_AVAILABLE'],
  }),
  defineCall({
    name: 'updateMe',
    client: 'client',
    method: 'PUT',
    path: '/accounts/me',
    tag: TAG,
    wToken: 'update_profile',
    summary:
      'Replace the editable profile fields. A new phone number needs `phone_code`, the code /otp/send-sms sent to it. The email cannot change.',
    body: z.object({
      full_name: PersonName,
      country: CountryCode,
      calling_code: CallingCode,
      phone_number: PhoneNumber,
      phone_code: z.optional(OtpCode),
    }),
    response: ok(Profile),
    errors: ['W_TOKEN_INVALID', 'PHONE_TAKEN', 'PHONE_NOT_VERIFIED', 'INVALID_OTP', 'OTP_EXPIRED'],
  }),
  defineCall({
    name: 'changePassword',
    client: 'client',
    method: 'PUT',
    path: '/accounts/me/change-password',
    tag: TAG,
    wToken: 'change_password',
    summary: 'Change the password. Revokes every other session of the account; this one stays signed in.',
    body: z.object({ current_password: CurrentPassword, new_password: Password }),
    response: ok(z.object({ changed_pw_at: Timestamp })),
    errors: ['W_TOKEN_INVALID', 'CURRENT_PASSWORD_WRONG', 'WEAK_PASSWORD', 'PASSWORD_REUSED'],
  }),
  defineCall({
    name: 'getCrmContact',
    client: 'client',
    method: 'GET',
    path: '/accounts/crm',
    tag: TAG,
    summary:
      "The user's assigned contact: `type=SALE` (default) their account manager, `SUPPORT` the support desk. `data` is null when none is assigned.",
    query: z.object({ type: z.enum(['SALE', 'SUPPORT']).default('SALE') }),
    response: ok(CrmContact.nullable()),
  }),
] as const;

/**
 * Sign-up's calls (SPEC section 7): is the email taken, send and check the email code, was the email
 * verified already (within the server's 30 minutes), and create the account, which signs the user in. The
 * HTTP module loads just after the page (lazy-api.ts), keeping it out of the first load.
 */
import type * as z from 'zod/mini';
import type { AuthTokensType } from '../../../contract/calls/auth.ts';
import type { AccountType as AccountTypeField } from '../../../contract/fields.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { lazyApi } from '../lazy-api.ts';

/**
 * PRODUCT.md section 4: a new code 60 s after the last (the same as src/ui/resend-button.tsx's, repeated so the
 * first load of the page does not carry the button, which only the code step shows).
 */
export const RESEND_AFTER_MS = 60_000;

/** Who the account is for: the contract's own choices. */
export type AccountType = z.output<typeof AccountTypeField>;

/** Everything the details step collects; kept by the wizard so no step loses it. */
export interface SignUpDetails {
  readonly accountType: AccountType;
  readonly email: string;
  readonly password: string;
  readonly country: string;
  readonly callingCode: string;
  readonly phoneNumber: string;
  readonly referralCode: string;
}

/** Whether an account uses the email; null when the check could not be made (offline, limited, cancelled). */
export async function isRegistered(email: string, signal?: AbortSignal): Promise<boolean | null> {
  const result = await (await lazyApi()).isRegistered({ body: { email } }, signal ? { signal } : {});
  return result.status === false ? null : result.data.is_registered;
}

/** Sends a verification code; resolves to the failure, if any. */
export async function sendCode(email: string): Promise<ApiFailure | undefined> {
  const result = await (await lazyApi()).sendMailOtp({ body: { email } });
  return result.status === false ? result : undefined;
}

export async function verifyCode(email: string, code: string): Promise<ApiFailure | undefined> {
  const result = await (await lazyApi()).verifyMailOtp({ body: { email, code } });
  return result.status === false ? result : undefined;
}

/** Whether the email was verified recently (a step back, a reload); false when unknown. */
export async function isVerified(email: string): Promise<boolean> {
  const result = await (await lazyApi()).isMailVerified({ body: { email } });
  return result.status !== false && result.data.verified;
}

export type RegisterResult =
  | { readonly kind: 'created'; readonly tokens: AuthTokensType }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export async function register(details: SignUpDetails): Promise<RegisterResult> {
  const referral = details.referralCode.trim();
  const result = await (await lazyApi()).register({
    body: {
      account_type: details.accountType,
      email: details.email,
      password: details.password,
      country: details.country,
      calling_code: details.callingCode,
      phone_number: details.phoneNumber,
      ...(referral === '' ? {} : { referral_code: referral }),
    },
  });
  return result.status === false ? { kind: 'failed', failure: result } : { kind: 'created', tokens: result.data };
}

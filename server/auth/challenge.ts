/**
 * Verifications that issue w-tokens (docs/API.md, "Two-factor tokens"). The code goes by the user's second
 * factor when it is ACTIVE and covers the purpose; otherwise by email, so a withdrawal or a profile change is
 * always confirmed by something besides the password.
 */

import type { WTokenPurpose } from '../../src/contract/define.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { Executor } from '../db/client.ts';
import { maskEmail } from '../people/mask.ts';
import type { IssuedOtp, OtpPurpose } from './otp.ts';
import { secondFactorFor, sendSecondFactorCode, type TwoFactorScope, verifySecondFactorCode } from './second-factor.ts';
import type { UserRow } from './users.ts';

export type ChallengePurpose = Exclude<WTokenPurpose, 'reset_password' | 'card_sensitive'> | 'two_factor_settings';
type Method = NonNullable<UserRow['twoFactorMethod']>;

/** The 2FA scope that guards a purpose (SPEC section 6); null when any ACTIVE second factor guards it. */
const SCOPES: Readonly<Record<ChallengePurpose, TwoFactorScope | null>> = {
  withdrawal: 'WITHDRAWAL',
  add_bank: 'ADD_BANK',
  update_bank: 'ADD_BANK',
  update_profile: null,
  change_password: null,
  two_factor_settings: null,
};

/** How the code for `purpose` is asked of this user. */
export function challengeMethod(user: UserRow, purpose: ChallengePurpose): Method {
  const scope = SCOPES[purpose];
  const active =
    scope === null ? (user.twoFactorStatus === 'ACTIVE' ? user.twoFactorMethod : null) : secondFactorFor(user, scope);
  return active ?? 'EMAIL';
}

function otpPurpose(purpose: ChallengePurpose): OtpPurpose {
  return purpose === 'two_factor_settings' ? purpose : `w_token:${purpose}`;
}

/** `d***@demo.test` / `+84 ••• ••• 123`: enough for the user to recognise, not enough to read off a screen. */
export function maskedDestination(user: UserRow, method: Method): string | null {
  if (method === 'AUTHENTICATOR_APP') return null;
  if (method === 'SMS' && user.callingCode && user.phoneNumber) {
    return `${user.callingCode} ••• ••• ${user.phoneNumber.slice(-3)}`;
  }
  return maskEmail(user.email);
}

export interface ChallengeStarted {
  readonly method: Method;
  readonly destination: string | null;
  readonly sent: IssuedOtp | null;
}

export async function startChallenge(
  db: Executor,
  user: UserRow,
  purpose: ChallengePurpose,
  request: { readonly lang: Locale; readonly ip: string },
  now: Date,
): Promise<ChallengeStarted> {
  const method = challengeMethod(user, purpose);
  const sent = await sendSecondFactorCode(db, user, method, otpPurpose(purpose), request, now);
  return { method, destination: maskedDestination(user, method), sent };
}

/** Check the code of a challenge (or a recovery code in its place); throws the OTP errors of the catalogue. */
export function checkChallenge(
  db: Executor,
  user: UserRow,
  purpose: ChallengePurpose,
  code: string,
  now: Date,
): Promise<void> {
  return verifySecondFactorCode(db, user, challengeMethod(user, purpose), otpPurpose(purpose), code, now);
}

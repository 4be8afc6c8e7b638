/** The `data` of sign-in answers (SPEC section 3, "Auth response"), from what the auth services return. */
import type { AuthTokensType } from '../../../src/contract/calls/auth.ts';
import type { TeamRole } from '../../../src/contract/define.ts';
import type { IssuedTokens } from '../../auth/sessions.ts';
import type { SignInOutcome } from '../../auth/sign-in.ts';
import type { UserRow } from '../../auth/users.ts';

/** SPEC section 1: the sign-in role as the cookie spells it. */
export const COOKIE_ROLE: Readonly<Record<TeamRole, AuthTokensType['role']>> = {
  DIRECTOR: 'director',
  FINANCE: 'financial',
  SELLER: 'seller',
};

export function tokensData(
  tokens: IssuedTokens,
  user: UserRow,
  role: TeamRole,
  verification: 'VERIFIED' | 'NOT_REQUIRED',
  now: Date,
): AuthTokensType {
  return {
    access_token: tokens.accessToken,
    access_expired_at: tokens.accessExpiresAt.toISOString(),
    refresh_token: tokens.refreshToken,
    refresh_expired_at: tokens.refreshExpiresAt.toISOString(),
    two_factor_status: user.twoFactorStatus,
    two_factor_verification_status: verification,
    two_factor_method: user.twoFactorMethod,
    role: COOKIE_ROLE[role],
    server_time: now.toISOString(),
  };
}

/** A finished sign-in carries tokens; a pending one only says which second factor to ask for. */
export function signInData(outcome: SignInOutcome, now: Date) {
  if (outcome.kind === 'signed-in') {
    const { tokens, user, grant, verification } = outcome;
    return tokensData(tokens, user, grant.role, verification, now);
  }
  return {
    two_factor_status: outcome.user.twoFactorStatus,
    two_factor_verification_status: 'PENDING' as const,
    two_factor_method: outcome.user.twoFactorMethod,
    server_time: now.toISOString(),
  };
}

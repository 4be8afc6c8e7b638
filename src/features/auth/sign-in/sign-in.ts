/**
 * Password sign-in (SPEC section 7: POST /login, or /delegation/accounts/login for a team member). When the
 * account asks for a second factor at LOGIN, the first call answers "pending" and the same call is made
 * again with the code; calling again without a code sends a new one (email, SMS).
 */
import type { AuthTokensType } from '../../../contract/calls/auth.ts';
import type { ApiFailure } from '../../../lib/http/errors.ts';
import { api } from '../../../stores/api.ts';

/** How the second factor reaches the user. */
export type SecondFactorMethod = NonNullable<AuthTokensType['two_factor_method']>;

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** Sign in as a delegated employee of a director's account. */
  readonly asTeamMember: boolean;
}

export type SignInResult =
  | { readonly kind: 'signed-in'; readonly tokens: AuthTokensType }
  | { readonly kind: 'verify'; readonly method: SecondFactorMethod }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

/** The pending answer names no method only if the account changed meanwhile; email is the safe default. */
const FALLBACK_METHOD: SecondFactorMethod = 'EMAIL';

export async function signIn(credentials: Credentials, code?: string): Promise<SignInResult> {
  const { email, password, asTeamMember } = credentials;
  const body = code === undefined ? { email, password } : { email, password, code };
  const result = asTeamMember ? await api.delegationLogin({ body }) : await api.login({ body });
  if (result.status === false) return { kind: 'failed', failure: result };
  const { data } = result;
  if (data.two_factor_verification_status === 'PENDING' || data.access_token === undefined) {
    return { kind: 'verify', method: data.two_factor_method ?? FALLBACK_METHOD };
  }
  return { kind: 'signed-in', tokens: data as AuthTokensType };
}

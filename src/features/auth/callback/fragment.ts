/**
 * The sign-in a link hands over to /callback (PRODUCT.md section 4; format in docs/API.md "Signing in
 * through /callback"): the auth response of SPEC section 3 as the URL fragment, form-encoded —
 * `#access_token=…&refresh_token=…&access_expired_at=…&refresh_expired_at=…&role=…&server_time=…` and,
 * optionally, `two_factor_status`, `two_factor_verification_status`, `two_factor_method`. A fragment never
 * reaches a server or a Referer header; the page strips it from history before anything else.
 */
import type { AuthTokensType } from '../../../contract/calls/auth.ts';
import { ROLES } from '../../../lib/roles.ts';

const TWO_FACTOR_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** PENDING is not a finished sign-in: a link cannot hand one over. */
const VERIFICATION_STATUSES = ['VERIFIED', 'NOT_REQUIRED'] as const;
const TWO_FACTOR_METHODS = ['EMAIL', 'AUTHENTICATOR_APP', 'SMS'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

/** An ISO 8601 timestamp with a time zone, as the server writes them. */
function timestamp(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  return Number.isNaN(Date.parse(value)) ? undefined : value;
}

/** The tokens a `#…` fragment carries, or null when it is missing, incomplete or malformed. */
export function parseCallbackFragment(hash: string): AuthTokensType | null {
  const fields = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = fields.get('access_token');
  const refreshToken = fields.get('refresh_token');
  const accessExpiredAt = timestamp(fields.get('access_expired_at'));
  const refreshExpiredAt = timestamp(fields.get('refresh_expired_at'));
  const serverTime = timestamp(fields.get('server_time'));
  const role = oneOf(ROLES, fields.get('role'));
  if (!accessToken || !refreshToken || !accessExpiredAt || !refreshExpiredAt || !serverTime || !role) return null;

  const status = fields.get('two_factor_status');
  const verification = fields.get('two_factor_verification_status');
  const method = fields.get('two_factor_method');
  const twoFactorStatus = status === null ? 'INACTIVE' : oneOf(TWO_FACTOR_STATUSES, status);
  const verificationStatus = verification === null ? 'NOT_REQUIRED' : oneOf(VERIFICATION_STATUSES, verification);
  const twoFactorMethod = method === null || method === '' ? null : oneOf(TWO_FACTOR_METHODS, method);
  if (twoFactorStatus === undefined || verificationStatus === undefined || twoFactorMethod === undefined) return null;

  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    access_expired_at: accessExpiredAt,
    refresh_expired_at: refreshExpiredAt,
    role,
    server_time: serverTime,
    two_factor_status: twoFactorStatus,
    two_factor_verification_status: verificationStatus,
    two_factor_method: twoFactorMethod,
  };
}

/** The fragment for a set of tokens (what a sender of /callback links writes; tests use it too). */
export function callbackFragment(tokens: AuthTokensType): string {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(tokens)) {
    if (value !== null && value !== undefined) fields.set(name, String(value));
  }
  return `#${fields}`;
}

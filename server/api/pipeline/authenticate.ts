/** Who is calling (access token), and whether their team role may make this call. */
import { authOf, type CallDefinition } from '../../../src/contract/define.ts';
import { type AuthUser, authenticateAccessToken, bearerToken } from '../../auth/authenticate.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The caller of an access-token call. A refresh-token call only needs the token to be present here: its
 * handler exchanges it (server/auth/sessions.ts), which is the check. An admin call's key was checked by
 * middleware before the pipeline; an optional token is for the handler to read.
 */
export async function authenticate(
  call: CallDefinition,
  headers: Headers,
  db: Database,
  now: Date,
): Promise<AuthUser | null> {
  const kind = authOf(call);
  if (kind === 'none' || kind === 'admin' || kind === 'optional') return null;
  const token = bearerToken(headers.get('authorization'));
  if (token === null) throw new ApiError('UNAUTHENTICATED');
  return kind === 'access' ? authenticateAccessToken(db, token, now) : null;
}

/** PRODUCT.md section 4: the entry's `roles` against the caller's team role. */
export function authorize(call: CallDefinition, user: AuthUser | null): void {
  if (user !== null && call.roles !== undefined && !call.roles.includes(user.role)) throw new ApiError('FORBIDDEN');
}

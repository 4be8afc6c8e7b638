/** Calls marked `wToken` need a `w-token` header issued for that purpose to this user (docs/API.md). */
import type { CallDefinition } from '../../../src/contract/define.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { claimWToken, type WTokenGrant } from '../../auth/w-tokens.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../errors/api-error.ts';

export const W_TOKEN_HEADER = 'w-token';

/**
 * Claim the call's w-token. Without a signed-in caller (password reset) the token names its user, and the
 * handler checks that it is the user the request is about.
 */
export async function claimCallWToken(
  call: CallDefinition,
  headers: Headers,
  user: AuthUser | null,
  db: Database,
  now: Date,
): Promise<WTokenGrant | null> {
  if (call.wToken === undefined) return null;
  const token = headers.get(W_TOKEN_HEADER)?.trim();
  if (!token) throw new ApiError('W_TOKEN_REQUIRED');
  return claimWToken(db, token, call.wToken, user?.id ?? null, now);
}

/** Who is calling (access token, or an API key), and whether their team role may make this call. */
import { authOf, type CallDefinition } from '../../../src/contract/define.ts';
import { API_KEY_HEADER } from '../../../src/contract/webhook-signing.ts';
import { type AuthUser, authenticateAccessToken, bearerToken } from '../../auth/authenticate.ts';
import type { Database } from '../../db/client.ts';
import { findUsableApiKey } from '../../developers/api-keys.ts';
import { ApiError } from '../../errors/api-error.ts';

/**
 * The caller an API key stands for (docs/decisions/033): its account's owner with the DIRECTOR's view, on a
 * call whose entry declares the scope the key needs. There is no session: `sessionId` names the key, and no
 * call a key may make reads it.
 */
async function apiKeyCaller(call: CallDefinition, secret: string, db: Database, now: Date): Promise<AuthUser> {
  const scope = call.apiKeyScope;
  if (scope === undefined) throw new ApiError('API_KEY_NOT_ACCEPTED');
  const key = await findUsableApiKey(db, secret, now);
  if (key === null) throw new ApiError('API_KEY_INVALID');
  if (!key.scopes.includes(scope)) throw new ApiError('API_KEY_SCOPE_MISSING', { params: { scope } });
  return { id: key.accountId, accountId: key.accountId, role: 'DIRECTOR', sessionId: `api-key:${key.id}` };
}

/**
 * The caller of an access-token call. A refresh-token call only needs the token to be present here: its
 * handler exchanges it (server/auth/sessions.ts), which is the check. An admin call's key was checked by
 * middleware before the pipeline; an optional token is for the handler to read. A request without a Bearer
 * token but with an API key is the key's (a session, when there is one, is used exactly as before).
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
  const apiKey = headers.get(API_KEY_HEADER);
  if (token === null && kind === 'access' && apiKey !== null) return apiKeyCaller(call, apiKey, db, now);
  if (token === null) throw new ApiError('UNAUTHENTICATED');
  return kind === 'access' ? authenticateAccessToken(db, token, now) : null;
}

/** PRODUCT.md section 4: the entry's `roles` against the caller's team role. */
export function authorize(call: CallDefinition, user: AuthUser | null): void {
  if (user !== null && call.roles !== undefined && !call.roles.includes(user.role)) throw new ApiError('FORBIDDEN');
}

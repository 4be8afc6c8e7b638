/** Resolves the Bearer access token of a request to the person and account it acts for. */
import { eq } from 'drizzle-orm';
import type { TeamRole } from '../../src/contract/define.ts';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { verifyAccessToken } from './access-token.ts';
import { accessTokenKey } from './secrets.ts';

/** The signed-in caller as handlers see it. */
export interface AuthUser {
  /** The person signed in. */
  readonly id: number;
  /** Whose money and settings the call acts on: the director's account for a team member, else `id`. */
  readonly accountId: number;
  readonly role: TeamRole;
  readonly sessionId: string;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Check the token's signature and expiry, then that its session is still open (so signing out, a password
 * reset or a disabled account take effect at once, not when the token expires).
 */
export async function authenticateAccessToken(db: Executor, token: string, now: Date): Promise<AuthUser> {
  const check = verifyAccessToken(token, await accessTokenKey(db), now.getTime());
  if (!check.ok) throw new ApiError(check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  const { sub, acc, role, sid } = check.claims;
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt, disabledAt: users.disabledAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sid));
  if (row === undefined || row.revokedAt !== null || row.disabledAt !== null) throw new ApiError('SESSION_EXPIRED');
  return { id: sub, accountId: acc, role, sessionId: sid };
}

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

/** What an open session acts as. */
export type SessionStanding = Pick<AuthUser, 'accountId' | 'role'>;

/**
 * The account and role of a session as the database holds them now; null once it ended (signed out, a
 * password reset, removal from the team, a disabled person). The role is the session row's, which
 * `changeRole` rewrites, so a role the director changed applies to the very next request.
 */
export async function openSession(db: Executor, sessionId: string): Promise<SessionStanding | null> {
  const [row] = await db
    .select({
      accountId: sessions.accountId,
      role: sessions.role,
      revokedAt: sessions.revokedAt,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  if (row === undefined || row.revokedAt !== null || row.disabledAt !== null) return null;
  return { accountId: row.accountId, role: row.role };
}

/**
 * Check the token's signature and expiry, then that its session is still open (so ending it takes effect at
 * once, not when the token expires). The role and account come from the session row, not from the token's
 * claims: one query, which the open-session check made anyway.
 */
export async function authenticateAccessToken(db: Executor, token: string, now: Date): Promise<AuthUser> {
  const check = verifyAccessToken(token, await accessTokenKey(db), now.getTime());
  if (!check.ok) throw new ApiError(check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  const { sub, sid } = check.claims;
  const standing = await openSession(db, sid);
  if (standing === null) throw new ApiError('SESSION_EXPIRED');
  return { id: sub, ...standing, sessionId: sid };
}

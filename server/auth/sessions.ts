/**
 * Sessions and their tokens. A session is one sign-in; it owns a family of refresh tokens, each usable once:
 * exchanging one marks it used and issues the next pair. Presenting a used one means a copy is in someone
 * else's hands, so the whole session is revoked (RFC 6819 section 5.2.2.3, refresh token rotation).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TeamRole } from '../../src/contract/define.ts';
import type { Executor } from '../db/client.ts';
import { refreshTokens, sessions, users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { signAccessToken } from './access-token.ts';
import { digest, randomToken } from './random.ts';
import { accessTokenKey } from './secrets.ts';

/** Token lifetimes, in seconds (server/config.ts). */
export interface TokenLifetimes {
  readonly accessTokenTtlS: number;
  readonly refreshTokenTtlS: number;
}

/** Who is signed in and as what: `accountId` is the director's account for a team member, else their own. */
export interface SessionGrant {
  readonly userId: number;
  readonly accountId: number;
  readonly role: TeamRole;
}

export interface IssuedTokens {
  readonly accessToken: string;
  readonly accessExpiresAt: Date;
  readonly refreshToken: string;
  readonly refreshExpiresAt: Date;
}

interface SessionRef extends SessionGrant {
  readonly sessionId: string;
}

async function issuePair(
  db: Executor,
  lifetimes: TokenLifetimes,
  session: SessionRef,
  now: Date,
  rotatedFrom: string | null,
): Promise<IssuedTokens> {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(now.getTime() + lifetimes.refreshTokenTtlS * 1000);
  await db.insert(refreshTokens).values({
    id: randomUUID(),
    sessionId: session.sessionId,
    tokenHash: digest(refreshToken),
    rotatedFrom,
    expiresAt: refreshExpiresAt,
    createdAt: now,
  });
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimes.accessTokenTtlS;
  const claims = { sub: session.userId, acc: session.accountId, role: session.role, sid: session.sessionId };
  const accessToken = signAccessToken({ ...claims, iat: issuedAt, exp: expiresAt }, await accessTokenKey(db));
  return { accessToken, accessExpiresAt: new Date(expiresAt * 1000), refreshToken, refreshExpiresAt };
}

export async function startSession(
  db: Executor,
  lifetimes: TokenLifetimes,
  grant: SessionGrant,
  now: Date,
  userAgent: string | null,
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, ...grant, userAgent, createdAt: now });
  return issuePair(db, lifetimes, { ...grant, sessionId }, now, null);
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** End every session of a person (password reset), or only those in one account (removed from a team). */
export async function revokeSessionsOf(
  db: Executor,
  who: { readonly userId: number; readonly accountId?: number },
  now: Date,
): Promise<void> {
  const account = who.accountId === undefined ? undefined : eq(sessions.accountId, who.accountId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, who.userId), account, isNull(sessions.revokedAt)));
}

const sessionExpired = () => new ApiError('SESSION_EXPIRED');

/** Exchange a refresh token for a new pair; any problem is `SESSION_EXPIRED`, and reuse revokes the session. */
export async function rotateRefreshToken(
  db: Executor,
  lifetimes: TokenLifetimes,
  refreshToken: string,
  now: Date,
): Promise<{ grant: SessionGrant; tokens: IssuedTokens }> {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, disabledAt: users.disabledAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
  if (row === undefined || row.session.revokedAt !== null || row.disabledAt !== null) throw sessionExpired();
  if (row.token.expiresAt <= now) throw sessionExpired();
  // Claimed atomically, so of two concurrent exchanges of one token exactly one succeeds.
  const claimed =
    row.token.usedAt === null
      ? await db
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id })
      : [];
  if (claimed.length === 0) {
    await revokeSession(db, row.session.id, now);
    throw sessionExpired();
  }
  const { userId, accountId, role } = row.session;
  const grant = { userId, accountId, role };
  const tokens = await issuePair(db, lifetimes, { ...grant, sessionId: row.session.id }, now, row.token.id);
  return { grant, tokens };
}

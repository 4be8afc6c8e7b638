/**
 * Sessions and their tokens. A session is one sign-in; it owns a family of refresh tokens, each usable once:
 * exchanging one marks it used and issues the next pair. Presenting a used one means a copy is in someone
 * else's hands, so the whole session is revoked (RFC 6819 section 5.2.2.3, refresh token rotation) — except
 * within a short grace after the exchange (below), so two tabs or a retried request racing with one token do
 * not end the session.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { and, desc, eq, exists, gt, gte, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../../src/contract/define.ts';
import type { Executor } from '../db/client.ts';
import { refreshTokens, sessions, users } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { signAccessToken } from './access-token.ts';
import { storedUserAgent } from './device.ts';
import { digest, randomToken } from './random.ts';
import { accessTokenKey, refreshSuccessorKey } from './secrets.ts';
import { recordSignInDevice } from './sign-in-devices.ts';

/**
 * How long the refresh token just exchanged may be presented again: it is answered with the same successor
 * (and a new access token) instead of revoking the session. Long enough for parallel calls, two tabs and a
 * retry after a lost answer; short enough that a stolen token replayed later is still caught.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

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

/** Where a sign-in comes from: the request's User-Agent and address (`unknown` when the server cannot tell). */
export interface SessionClient {
  readonly userAgent: string | null;
  readonly ip: string;
}

/** A new session's tokens, and whether it came from a device its person never signed in with before. */
export interface StartedSession extends IssuedTokens {
  readonly newDevice: boolean;
}

interface SessionRef extends SessionGrant {
  readonly sessionId: string;
}

async function accessTokenFor(
  db: Executor,
  lifetimes: TokenLifetimes,
  session: SessionRef,
  now: Date,
): Promise<Pick<IssuedTokens, 'accessToken' | 'accessExpiresAt'>> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimes.accessTokenTtlS;
  const claims = { sub: session.userId, acc: session.accountId, role: session.role, sid: session.sessionId };
  const accessToken = signAccessToken({ ...claims, iat: issuedAt, exp: expiresAt }, await accessTokenKey(db));
  return { accessToken, accessExpiresAt: new Date(expiresAt * 1000) };
}

/**
 * Store a refresh token's digest (a successor already stored by a racing exchange is left as it is);
 * answers the expiry it was given.
 */
async function storeRefreshToken(
  db: Executor,
  lifetimes: TokenLifetimes,
  token: { readonly value: string; readonly sessionId: string; readonly rotatedFrom: string | null },
  now: Date,
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + lifetimes.refreshTokenTtlS * 1000);
  await db
    .insert(refreshTokens)
    .values({
      id: randomUUID(),
      sessionId: token.sessionId,
      tokenHash: digest(token.value),
      rotatedFrom: token.rotatedFrom,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  return expiresAt;
}

/**
 * A new sign-in of `grant`. `client` is where it came from (null for sessions the server makes itself, such
 * as tests'): its User-Agent and address are kept for the person's list of sessions, and its device is
 * recorded (server/auth/sign-in-devices.ts).
 */
export async function startSession(
  db: Executor,
  lifetimes: TokenLifetimes,
  grant: SessionGrant,
  now: Date,
  client: SessionClient | null,
): Promise<StartedSession> {
  const sessionId = randomUUID();
  const userAgent = storedUserAgent(client?.userAgent ?? null);
  const ip = client !== null && isIP(client.ip) !== 0 ? client.ip : null;
  await db.insert(sessions).values({ id: sessionId, ...grant, userAgent, ip, createdAt: now, lastActiveAt: now });
  const newDevice = client === null ? false : await recordSignInDevice(db, grant.userId, userAgent, now);
  const refreshToken = randomToken();
  const refreshExpiresAt = await storeRefreshToken(
    db,
    lifetimes,
    { value: refreshToken, sessionId, rotatedFrom: null },
    now,
  );
  const access = await accessTokenFor(db, lifetimes, { ...grant, sessionId }, now);
  return { ...access, refreshToken, refreshExpiresAt, newDevice };
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

/** Sign out everywhere else: every open session of the person but `keepSessionId`; answers how many ended. */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The sessions list shows at most this many, the most recently active first. */
export const SESSIONS_SHOWN = 50;

export type SessionRow = typeof sessions.$inferSelect;

/**
 * The person's sessions still able to renew their access: not revoked, with an unused refresh token not
 * expired (a session whose tokens lapsed is over even if nobody revoked it).
 */
export async function openSessionsOf(db: Executor, userId: number, now: Date): Promise<SessionRow[]> {
  const renewable = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.sessionId, sessions.id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)),
    );
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exists(renewable)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt))
    .limit(SESSIONS_SHOWN);
}

const sessionExpired = () => new ApiError('SESSION_EXPIRED');

/**
 * The token that follows `token`: derived from it with a server key rather than drawn at random, so every
 * exchange of one token within the grace answers the same successor while the database keeps digests only.
 * Knowing a token without the key tells nothing about its successor.
 */
async function successorOf(db: Executor, token: string): Promise<string> {
  const key = Buffer.from(await refreshSuccessorKey(db), 'base64url');
  return createHmac('sha256', key).update(token).digest('base64url');
}

/**
 * The successor's expiry when `parentId` was exchanged within the grace and its successor is still unused;
 * else undefined (an older token, or too late: reuse).
 */
async function successorInGrace(
  db: Executor,
  parentId: string,
  successor: string,
  now: Date,
): Promise<Date | undefined> {
  const parent = alias(refreshTokens, 'parent');
  const [row] = await db
    .select({ expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .innerJoin(parent, eq(parent.id, refreshTokens.rotatedFrom))
    .where(
      and(
        eq(refreshTokens.tokenHash, digest(successor)),
        eq(parent.id, parentId),
        gte(parent.usedAt, new Date(now.getTime() - REFRESH_REUSE_GRACE_MS)),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return row?.expiresAt;
}

/**
 * Exchange a refresh token for a new pair; any problem is `SESSION_EXPIRED`. The token is marked used and its
 * successor stored (successor first, so a racing exchange that sees the token used finds it); then the
 * answer is the successor, which parallel exchanges within the grace share. Reuse after the grace, or of an
 * older token, revokes the session.
 */
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
  const { id: sessionId, userId, accountId, role } = row.session;
  const successor = await successorOf(db, refreshToken);
  if (row.token.usedAt === null) {
    await storeRefreshToken(db, lifetimes, { value: successor, sessionId, rotatedFrom: row.token.id }, now);
    await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)));
  }
  const refreshExpiresAt = await successorInGrace(db, row.token.id, successor, now);
  if (refreshExpiresAt === undefined) {
    await revokeSession(db, sessionId, now);
    throw sessionExpired();
  }
  await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, sessionId));
  const grant = { userId, accountId, role };
  const access = await accessTokenFor(db, lifetimes, { ...grant, sessionId }, now);
  return { grant, tokens: { ...access, refreshToken: successor, refreshExpiresAt } };
}

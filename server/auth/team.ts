/**
 * Which account a sign-in acts on. A person signs in to their own account as its director, or, through the
 * delegation sign-in, to the account of the director whose team they belong to, with their team role.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { teamMembers } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import type { SessionGrant } from './sessions.ts';
import type { UserRow } from './users.ts';

/** Statuses of an invitation that is still waiting for the invitee. */
const WAITING = new Set(['INVITED', 'PENDING']);

/** The team membership a person signs in with: the active one, most recently joined. */
export async function teamGrant(db: Executor, user: UserRow): Promise<SessionGrant> {
  const memberships = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.memberUserId, user.id))
    .orderBy(sql`${teamMembers.status} = 'ACTIVE' desc`, desc(teamMembers.invitedAt));
  const [first] = memberships;
  if (first?.status === 'ACTIVE') return { userId: user.id, accountId: first.directorId, role: first.role };
  if (first !== undefined && WAITING.has(first.status)) throw new ApiError('INVITATION_PENDING');
  throw new ApiError('INVALID_CREDENTIALS');
}

/** A person's own account; someone who only exists as a team member signs in to that team instead. */
export function ownGrant(db: Executor, user: UserRow): Promise<SessionGrant> {
  if (user.memberOnly) return teamGrant(db, user);
  return Promise.resolve({ userId: user.id, accountId: user.id, role: 'DIRECTOR' });
}

/** Remember when a team member last signed in (the team list shows it). */
export async function recordTeamSignIn(db: Executor, grant: SessionGrant, now: Date): Promise<void> {
  if (grant.accountId === grant.userId) return;
  await db
    .update(teamMembers)
    .set({ lastSignInAt: now })
    .where(and(eq(teamMembers.directorId, grant.accountId), eq(teamMembers.memberUserId, grant.userId)));
}

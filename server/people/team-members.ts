/**
 * A director's team as the Delegation calls show it (src/contract/calls/delegation.ts). Every query is
 * scoped to the director's account, so another director's member id simply does not exist here.
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { MemberStatus, TeamMemberType } from '../../src/contract/calls/delegation.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import type { Executor } from '../db/client.ts';
import { sessions, teamMembers } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ErrorCode } from '../errors/catalogue.ts';

export type TeamMemberRow = typeof teamMembers.$inferSelect;
type Status = (typeof MemberStatus.options)[number];
type AssignableRole = 'FINANCE' | 'SELLER';

/** An invitation whose link ran out before acceptance shows as EXPIRED; the row itself stays INVITED. */
function statusSql(now: Date): SQL<Status> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<Status>`(case when ${teamMembers.status} = 'INVITED' and ${teamMembers.invitationExpiresAt} <= ${at}
    then 'EXPIRED' else ${teamMembers.status} end)`;
}

export function memberStatus(row: TeamMemberRow, now: Date): Status {
  const expired = row.status === 'INVITED' && row.invitationExpiresAt !== null && row.invitationExpiresAt <= now;
  return expired ? 'EXPIRED' : row.status;
}

export function toTeamMember(row: TeamMemberRow, now: Date): TeamMemberType {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    status: memberStatus(row, now),
    invited_at: row.invitedAt.toISOString(),
    link_expires_at: row.status === 'ACTIVE' ? null : (row.invitationExpiresAt?.toISOString() ?? null),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

export interface TeamQuery {
  readonly page: number;
  readonly limit: number;
  readonly status?: Status | undefined;
  readonly role?: TeamMemberRow['role'] | undefined;
  readonly search?: string | undefined;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function teamFilter(directorId: number, query: TeamQuery, now: Date): SQL | undefined {
  const search = query.search ? containing(query.search) : undefined;
  return and(
    eq(teamMembers.directorId, directorId),
    query.status === undefined ? undefined : eq(statusSql(now), query.status),
    query.role === undefined ? undefined : eq(teamMembers.role, query.role),
    search === undefined ? undefined : or(ilike(teamMembers.fullName, search), ilike(teamMembers.email, search)),
  );
}

export async function listTeam(db: Executor, directorId: number, query: TeamQuery, now: Date) {
  const where = teamFilter(directorId, query, now);
  const rows = await db
    .select()
    .from(teamMembers)
    .where(where)
    .orderBy(desc(teamMembers.invitedAt), desc(teamMembers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ total: count() }).from(teamMembers).where(where);
  return {
    items: rows.map((row) => toTeamMember(row, now)),
    total: total?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function teamMemberOf(
  db: Executor,
  directorId: number,
  id: number,
  missing: ErrorCode = 'MEMBER_NOT_FOUND',
): Promise<TeamMemberRow> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.directorId, directorId)));
  if (row === undefined) throw new ApiError(missing);
  return row;
}

/**
 * The member's open sessions in this account take the new role at once: authentication reads the role from
 * the session row (server/auth/authenticate.ts), and the next refresh puts it in the tokens and the cookie.
 */
export async function changeRole(
  db: Executor,
  directorId: number,
  id: number,
  role: AssignableRole,
): Promise<TeamMemberRow> {
  const [row] = await db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.id, id), eq(teamMembers.directorId, directorId)))
    .returning();
  if (row === undefined) throw new ApiError('MEMBER_NOT_FOUND');
  if (row.memberUserId !== null) {
    await db
      .update(sessions)
      .set({ role })
      .where(
        and(eq(sessions.userId, row.memberUserId), eq(sessions.accountId, directorId), isNull(sessions.revokedAt)),
      );
  }
  return row;
}

/** Remove a member or withdraw an invitation; nothing to remove is success too (a retried DELETE). */
export async function removeMember(db: Executor, directorId: number, id: number, now: Date): Promise<void> {
  const [row] = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.directorId, directorId)))
    .returning();
  if (row !== undefined && row.memberUserId !== null) {
    await revokeSessionsOf(db, { userId: row.memberUserId, accountId: directorId }, now);
  }
}

/** Members and open invitations of a team: the invitation form refuses more than this. */
export const TEAM_LIMIT = 20;

export async function teamSize(db: Executor, directorId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teamMembers).where(eq(teamMembers.directorId, directorId));
  return row?.total ?? 0;
}

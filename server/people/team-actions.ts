/** What a director does to their team, and what an invitee does with their link (Delegation calls). */
import type { Locale } from '../../src/lib/locale.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { revokeSessionsOf } from '../auth/sessions.ts';
import { createUser, findUserByEmail, findUserById, normaliseEmail, setPassword, type UserRow } from '../auth/users.ts';
import { type AccountLimit, assertBelowLimit } from '../db/account-limit.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { teamMembers } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { claimLink, type LinkContext, linkKindOf, mailLink, memberByToken } from './team-links.ts';
import { TEAM_LIMIT, type TeamMemberRow, teamMemberOf, teamSize } from './team-members.ts';

export interface Invitation {
  readonly email: string;
  readonly full_name: string;
  readonly role: 'FINANCE' | 'SELLER';
}

const TEAM: AccountLimit = { max: TEAM_LIMIT, code: 'TEAM_LIMIT_REACHED', count: teamSize };

/** An address that owns an account cannot also be a member-only login; a member-only one may join. */
async function assertInvitable(tx: Transaction, directorId: number, email: string): Promise<void> {
  const existing = await findUserByEmail(tx, email);
  if (existing !== undefined && !existing.memberOnly) throw new ApiError('EMAIL_TAKEN');
  await assertBelowLimit(tx, directorId, TEAM);
}

export async function invite(
  db: Transaction,
  directorId: number,
  invitation: Invitation,
  context: LinkContext,
): Promise<TeamMemberRow> {
  const email = normaliseEmail(invitation.email);
  await assertInvitable(db, directorId, email);
  const [row] = await db
    .insert(teamMembers)
    .values({
      directorId,
      email,
      fullName: invitation.full_name,
      role: invitation.role,
      status: 'INVITED',
      invitedAt: context.now,
    })
    .onConflictDoNothing({ target: [teamMembers.directorId, teamMembers.email] })
    .returning();
  if (row === undefined) throw new ApiError('MEMBER_EXISTS');
  return mailLink(db, row, 'invitation', context);
}

/** Mail the member's current kind of link again (the director's resend button, or the expired page). */
export function resendLink(db: Executor, row: TeamMemberRow, context: LinkContext): Promise<TeamMemberRow> {
  if (row.status === 'ACTIVE') throw new ApiError('INVITATION_ALREADY_ACCEPTED');
  return mailLink(db, row, linkKindOf(row), context);
}

/** Sign the member out everywhere and mail a link to choose a new password. */
export async function resetMemberPassword(
  db: Executor,
  directorId: number,
  id: number,
  context: LinkContext,
): Promise<TeamMemberRow> {
  const row = await teamMemberOf(db, directorId, id);
  if (row.memberUserId === null || (row.status !== 'ACTIVE' && row.status !== 'PENDING')) {
    throw new ApiError('MEMBER_NOT_ACTIVE');
  }
  await revokeSessionsOf(db, { userId: row.memberUserId }, context.now);
  return mailLink(db, row, 'reset', context);
}

async function memberLogin(db: Executor, row: TeamMemberRow, password: string, lang: Locale, now: Date) {
  const known =
    row.memberUserId === null ? await findUserByEmail(db, row.email) : await findUserById(db, row.memberUserId);
  if (known === undefined) {
    return createUser(db, {
      email: row.email,
      password,
      fullName: row.fullName,
      accountType: 'INDIVIDUAL',
      memberOnly: true,
      language: lang,
      createdAt: now,
    });
  }
  // The address became an account holder's since the invitation: their password is not the team's to set.
  if (!known.memberOnly) throw new ApiError('INVITATION_INVALID');
  await setPassword(db, known.id, password, now);
  return known;
}

export interface Accepted {
  readonly person: UserRow;
  readonly membership: TeamMemberRow;
}

/** Set the password from a link, activate the membership; the caller signs the member in. */
export async function acceptLink(
  db: Executor,
  token: string,
  password: string,
  lang: Locale,
  now: Date,
): Promise<Accepted> {
  const row = await memberByToken(db, token);
  if (row.invitationExpiresAt === null || row.invitationExpiresAt <= now) throw new ApiError('INVITATION_EXPIRED');
  assertStrongPassword(password, row.email, 'password');
  const person = await memberLogin(db, row, password, lang, now);
  return { person, membership: await claimLink(db, row, person.id) };
}

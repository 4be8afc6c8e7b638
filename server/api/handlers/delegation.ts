/**
 * Handlers of src/contract/calls/delegation.ts: a director's team (the pipeline admits DIRECTOR only where
 * the entry says so, and every query is scoped to the director's account) and the invitee's link.
 */
import { authenticateAccessToken, bearerToken } from '../../auth/authenticate.ts';
import { startSession } from '../../auth/sessions.ts';
import { recordTeamSignIn } from '../../auth/team.ts';
import type { Executor } from '../../db/client.ts';
import { ApiError } from '../../errors/api-error.ts';
import { acceptLink, invite, resendLink, resetMemberPassword } from '../../people/team-actions.ts';
import { memberByToken } from '../../people/team-links.ts';
import { changeRole, listTeam, removeMember, teamMemberOf, toTeamMember } from '../../people/team-members.ts';
import { callNamed, handle, handlePublic } from '../handler.ts';
import { tokensData } from './auth-data.ts';

function linkSent(row: { invitationExpiresAt: Date | null }, now: Date) {
  return { link_expires_at: (row.invitationExpiresAt ?? now).toISOString() };
}

/** The director a resend by id comes from: this call's client sends no token by itself, so it is read here. */
async function directorOf(db: Executor, headers: Headers, now: Date): Promise<number> {
  const token = bearerToken(headers.get('authorization'));
  if (token === null) throw new ApiError('UNAUTHENTICATED');
  const caller = await authenticateAccessToken(db, token, now);
  if (caller.role !== 'DIRECTOR') throw new ApiError('FORBIDDEN');
  return caller.accountId;
}

export const delegationHandlers = [
  handle(callNamed('listTeamMembers'), async ({ db, user, query, now }) => ({
    status: true,
    data: await listTeam(db, user.accountId, query, now),
  })),

  handle(callNamed('inviteTeamMember'), async ({ db, config, user, body, lang, now }) => {
    const context = { origin: config.publicAppUrl, lang, now };
    const row = await db.transaction((tx) => invite(tx, user.accountId, body, context));
    return { status: true, data: toTeamMember(row, now) };
  }),

  handlePublic(callNamed('acceptInvitation'), async ({ db, config, body, lang, now, userAgent, ip }) => {
    const { person, membership } = await db.transaction((tx) => acceptLink(tx, body.token, body.password, lang, now));
    const grant = { userId: person.id, accountId: membership.directorId, role: membership.role };
    const tokens = await startSession(db, config, grant, now, { userAgent, ip });
    await recordTeamSignIn(db, grant, now);
    return { status: true, data: tokensData(tokens, person, grant.role, 'NOT_REQUIRED', now) };
  }),

  handlePublic(callNamed('resendInvitation'), async ({ db, config, body, headers, lang, now }) => {
    const context = { origin: config.publicAppUrl, lang, now };
    const row =
      'id' in body
        ? await teamMemberOf(db, await directorOf(db, headers, now), body.id, 'INVITATION_INVALID')
        : await memberByToken(db, body.token);
    return { status: true, data: linkSent(await resendLink(db, row, context), now) };
  }),

  handle(callNamed('resetTeamMemberPassword'), async ({ db, config, user, body, lang, now }) => {
    const context = { origin: config.publicAppUrl, lang, now };
    const row = await db.transaction((tx) => resetMemberPassword(tx, user.accountId, body.id, context));
    return { status: true, data: linkSent(row, now) };
  }),

  handle(callNamed('changeTeamMemberRole'), async ({ db, user, params, body, now }) => ({
    status: true,
    data: toTeamMember(await changeRole(db, user.accountId, params.id, body.role), now),
  })),

  handle(callNamed('removeTeamMember'), async ({ db, user, params, now }) => {
    await removeMember(db, user.accountId, params.id, now);
    return { status: true };
  }),
];

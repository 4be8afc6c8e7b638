/**
 * Team management (SPEC section 7, Delegation): a director invites employees who sign in with their own
 * password through /delegation/accounts/login and act on the director's account with a team role.
 * Only the DIRECTOR manages the team (PRODUCT.md section 4).
 */
import { z } from 'zod';
import { Done, Id, IdParams, numberedPage, ok, PageQuery, SearchQuery, TeamRoleSchema, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { Email, Password, PersonName } from '../fields.ts';
import { rolesThatMay } from '../role-capabilities.ts';
import { AuthTokens } from './auth.ts';

const TAG = 'team';
/** Who manages the team: the role table the user-management screen shows (PRODUCT.md section 4). */
const DIRECTOR = rolesThatMay('team');

/**
 * SPEC section 4, invitation: INVITED (mailed, not accepted), EXPIRED (link expired before acceptance),
 * PENDING (a password reset was requested; signs in again once the new password is set), ACTIVE.
 */
export const MemberStatus = z.enum(['INVITED', 'EXPIRED', 'ACTIVE', 'PENDING']);

/** Roles a director may give: a team has one director, its owner. */
export const AssignableRole = z.enum(['FINANCE', 'SELLER']);

/** An emailed one-time token (invitation or password set link): RFC 3986 unreserved characters. */
export const EmailedToken = z.string().regex(/^[A-Za-z0-9._~-]{16,512}$/, 'token_format');

export const TeamMember = z.object({
  id: Id,
  email: Email,
  full_name: z.string(),
  role: TeamRoleSchema,
  status: MemberStatus,
  invited_at: Timestamp,
  /** When the current invitation or password link stops working; null once ACTIVE. */
  link_expires_at: Timestamp.nullable(),
  last_sign_in_at: Timestamp.nullable(),
});
export type TeamMemberType = z.infer<typeof TeamMember>;

/** When the mailed link stops working. */
const LinkSent = ok(z.object({ link_expires_at: Timestamp }));

export const delegationCalls = [
  defineCall({
    name: 'listTeamMembers',
    client: 'client',
    method: 'GET',
    path: '/delegation/accounts/me',
    tag: TAG,
    roles: DIRECTOR,
    summary: "The director's team, newest invitation first; `search` matches name or email.",
    query: PageQuery.extend({
      status: MemberStatus.optional(),
      role: TeamRoleSchema.optional(),
      search: SearchQuery,
    }),
    response: ok(numberedPage(TeamMember)),
  }),
  defineCall({
    name: 'inviteTeamMember',
    client: 'client',
    method: 'POST',
    path: '/delegation/accounts',
    tag: TAG,
    roles: DIRECTOR,
    summary: 'Invite an employee: mails a link to /set-password, valid 7 days. The member is INVITED until accepted.',
    body: z.object({ email: Email, full_name: PersonName, role: AssignableRole }),
    response: ok(TeamMember),
    errors: ['EMAIL_TAKEN', 'MEMBER_EXISTS', 'TEAM_LIMIT_REACHED'],
  }),
  defineCall({
    name: 'acceptInvitation',
    client: 'auth',
    method: 'POST',
    path: '/delegation/accounts/invitation/accept',
    tag: TAG,
    summary:
      'Set the password from a mailed link (/set-password): an invitation or a password reset the director asked for. Makes the member ACTIVE and signs them in.',
    body: z.object({ token: EmailedToken, password: Password }),
    response: ok(AuthTokens),
    errors: ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'WEAK_PASSWORD'],
  }),
  defineCall({
    name: 'resendInvitation',
    client: 'auth',
    auth: 'optional',
    method: 'POST',
    path: '/delegation/accounts/invitation/resend',
    tag: TAG,
    summary:
      "Mail a fresh invitation link (the old one stops working). Either `{ id }` from the director — the request must then also carry the director's `Authorization: Bearer` (this client sends none by itself; the server reads it when present) — or `{ token }`, the expired link's token, from the public /invitation-expired page.",
    body: z.union([z.strictObject({ id: Id }), z.strictObject({ token: EmailedToken })]),
    response: LinkSent,
    errors: ['INVITATION_INVALID', 'INVITATION_ALREADY_ACCEPTED', 'RATE_LIMITED'],
  }),
  defineCall({
    name: 'resetTeamMemberPassword',
    client: 'client',
    method: 'POST',
    path: '/delegation/accounts/reset-password',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      "Reset a member's password: signs them out everywhere, marks them PENDING and mails a /set-password link (valid 24 hours) that /invitation/accept completes.",
    body: z.object({ id: Id }),
    response: LinkSent,
    errors: ['MEMBER_NOT_FOUND', 'MEMBER_NOT_ACTIVE', 'RATE_LIMITED'],
  }),
  defineCall({
    name: 'changeTeamMemberRole',
    client: 'client',
    method: 'PATCH',
    path: '/delegation/accounts/{id}/roles',
    tag: TAG,
    roles: DIRECTOR,
    summary: "Change a member's role; their sessions get the new role at the next token refresh.",
    idempotent: true,
    params: IdParams,
    body: z.object({ role: AssignableRole }),
    response: ok(TeamMember),
    errors: ['MEMBER_NOT_FOUND'],
  }),
  defineCall({
    name: 'removeTeamMember',
    client: 'client',
    method: 'DELETE',
    path: '/delegation/accounts/{id}',
    tag: TAG,
    roles: DIRECTOR,
    summary:
      'Remove a member (or withdraw an invitation): their sessions are revoked at once. Removing one already removed succeeds, so a retry is safe.',
    idempotent: true,
    params: IdParams,
    response: Done,
  }),
] as const;

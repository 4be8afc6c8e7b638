/**
 * The emailed /set-password links of a team (SPEC section 7, Delegation): an invitation (7 days) or a
 * password reset the director asked for (24 hours). Only a digest of a link's token is stored; a new link
 * replaces the previous one, which stops working.
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../src/lib/locale.ts';
import { sendMessage } from '../auth/outbox.ts';
import { digest, randomToken } from '../auth/random.ts';
import { consumeLimit, type RateLimit } from '../auth/rate-limit.ts';
import { findUserById } from '../auth/users.ts';
import type { Executor } from '../db/client.ts';
import { teamMembers } from '../db/schema/auth.ts';
import { ApiError } from '../errors/api-error.ts';
import { displayName } from './profile.ts';
import type { TeamMemberRow } from './team-members.ts';
import { type LinkKind, teamLinkMessage } from './team-messages.ts';

const DAY_MS = 24 * 3_600_000;
export const LINK_TTL_MS: Readonly<Record<LinkKind, number>> = { invitation: 7 * DAY_MS, reset: DAY_MS };
/** Links mailed again for one member: 5 per hour, so a resend button cannot flood an inbox. */
const LINKS_SENT: RateLimit = { name: 'team-links', limit: 5, windowMs: 60 * 60_000 };

export interface LinkContext {
  /** The app's public origin (config PUBLIC_APP_URL, never a request header), for the absolute link. */
  readonly origin: string;
  readonly lang: Locale;
  readonly now: Date;
}

/** A PENDING member is setting a new password; anyone else not yet ACTIVE is invited. */
export function linkKindOf(row: TeamMemberRow): LinkKind {
  return row.status === 'PENDING' ? 'reset' : 'invitation';
}

/** Store a fresh link for the member (status INVITED or PENDING) and mail it; answers the row as updated. */
export async function mailLink(
  db: Executor,
  row: TeamMemberRow,
  kind: LinkKind,
  context: LinkContext,
): Promise<TeamMemberRow> {
  const { origin, lang, now } = context;
  await consumeLimit(db, LINKS_SENT, String(row.id), now);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS[kind]);
  const [updated] = await db
    .update(teamMembers)
    .set({
      status: kind === 'reset' ? 'PENDING' : 'INVITED',
      invitationTokenHash: digest(token),
      invitationExpiresAt: expiresAt,
    })
    .where(eq(teamMembers.id, row.id))
    .returning();
  if (updated === undefined) throw new ApiError('MEMBER_NOT_FOUND');
  const director = await findUserById(db, row.directorId);
  const link = `${origin}/set-password?token=${encodeURIComponent(token)}`;
  const facts = { name: row.fullName, director: director ? displayName(director) : '', link, expiresAt };
  await sendMessage(db, { to: row.email, channel: 'email', ...teamLinkMessage(kind, lang, facts), link }, now);
  return updated;
}

/** The member a link's token names; INVITATION_INVALID for an unknown, replaced or used one. */
export async function memberByToken(db: Executor, token: string): Promise<TeamMemberRow> {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.invitationTokenHash, digest(token)));
  if (row === undefined || row.status === 'ACTIVE') throw new ApiError('INVITATION_INVALID');
  return row;
}

/** Use the link up: one atomic update, so of two acceptances of one link only one wins. */
export async function claimLink(db: Executor, row: TeamMemberRow, memberUserId: number): Promise<TeamMemberRow> {
  const [claimed] = await db
    .update(teamMembers)
    .set({ status: 'ACTIVE', memberUserId, invitationTokenHash: null, invitationExpiresAt: null })
    .where(and(eq(teamMembers.id, row.id), eq(teamMembers.invitationTokenHash, row.invitationTokenHash ?? '')))
    .returning();
  if (claimed === undefined) throw new ApiError('INVITATION_INVALID');
  return claimed;
}

/**
 * The team screen's plain decisions: which actions a member's row offers, and what a role may do (the contract's
 * role table, src/contract/role-capabilities.ts, which the server's calls agree with).
 */
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import type { TeamRole } from '../../contract/define.ts';
import { type CapabilityLevel, ROLE_CAPABILITIES } from '../../contract/role-capabilities.ts';

export type MemberAction = 'resend' | 'role' | 'remove';

/** The roles a director gives (a team has one director, its owner). */
export const ASSIGNABLE_ROLES = ['FINANCE', 'SELLER'] as const satisfies readonly TeamRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * What a row offers: a new link while the member has not (re)joined — an invitation waiting or expired, a password
 * reset pending —, a role change, and removal (which also withdraws an invitation). The director's own row, were it
 * ever listed, offers nothing.
 */
export function actionsFor(member: Pick<TeamMemberType, 'role' | 'status'>): readonly MemberAction[] {
  if (member.role === 'DIRECTOR') return [];
  return member.status === 'ACTIVE' ? ['role', 'remove'] : ['resend', 'role', 'remove'];
}

export interface CapabilityLine {
  readonly key: string;
  readonly level: CapabilityLevel;
}

/** What `role` may do, row by row of the role table. */
export function capabilitiesOf(role: TeamRole): readonly CapabilityLine[] {
  return ROLE_CAPABILITIES.map((row) => ({ key: row.key, level: row.levels[role] }));
}

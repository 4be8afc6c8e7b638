/** The team screen's words for roles and member statuses, in the page's language. */
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import type { TeamRole } from '../../contract/define.ts';
import { m } from '../../lib/i18n.ts';

type Words = () => string;

export const ROLE_LABEL: Readonly<Record<TeamRole, Words>> = {
  DIRECTOR: m.team_role_director,
  FINANCE: m.team_role_finance,
  SELLER: m.team_role_seller,
};

export const STATUS_LABEL: Readonly<Record<TeamMemberType['status'], Words>> = {
  INVITED: m.team_status_invited,
  EXPIRED: m.team_status_expired,
  ACTIVE: m.team_status_active,
  PENDING: m.team_status_pending,
};

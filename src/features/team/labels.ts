/** The team screen's words for roles, member statuses and the role table, in the page's language. */
import type { TeamMemberType } from '../../contract/calls/delegation.ts';
import type { TeamRole } from '../../contract/define.ts';
import type { CapabilityKey, CapabilityLevel } from '../../contract/role-capabilities.ts';
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

export const CAPABILITY_LABEL: Readonly<Record<CapabilityKey, Words>> = {
  balances: m.team_cap_balances,
  move_money: m.team_cap_move_money,
  payment_methods: m.team_cap_payment_methods,
  virtual_accounts: m.team_cap_virtual_accounts,
  cards: m.team_cap_cards,
  cancel_cards: m.team_cap_cancel_cards,
  team: m.team_cap_team,
  developers: m.team_cap_developers,
  verification: m.team_cap_verification,
};

/** Which part a role has of a capability it has only partly (the table's only such row today). */
export const PARTIAL_NOTE: Readonly<Partial<Record<CapabilityKey, Words>>> = {
  balances: m.team_cap_balances_partial,
};

export const LEVEL_LABEL: Readonly<Record<CapabilityLevel, Words>> = {
  full: m.team_level_full,
  partial: m.team_level_partial,
  view: m.team_level_view,
  none: m.team_level_none,
};

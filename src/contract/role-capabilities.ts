/**
 * What each team role may do (PRODUCT.md section 4), as data: the one table the user-management screen shows beside
 * the role picker and the contract's `roles` agree with. The team calls take their roles from it (calls/delegation.ts);
 * for the others `tests/contract/role-capabilities.test.ts` proves every call named here admits exactly the roles the
 * table gives it, so the screen cannot promise what the server refuses. Zod-free: a page reads it without the contract.
 */
import { TEAM_ROLES, type TeamRole } from './define.ts';

/** full: may do it; partial: may do some of it (the row's note says which); view: may look; none: may not. */
export type CapabilityLevel = 'full' | 'partial' | 'view' | 'none';

export interface Capability {
  /** Names the row's words (`team_cap_<key>`, and `team_cap_<key>_partial` when a role has it partly). */
  readonly key: string;
  readonly levels: Readonly<Record<TeamRole, CapabilityLevel>>;
  /** Calls that do it: admitted for exactly the roles at `full` or `partial`. */
  readonly acts: readonly string[];
  /** Calls that only read it: admitted for every role not at `none`. */
  readonly reads: readonly string[];
}

const ONLY_DIRECTOR = { DIRECTOR: 'full', FINANCE: 'none', SELLER: 'none' } as const;
const MONEY_ROLES = { DIRECTOR: 'full', FINANCE: 'full', SELLER: 'none' } as const;

export const ROLE_CAPABILITIES = [
  {
    key: 'balances',
    levels: { DIRECTOR: 'full', FINANCE: 'full', SELLER: 'partial' },
    acts: [],
    reads: ['getBalances'],
  },
  {
    key: 'move_money',
    levels: MONEY_ROLES,
    acts: ['createTopUp', 'createVaWithdrawal', 'createInternalTransfer', 'createInvoice', 'topUpCard'],
    reads: [],
  },
  {
    key: 'payment_methods',
    levels: { DIRECTOR: 'full', FINANCE: 'view', SELLER: 'none' },
    acts: ['addBank', 'updateBank', 'removeBank', 'addEWallet', 'updateEWallet', 'removeEWallet'],
    reads: ['listPayments'],
  },
  {
    key: 'virtual_accounts',
    levels: { DIRECTOR: 'full', FINANCE: 'full', SELLER: 'view' },
    acts: [
      'createVirtualAccount',
      'assignVaPlatform',
      'unassignVaPlatform',
      'bulkUpdateVaPlatform',
      'createQrMerchant',
    ],
    reads: ['listVirtualAccounts'],
  },
  {
    key: 'cards',
    levels: MONEY_ROLES,
    acts: ['issueCard', 'freezeCard', 'unfreezeCard', 'getCardSensitive'],
    reads: ['listCards'],
  },
  { key: 'cancel_cards', levels: ONLY_DIRECTOR, acts: ['cancelCard'], reads: [] },
  {
    key: 'team',
    levels: ONLY_DIRECTOR,
    acts: [
      'listTeamMembers',
      'inviteTeamMember',
      'resetTeamMemberPassword',
      'changeTeamMemberRole',
      'removeTeamMember',
    ],
    reads: [],
  },
  {
    key: 'developers',
    levels: ONLY_DIRECTOR,
    acts: ['listApiKeys', 'createApiKey', 'revokeApiKey', 'listWebhooks', 'createWebhook', 'deleteWebhook'],
    reads: [],
  },
  { key: 'verification', levels: ONLY_DIRECTOR, acts: ['submitKyc', 'submitKyb', 'saveKycDraft'], reads: [] },
] as const satisfies readonly Capability[];

export type CapabilityKey = (typeof ROLE_CAPABILITIES)[number]['key'];

/** The roles that may do what `key` names (at full or partial level), in TEAM_ROLES order. */
export function rolesThatMay(key: CapabilityKey): readonly TeamRole[] {
  const row: Capability | undefined = ROLE_CAPABILITIES.find((capability) => capability.key === key);
  return TEAM_ROLES.filter((role) => row?.levels[role] === 'full' || row?.levels[role] === 'partial');
}

/** /user's list over `listTeamMembers`: status, role and search in the address bar (the kit's list store). */
import { listTeamMembers } from '../../lib/http/query-rules/listTeamMembers.generated.ts';
import { createListStore } from '../../stores/kit/list.ts';
import type { PageEnv } from '../../stores/kit/page-env.ts';

/** What the director filters the team by, in the order the address bar lists them. */
export const TEAM_FILTERS = ['status', 'role', 'search'] as const;

export function createTeamList(env?: PageEnv) {
  return createListStore('listTeamMembers', listTeamMembers, { filters: TEAM_FILTERS, ...(env ? { env } : {}) });
}

export const teamList = createTeamList();
export type TeamList = typeof teamList;

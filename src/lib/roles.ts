/**
 * The sign-in roles read from the access token (SPEC section 1): the route table, the guard, the session
 * and the profile all speak of these three.
 */
export const ROLES = ['director', 'financial', 'seller'] as const;
export type Role = (typeof ROLES)[number];

/** Narrow a role claim; director when absent or unknown (SPEC section 1). */
export function toRole(value: string | null | undefined): Role {
  return ROLES.find((role) => role === value?.toLowerCase()) ?? 'director';
}

/**
 * The slice of a route the page carries in `<html data-route>` for the boot script and islands.
 */
import { readCookie } from '../lib/cookies.ts';
import type { SessionView } from './guard.ts';
import { ROLES, type Role, type RouteDef } from './routes.ts';

export type PageRoute = Pick<RouteDef, 'path' | 'access' | 'roles' | 'params'>;

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ROLE_COOKIE = 'role';

/** Serialise a route for the `data-route` attribute. */
export function pageRouteData(route: RouteDef): string {
  const data: PageRoute = {
    path: route.path,
    access: route.access,
    ...(route.roles && { roles: route.roles }),
    ...(route.params && { params: route.params }),
  };
  return JSON.stringify(data);
}

/** Narrow a role claim; director when absent or unknown (SPEC section 1). */
export function toRole(value: string | null | undefined): Role {
  return ROLES.find((role) => role === value?.toLowerCase()) ?? 'director';
}

/** The session as the guard sees it from cookies alone. */
export function readSession(cookies: string): SessionView {
  return {
    hasToken: Boolean(readCookie(cookies, ACCESS_TOKEN_COOKIE)),
    role: toRole(readCookie(cookies, ROLE_COOKIE)),
  };
}

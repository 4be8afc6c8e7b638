/**
 * The slice of a route the page carries in `<html data-route>` for the boot script and islands.
 */
import { readCookie } from '../lib/cookies.ts';
import { toRole } from '../lib/roles.ts';
import type { SessionView } from './guard.ts';
import type { RouteDef } from './routes.ts';

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

/** The session as the guard sees it from cookies alone. */
export function sessionView(cookies: string): SessionView {
  return {
    hasToken: Boolean(readCookie(cookies, ACCESS_TOKEN_COOKIE)),
    role: toRole(readCookie(cookies, ROLE_COOKIE)),
  };
}

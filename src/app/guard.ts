/**
 * The navigation guard's decision (SPEC section 2, PRODUCT.md section 4), as a pure function.
 * The inline boot script runs it before first paint; islands re-run it once the profile loads.
 */

import type { Role } from '../lib/roles.ts';
import { HOME_PATH, signInUrl } from '../lib/sign-in-url.ts';
import { matchPath, paramsValid } from './params.ts';
import { type RouteDef, roleAllowed } from './routes.ts';

export interface SessionView {
  /** An access token cookie is present. */
  readonly hasToken: boolean;
  /** The role from the profile, else the `role` cookie; director when the token carries none (SPEC section 1). */
  readonly role: Role;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'fatal'; readonly status: 403 | 404 };

/** Decide what a navigation to `pathname` + `search` on `route` does. */
export function decide(
  route: Pick<RouteDef, 'path' | 'access' | 'roles' | 'params'>,
  pathname: string,
  search: string,
  session: SessionView,
): GuardDecision {
  const params = matchPath(route.path, pathname);
  if (params === null || !paramsValid(route.params, params)) return { kind: 'fatal', status: 404 };
  if (route.access === 'public') return { kind: 'allow' };
  if (route.access === 'guest') {
    return session.hasToken ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
  }
  if (!session.hasToken) return { kind: 'redirect', to: signInUrl(pathname + search) };
  if (!roleAllowed(route, session.role)) return { kind: 'fatal', status: 403 };
  return { kind: 'allow' };
}

/**
 * The one check of every `redirect` the app follows (sign-in, /callback, sign-up, invitations): a path on
 * `origin`, judged by the URL parser the browser navigates with — not by prefixes, which `/\t/evil.com`
 * passes (browsers strip tabs and newlines, leaving `//evil.com`). Path, query and hash are kept;
 * anything else is home.
 */
export function safeRedirectTarget(raw: string | null, origin: string): string {
  const url = raw?.startsWith('/') ? parsedUrl(raw, origin) : null;
  // A path starting `//` (from `/..//evil.com`) would be read as another host when navigated to.
  if (url?.origin !== origin || url.pathname.startsWith('//')) return HOME_PATH;
  return url.pathname + url.search + url.hash;
}

/** `new URL`, or null when it throws (URL.canParse is missing from Safari before 17). */
function parsedUrl(raw: string, base: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

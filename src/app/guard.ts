/**
 * The navigation guard's decision (SPEC section 2, PRODUCT.md section 4), as a pure function.
 * The inline boot script runs it before first paint; islands re-run it once the profile loads.
 */
import { matchPath, paramsValid } from './params.ts';
import { type Role, type RouteDef, roleAllowed } from './routes.ts';

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

export const SIGN_IN_PATH = '/signin';
export const HOME_PATH = '/';

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

/** The sign-in URL that returns to `wanted` afterwards. */
export function signInUrl(wanted: string, expired = false): string {
  const query = new URLSearchParams();
  if (wanted && wanted !== HOME_PATH) query.set('redirect', wanted);
  if (expired) query.set('isSessionExpired', 'true');
  const text = query.toString();
  return text ? `${SIGN_IN_PATH}?${text}` : SIGN_IN_PATH;
}

/** A redirect target from the query that stays on this origin (no open redirects). */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  return raw;
}

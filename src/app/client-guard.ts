/**
 * The guard's second half, on interactive pages: the boot script already decided from cookies
 * before first paint; here a token without a loaded profile fetches the profile, and the role
 * from the profile (authoritative over the cookie) is checked again and kept in the `role` cookie, so the
 * next page's boot guard already knows a role the director changed.
 */
import { documentCookieJar, followRole } from '../lib/http/session.ts';
import { splitLocalePrefix } from '../lib/locale.ts';
import { ensureProfile } from '../stores/profile.ts';
import { listenForLogout } from '../stores/session.ts';
import { decide } from './guard.ts';
import type { PageRoute } from './page-route.ts';
import { sessionView } from './page-route.ts';

/** Run the profile-backed guard for this page. */
export async function runClientGuard(): Promise<void> {
  listenForLogout();
  const root = document.documentElement;
  const data = root.dataset.route;
  if (!data || root.dataset.fatal) return;
  const route = JSON.parse(data) as PageRoute;
  const session = sessionView(document.cookie);
  if (route.access !== 'authenticated' || !session.hasToken) return;
  // Offline or a 5xx: keep the boot script's cookie-based decision; the next navigation tries again.
  const profile = await ensureProfile().catch(() => null);
  if (!profile) return;
  root.dataset.role = profile.role;
  followRole(documentCookieJar, profile.role, Date.now());
  const decision = decide(route, splitLocalePrefix(location.pathname).path, location.search, {
    ...session,
    role: profile.role,
  });
  if (decision.kind === 'fatal') root.dataset.fatal = String(decision.status);
}

/**
 * Local logout (SPEC section 2): clear every store and the session cookies, tell the other tabs,
 * and go to sign-in — flagged `isSessionExpired` when the session ran out. Preferences (language,
 * colour mode) are not session data and survive.
 */
import { deleteCookie } from '../lib/cookies.ts';
import { resetAllStores } from '../stores/reset.ts';
import { signInUrl } from './guard.ts';

/** The session cookies of SPEC section 3. */
export const SESSION_COOKIES = [
  'access_token',
  'refresh_token',
  'access_expired_at',
  'refresh_expired_at',
  'two_factor_status',
  'two_factor_verification_status',
  'two_factor_method',
  'role',
] as const;

const CHANNEL = 'campay-session';
type SessionMessage = { readonly type: 'logout'; readonly expired: boolean };

function clearLocally(expired: boolean): void {
  resetAllStores();
  for (const name of SESSION_COOKIES) deleteCookie(name);
  const wanted = expired ? location.pathname + location.search : '';
  location.replace(signInUrl(wanted, expired));
}

/** Log out in this tab and every other open tab. */
export function logoutLocally(options: { expired?: boolean } = {}): void {
  const expired = options.expired ?? false;
  const message: SessionMessage = { type: 'logout', expired };
  new BroadcastChannel(CHANNEL).postMessage(message);
  clearLocally(expired);
}

/** Follow logouts made in other tabs. */
export function listenForLogout(): void {
  new BroadcastChannel(CHANNEL).addEventListener('message', (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'logout') clearLocally(event.data.expired);
  });
}

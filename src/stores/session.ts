/**
 * The session in the browser: keep it after a successful sign-in (SPEC section 4: "store tokens only on
 * success") and log out locally (SPEC section 2): clear every store and the session cookies,
 * tell the other tabs, and go to sign-in — flagged `isSessionExpired` when the session ran out.
 * Preferences (language, colour mode) are not session data and survive.
 */
import type { AuthTokensType } from '../contract/calls/auth.ts';
import { clearSession, documentCookieJar, storeSession as storeSessionIn } from '../lib/http/session.ts';
import { signInUrl } from '../lib/sign-in-url.ts';
import { forgetAllWizards } from './kit/wizard-host.ts';
import { resetAllStores } from './reset.ts';

const CHANNEL = 'campay-session';
type SessionMessage = { readonly type: 'logout'; readonly expired: boolean };

/** Keep the tokens of a successful auth response as the session cookies, until the refresh token expires. */
export function storeSession(tokens: AuthTokensType): void {
  storeSessionIn(documentCookieJar, tokens);
}

/**
 * Set once this tab has started leaving for sign-in. Several logouts can meet in one tab (its own
 * countdown, another tab's broadcast, a refused refresh); only the first one navigates, since a second
 * `location.replace` aborts the first mid-flight (and has crashed Chromium's renderer doing it).
 */
let leaving = false;

function clearLocally(expired: boolean): void {
  if (leaving) return;
  leaving = true;
  resetAllStores();
  forgetAllWizards();
  clearSession(documentCookieJar);
  const wanted = expired ? location.pathname + location.search : '';
  location.replace(signInUrl(wanted, expired));
}

/** Log out in this tab and every other open tab. */
export function logoutLocally(options: { expired?: boolean } = {}): void {
  if (leaving) return;
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

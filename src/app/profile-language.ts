/**
 * "When the profile language changes while logged in, the app locale switches to it" (SPEC section 4), and the
 * language chosen in the settings follows the user to other devices (issue 13, docs/decisions/018).
 *
 * - **Signing in** on a device that never chose a language (no language cookie: the page follows the browser)
 *   takes the account's: the session's first profile switches the page to it. A device whose user chose a
 *   language (the cookie) keeps it.
 * - **Otherwise** the first profile of a session only records its language (localStorage, shared by the tabs,
 *   forgotten on local logout): the language the page is in stays, so a session restored without signing in
 *   never reloads. When a later profile load names another language (changed in the settings, in another tab
 *   or device), the page switches to it once.
 *
 * The new code is recorded before the reload, so a manual choice in the switcher afterwards is kept and a host
 * that cannot serve the language cannot make the page loop.
 */
import { readCookie } from '../lib/cookies.ts';
import { getLocale } from '../lib/i18n.ts';
import { LOCALE_COOKIE, LOCALES, type Locale } from '../lib/locale.ts';
import { switchLocale } from './switch-locale.ts';

export const FOLLOWED_LANGUAGE_KEY = 'campay-profile-language';
/** Recorded at sign-in in place of a language: the first profile's language is taken, whatever it is. */
export const ADOPT_PROFILE_LANGUAGE = '*';

/** What to do about the profile's language: switch to a locale, or nothing. Pure, for tests. */
export function languageToFollow(profileCode: string, followed: string | null, current: Locale): Locale | null {
  if (followed === null || profileCode === followed) return null;
  const locale = LOCALES.find((candidate) => candidate === profileCode);
  return locale && locale !== current ? locale : null;
}

/** Record the profile's language, switching to it when it changed; true when the page is reloading into it. */
export function followProfileLanguage(profileCode: string): boolean {
  let followed: string | null = null;
  try {
    followed = localStorage.getItem(FOLLOWED_LANGUAGE_KEY);
    localStorage.setItem(FOLLOWED_LANGUAGE_KEY, profileCode);
  } catch {
    // Without storage there is no loop guard: do not switch.
    return false;
  }
  const locale = languageToFollow(profileCode, followed, getLocale());
  if (locale) switchLocale(locale);
  return locale !== null;
}

/**
 * A sign-in (src/features/auth/session-start.ts): on a device that never chose a language, the account's language
 * is taken on the first page.
 */
export function adoptProfileLanguageAtSignIn(cookies: string = document.cookie): void {
  if (readCookie(cookies, LOCALE_COOKIE) !== null) return;
  try {
    localStorage.setItem(FOLLOWED_LANGUAGE_KEY, ADOPT_PROFILE_LANGUAGE);
  } catch {
    // Without storage the page stays in the browser's language.
  }
}

/** Forget the followed language (local logout: the next user's profile decides again). */
export function forgetProfileLanguage(): void {
  try {
    localStorage.removeItem(FOLLOWED_LANGUAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * "When the profile language changes while logged in, the app locale switches to it" (SPEC section 4).
 * The first profile of a session only records its language (localStorage, shared by the tabs, forgotten on
 * local logout): the language the user signed in with — their cookie or browser choice — stays. When a
 * later profile load names another language (changed on the profile page, or in another tab or device),
 * the page switches to it once: the new code is recorded before the reload, so a manual choice in the
 * switcher afterwards is kept and a host that cannot serve the language cannot make the page loop.
 */
import { getLocale } from '../lib/i18n.ts';
import { LOCALES, type Locale } from '../lib/locale.ts';
import { switchLocale } from './switch-locale.ts';

export const FOLLOWED_LANGUAGE_KEY = 'campay-profile-language';

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

/** Forget the followed language (local logout: the next user's profile decides again). */
export function forgetProfileLanguage(): void {
  try {
    localStorage.removeItem(FOLLOWED_LANGUAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

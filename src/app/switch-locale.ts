/**
 * Persist a language choice (365-day cookie, SPEC section 9) and reload so the host serves that
 * language's prerendered copy: no page ever mixes two languages.
 */
import { writeCookie } from '../lib/cookies.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '../lib/locale.ts';

/** Save the locale and reload into it. */
export function switchLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS });
  location.reload();
}

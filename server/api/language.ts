/** The language of messages in a response: `accept-language` (q-ordered), English by default. */
import { type Locale, parseAcceptLanguage, resolveLocale } from '../../src/lib/locale.ts';

export function requestLanguage(acceptLanguage: string | null | undefined): Locale {
  return resolveLocale(null, parseAcceptLanguage(acceptLanguage));
}

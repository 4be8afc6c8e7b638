/**
 * Locale resolution (SPEC section 2; PRODUCT.md section 4): saved cookie, then the browser's
 * languages, then the fallback. The boot script, the islands and the static server all use it,
 * so the first paint and the hydrated islands agree on one language.
 */
export const LOCALES = ['en', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** The BCP 47 tag used for Intl and dayjs formatting of each app locale (default `en-US`). */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', vi: 'vi-VN' };

/**
 * Named `nf_lang` because Netlify's `Language=` redirect condition honours that cookie before
 * `Accept-Language`; our server and the nginx example read the same cookie (docs/ARCHITECTURE.md).
 */
export const LOCALE_COOKIE = 'nf_lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Where the prerendered copy of a non-base locale lives; never shown in the address bar. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', vi: '/_vi' };

/** Narrow any string to a supported locale by its primary language subtag. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === primary) ?? null;
}

/** Resolve the app locale: the cookie when supported, else the first supported browser language, else the base. */
export function resolveLocale(cookie: string | null | undefined, languages: readonly string[]): Locale {
  const saved = toLocale(cookie);
  if (saved) return saved;
  for (const language of languages) {
    const match = toLocale(language);
    if (match) return match;
  }
  return BASE_LOCALE;
}

/** Parse an `Accept-Language` header into tags, most preferred first (q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The file path of a page's prerendered copy in a locale. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Strip an internal locale prefix from a path, returning the locale copy it named. */
export function splitLocalePrefix(path: string): { locale: Locale | null; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: null, path };
}

/**
 * The countries forms offer (GET /countries: sign-up's country and phone, the security screen's phone), loaded
 * once per page and kept in a store so going back and forth between steps never loads them again. A failed load can be tried again. Names are in the page's
 * language (Intl.DisplayNames on the ISO code; the server's English name on English pages and where Intl has
 * none), Vietnam first as the server orders them, the rest alphabetical in that language (Intl.Collator), so
 * "Hoa Kỳ" sits under H on a Vietnamese page.
 */
import { atom } from 'nanostores';
import type { CountryType } from '../contract/calls/reference.ts';
import { getLocale } from '../lib/i18n.ts';
import { INTL_LOCALE } from '../lib/locale.ts';

export type Country = Pick<CountryType, 'iso_code2' | 'name' | 'calling_codes' | 'flag_image'>;

export type CountriesState =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly countries: readonly Country[] };

export const $countries = atom<CountriesState>({ status: 'idle' });

/** Vietnam: chosen until the user picks another (PRODUCT.md section 4's default). */
export const DEFAULT_COUNTRY = 'VN';

/** Loads the list unless it is loaded or loading. */
export async function loadCountries(): Promise<void> {
  const { status } = $countries.get();
  if (status === 'ready' || status === 'loading') return;
  $countries.set({ status: 'loading' });
  // The HTTP module is not in the first load of the pages that ask (sign-up): it comes with the list.
  const { api } = await import('./api.ts');
  const result = await api.listCountries({});
  if (result.status === false) {
    $countries.set({ status: 'failed' });
    return;
  }
  const countries = result.data.map(({ iso_code2, name, calling_codes, flag_image }) => ({
    iso_code2,
    name,
    calling_codes,
    flag_image,
  }));
  $countries.set({ status: 'ready', countries: localizeCountries(countries, INTL_LOCALE[getLocale()]) });
}

/** A region's name in `names`' language, or null when Intl does not know the code (it echoes it back). */
function regionName(names: Intl.DisplayNames, iso: string): string | null {
  try {
    const name = names.of(iso);
    return name === undefined || name === '' || name.toUpperCase() === iso.toUpperCase() ? null : name;
  } catch {
    // A code that is not a region subtag at all.
    return null;
  }
}

/** The language of the server's country names (src/contract/calls/reference.ts: names are in English). */
const SERVER_LANGUAGE = 'en';

/**
 * The countries with their names in `locale` (the server's name where Intl has none, and on English pages,
 * whose server names read better than CLDR's short forms such as "Congo - Kinshasa"), DEFAULT_COUNTRY first,
 * the others in `locale`'s alphabetical order.
 */
export function localizeCountries(countries: readonly Country[], locale: string): Country[] {
  const names =
    new Intl.Locale(locale).language === SERVER_LANGUAGE
      ? null
      : new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  const localized = countries.map((country) => ({
    ...country,
    name: (names && regionName(names, country.iso_code2)) ?? country.name,
  }));
  const first = (country: Country) => (country.iso_code2 === DEFAULT_COUNTRY ? 0 : 1);
  return localized.sort((a, b) => first(a) - first(b) || collator.compare(a.name, b.name));
}

/** The first calling code of a country: what the phone field starts with. */
export function firstCallingCode(countries: readonly Country[], iso: string | null): string | null {
  return countries.find((country) => country.iso_code2 === iso)?.calling_codes[0] ?? null;
}

/** Every calling code once, in the countries' order (so +84 comes first), with the countries using it. */
export function callingCodes(countries: readonly Country[]): { code: string; countries: string[] }[] {
  const byCode = new Map<string, string[]>();
  for (const country of countries) {
    for (const code of country.calling_codes) {
      const names = byCode.get(code);
      if (names) names.push(country.name);
      else byCode.set(code, [country.name]);
    }
  }
  return [...byCode].map(([code, names]) => ({ code, countries: names }));
}

/** The calling codes as a select offers them: the code, and the first countries using it. */
export function callingCodeOptions(
  countries: readonly Country[],
): { value: string; label: string; description: string }[] {
  return callingCodes(countries).map(({ code, countries: names }) => ({
    value: code,
    label: code,
    description: names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : ''),
  }));
}

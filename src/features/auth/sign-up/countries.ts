/**
 * The countries a sign-up offers (GET /countries, Vietnam first as the server orders them), loaded once per
 * page and kept in a store so going back and forth between steps never loads them again. A failed load can
 * be tried again.
 */
import { atom } from 'nanostores';
import type { CountryType } from '../../../contract/calls/reference.ts';
import { lazyApi } from '../lazy-api.ts';

export type Country = Pick<CountryType, 'iso_code2' | 'name' | 'calling_codes' | 'emoji' | 'flag_image'>;

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
  const result = await (await lazyApi()).listCountries({});
  if (result.status === false) {
    $countries.set({ status: 'failed' });
    return;
  }
  const countries = result.data.map(({ iso_code2, name, calling_codes, emoji, flag_image }) => ({
    iso_code2,
    name,
    calling_codes,
    emoji,
    flag_image,
  }));
  $countries.set({ status: 'ready', countries });
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

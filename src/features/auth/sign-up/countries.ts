/**
 * The countries a sign-up offers (GET /countries), loaded once per page and kept in a store so going back and
 * forth between steps never loads them again. A failed load can be tried again. Named and ordered for the page's
 * language by src/lib/countries.ts. (Not the session's reference store: sign-up reaches the API lazily.)
 */
import { atom } from 'nanostores';
import { type Country, localizeCountries } from '../../../lib/countries.ts';
import { getLocale } from '../../../lib/i18n.ts';
import { INTL_LOCALE } from '../../../lib/locale.ts';
import { lazyApi } from '../lazy-api.ts';

export type CountriesState =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly countries: readonly Country[] };

export const $countries = atom<CountriesState>({ status: 'idle' });

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
  const countries = result.data.map(({ iso_code2, name, calling_codes, flag_image }) => ({
    iso_code2,
    name,
    calling_codes,
    flag_image,
  }));
  $countries.set({ status: 'ready', countries: localizeCountries(countries, INTL_LOCALE[getLocale()]) });
}

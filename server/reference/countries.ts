/** Countries as the contract describes them (SPEC section 3 "Reference data"), Vietnam first, then by name. */
import type { CountryType } from '../../src/contract/calls/reference.ts';
import { assetPath, slugOf } from './assets.ts';
import { COUNTRY_ROWS, type CountryRow } from './countries-data.ts';

/** SPEC section 9: the default country, listed first. */
export const DEFAULT_COUNTRY = 'VN';

/** A flag emoji is the country's two letters as Unicode regional indicator symbols. */
function flagEmoji(iso2: string): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(...[...iso2].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

function countryOf([iso2, iso3, code, name, callingCodes, dialCodes]: CountryRow): CountryType {
  return {
    iso_code2: iso2,
    iso_code3: iso3,
    name,
    code,
    emoji: flagEmoji(iso2),
    flag: `flag:${iso2.toLowerCase()}-4x3`,
    flag_image: assetPath('flags', iso2),
    calling_codes: [...callingCodes],
    ...(dialCodes === undefined ? {} : { dial_codes: [...dialCodes] }),
    slug: slugOf(name),
  };
}

function byDefaultThenName(a: CountryType, b: CountryType): number {
  const rank = (country: CountryType) => (country.iso_code2 === DEFAULT_COUNTRY ? 0 : 1);
  return rank(a) - rank(b) || a.name.localeCompare(b.name, 'en');
}

export const COUNTRIES: readonly CountryType[] = COUNTRY_ROWS.map(countryOf).sort(byDefaultThenName);

const BY_ISO2 = new Map(COUNTRIES.map((country) => [country.iso_code2, country]));

export function countryByIso2(iso2: string): CountryType | undefined {
  return BY_ISO2.get(iso2.toUpperCase());
}

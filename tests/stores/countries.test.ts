import { describe, expect, it } from 'vitest';
import {
  type Country,
  callingCodeOptions,
  callingCodes,
  firstCallingCode,
  localizeCountries,
} from '../../src/stores/countries.ts';
import { filterOptions } from '../../src/ui/select-logic.ts';

const country = (iso_code2: string, name: string, calling_codes: string[]): Country => ({
  iso_code2,
  name,
  calling_codes,
  flag_image: `/flags/${iso_code2.toLowerCase()}.svg`,
});

const COUNTRIES = [
  country('VN', 'Vietnam', ['+84']),
  country('AS', 'American Samoa', ['+1']),
  country('CA', 'Canada', ['+1']),
  country('KZ', 'Kazakhstan', ['+7', '+76']),
  country('RU', 'Russia', ['+7']),
];

describe('the countries forms offer', () => {
  it('prefills the phone with the first calling code of the chosen country', () => {
    expect(firstCallingCode(COUNTRIES, 'VN')).toBe('+84');
    expect(firstCallingCode(COUNTRIES, 'KZ')).toBe('+7');
    expect(firstCallingCode(COUNTRIES, 'XX')).toBeNull();
    expect(firstCallingCode(COUNTRIES, null)).toBeNull();
    expect(firstCallingCode([], 'VN')).toBeNull();
  });

  it('lists each calling code once, in the countries order, with the countries using it', () => {
    expect(callingCodes(COUNTRIES)).toEqual([
      { code: '+84', countries: ['Vietnam'] },
      { code: '+1', countries: ['American Samoa', 'Canada'] },
      { code: '+7', countries: ['Kazakhstan', 'Russia'] },
      { code: '+76', countries: ['Kazakhstan'] },
    ]);
  });

  it('offers each calling code with the first three countries using it', () => {
    const many = [
      country('AS', 'American Samoa', ['+1']),
      country('CA', 'Canada', ['+1']),
      country('DM', 'Dominica', ['+1']),
      country('US', 'United States', ['+1']),
      country('VN', 'Vietnam', ['+84']),
    ];
    expect(callingCodeOptions(many)).toEqual([
      { value: '+1', label: '+1', description: 'American Samoa, Canada, Dominica, …' },
      { value: '+84', label: '+84', description: 'Vietnam' },
    ]);
  });
});

/** In the server's order: Vietnam first, then alphabetical in English. */
const SERVER_LIST = [
  country('VN', 'Vietnam', ['+84']),
  country('AS', 'American Samoa', ['+1']),
  country('AU', 'Australia', ['+61']),
  country('DM', 'Dominica', ['+1']),
  country('DE', 'Germany', ['+49']),
  country('JP', 'Japan', ['+81']),
  country('US', 'United States', ['+1']),
];

const names = (countries: readonly Country[]) => countries.map((each) => each.name);
const nameOf = (countries: readonly Country[], iso: string) => countries.find((each) => each.iso_code2 === iso)?.name;

describe('sign-up country names in the page language', () => {
  it('names the countries in Vietnamese on Vietnamese pages and keeps the server English names on English ones', () => {
    const vi = localizeCountries(SERVER_LIST, 'vi-VN');
    expect(nameOf(vi, 'VN')).toBe('Việt Nam');
    expect(nameOf(vi, 'US')).toBe('Hoa Kỳ');
    expect(nameOf(vi, 'DE')).toBe('Đức');
    const en = localizeCountries(SERVER_LIST, 'en-US');
    expect(nameOf(en, 'VN')).toBe('Vietnam');
    expect(nameOf(en, 'US')).toBe('United States');
    // Nothing else of a country changes.
    expect(vi.find((each) => each.iso_code2 === 'US')).toEqual({ ...SERVER_LIST[6], name: 'Hoa Kỳ' });
  });

  it('keeps Vietnam first and orders the rest alphabetically in the page language', () => {
    const vi = localizeCountries(SERVER_LIST, 'vi-VN');
    expect(vi[0]?.iso_code2).toBe('VN');
    const rest = names(vi.slice(1));
    expect(rest).toEqual([...rest].sort(new Intl.Collator('vi-VN').compare));
    // Vietnamese order: Đ right after D (not after Z as code points would put it), "Hoa Kỳ" under H.
    expect(rest).toEqual(['Dominica', 'Đức', 'Hoa Kỳ', 'Nhật Bản', 'Samoa thuộc Mỹ', 'Úc']);
    expect(names(localizeCountries([...SERVER_LIST].reverse(), 'en-US'))).toEqual(names(SERVER_LIST));
  });

  it('falls back to the server name for a code Intl does not know', () => {
    // Node answers a made-up code with the code itself (or nothing with fallback 'none'); either falls back.
    expect(new Intl.DisplayNames('vi-VN', { type: 'region' }).of('XX')).toBe('XX');
    const made = [country('VN', 'Vietnam', ['+84']), country('XX', 'Nowhere Land', ['+999'])];
    expect(names(localizeCountries(made, 'vi-VN'))).toEqual(['Việt Nam', 'Nowhere Land']);
    const invalid = [country('VN', 'Vietnam', ['+84']), country('X1', 'Not A Region', ['+998'])];
    expect(names(localizeCountries(invalid, 'vi-VN'))).toEqual(['Việt Nam', 'Not A Region']);
  });

  it('describes the calling codes with the same localized names', () => {
    expect(callingCodes(localizeCountries(SERVER_LIST, 'vi-VN')).slice(0, 2)).toEqual([
      { code: '+84', countries: ['Việt Nam'] },
      { code: '+1', countries: ['Dominica', 'Hoa Kỳ', 'Samoa thuộc Mỹ'] },
    ]);
  });

  it('lets a Vietnamese reader find Việt Nam by typing "viet" without tone marks', () => {
    const options = localizeCountries(SERVER_LIST, 'vi-VN').map((each) => ({
      value: each.iso_code2,
      label: each.name,
    }));
    expect(filterOptions(options, 'viet').map((option) => option.label)).toEqual(['Việt Nam']);
    expect(filterOptions(options, 'duc').map((option) => option.label)).toEqual(['Đức']);
  });
});

import { describe, expect, it } from 'vitest';
import { type Country, callingCodes, firstCallingCode } from '../../../src/features/auth/sign-up/countries.ts';

const country = (iso_code2: string, name: string, calling_codes: string[]): Country => ({
  iso_code2,
  name,
  calling_codes,
  emoji: '',
  flag_image: `/flags/${iso_code2.toLowerCase()}.svg`,
});

const COUNTRIES = [
  country('VN', 'Vietnam', ['+84']),
  country('AS', 'American Samoa', ['+1']),
  country('CA', 'Canada', ['+1']),
  country('KZ', 'Kazakhstan', ['+7', '+76']),
  country('RU', 'Russia', ['+7']),
];

describe('sign-up countries', () => {
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
});

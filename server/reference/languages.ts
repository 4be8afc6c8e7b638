/**
 * Interface languages. `code` is what users.language stores; `id` is what PUT /accounts/me/language sends.
 * The ids are fixed: clients keep them.
 */

import type { LanguageType } from '../../src/contract/calls/reference.ts';
import { INTL_LOCALE, type Locale } from '../../src/lib/locale.ts';

function language(id: number, code: Locale, name: string, flagCountry: string): LanguageType {
  return { id, name, code, locale: INTL_LOCALE[code], flag: `flag:${flagCountry}-4x3`, status: 'ACTIVE' };
}

export const LANGUAGES: readonly LanguageType[] = [
  language(1, 'en', 'English', 'us'),
  language(2, 'vi', 'Vietnamese', 'vn'),
];

export function languageById(id: number): LanguageType | undefined {
  return LANGUAGES.find((entry) => entry.id === id);
}

export function languageByCode(code: string): LanguageType | undefined {
  return LANGUAGES.find((entry) => entry.code === code);
}

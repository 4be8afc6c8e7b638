/** The words and icons of the language and colour-mode choices, shared by the chrome's switcher and /setting/general. */
import { m } from '../lib/i18n.ts';
import type { Locale } from '../lib/locale.ts';
import type { ColorMode } from './theme.ts';

export const MODE_ICON: Readonly<Record<ColorMode, string>> = {
  light: 'i-lucide-sun',
  dark: 'i-lucide-moon',
  system: 'i-lucide-monitor',
};

export const MODE_LABEL: Readonly<Record<ColorMode, () => string>> = {
  light: m.pref_color_mode_light,
  dark: m.pref_color_mode_dark,
  system: m.pref_color_mode_system,
};

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
export const LOCALE_LABEL: Readonly<Record<Locale, () => string>> = { en: m.pref_language_en, vi: m.pref_language_vi };

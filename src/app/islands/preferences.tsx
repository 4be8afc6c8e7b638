/**
 * Language and colour-mode switchers. The language switch saves the cookie and reloads into the
 * other prerendered copy; the colour mode applies at once and syncs to other tabs.
 */
import { useEffect, useState } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';
import { switchLocale } from '../switch-locale.ts';
import { COLOR_MODES, type ColorMode, savedColorMode, setColorMode } from '../theme.ts';

const MODE_ICON: Record<ColorMode, string> = {
  light: 'i-lucide-sun',
  dark: 'i-lucide-moon',
  system: 'i-lucide-monitor',
};

const MODE_LABEL: Record<ColorMode, () => string> = {
  light: m.pref_color_mode_light,
  dark: m.pref_color_mode_dark,
  system: m.pref_color_mode_system,
};

const LOCALE_LABEL: Record<Locale, () => string> = { en: m.pref_language_en, vi: m.pref_language_vi };

interface Props {
  /** Icon-sized controls for slim headers. */
  compact?: boolean;
}

const SEGMENT =
  'inline-flex items-center justify-center gap-1.5 rounded-lg h-8 text-sm font-medium focus-ring aria-pressed:(bg-surface text-fg shadow-sm) text-muted hover:text-fg';

/** The preferences control group. */
export default function Preferences({ compact = false }: Props) {
  const locale = getLocale();
  const [mode, setMode] = useState<ColorMode>('system');
  useEffect(() => setMode(savedColorMode()), []);

  function chooseMode(next: ColorMode) {
    setColorMode(next);
    setMode(next);
  }

  return (
    <div className={compact ? 'flex items-center gap-1.5' : 'flex flex-col gap-3'}>
      <fieldset className="flex flex-col gap-1.5">
        <legend className={compact ? 'sr-only' : 'mb-1.5 text-xs font-semibold uppercase tracking-wider text-muted'}>
          {m.pref_language()}
        </legend>
        <div className="inline-flex rounded-xl bg-surface-2 p-1">
          {LOCALES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              className={`${SEGMENT} ${compact ? 'px-2' : 'px-2.5'}`}
              aria-pressed={option === locale}
              onClick={() => option !== locale && switchLocale(option)}
            >
              {compact ? option.toUpperCase() : LOCALE_LABEL[option]()}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className={compact ? 'sr-only' : 'mb-1.5 text-xs font-semibold uppercase tracking-wider text-muted'}>
          {m.pref_color_mode()}
        </legend>
        <div className="inline-flex rounded-xl bg-surface-2 p-1">
          {COLOR_MODES.map((option) => (
            <button
              key={option}
              type="button"
              className={`${SEGMENT} ${compact ? 'px-2' : 'px-2.5'}`}
              aria-pressed={option === mode}
              aria-label={compact ? MODE_LABEL[option]() : undefined}
              title={MODE_LABEL[option]()}
              onClick={() => chooseMode(option)}
            >
              <span className={`${MODE_ICON[option]} text-base`} aria-hidden="true" />
              {compact ? null : <span className="max-[380px]:sr-only">{MODE_LABEL[option]()}</span>}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * Language and colour-mode switchers. The language switch saves the cookie and reloads into the
 * other prerendered copy — signed in (`account`), it first saves the choice to the account, so it follows the
 * user to other devices (src/app/account-language.ts, loaded on the click); the colour mode applies at once and
 * syncs to other tabs.
 */
import { useEffect, useState } from 'react';
import { getLocale, m } from '../../lib/i18n.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';
import { LOCALE_LABEL, MODE_ICON, MODE_LABEL } from '../preference-options.ts';
import { switchLocale } from '../switch-locale.ts';
import { COLOR_MODES, type ColorMode, savedColorMode, setColorMode } from '../theme.ts';

interface Props {
  /** Icon-sized controls for slim headers. */
  compact?: boolean;
  /** Signed in: a language choice is saved to the account too. */
  account?: boolean;
}

/** Saves a signed-in user's choice, then switches (loaded on the click: most visits never change language). */
async function chooseForAccount(locale: Locale): Promise<void> {
  const { chooseAccountLanguageOrSay } = await import('../account-language.ts');
  await chooseAccountLanguageOrSay(locale);
}

const SEGMENT =
  'inline-flex items-center justify-center gap-1.5 rounded-lg h-8 text-sm font-medium focus-ring aria-pressed:(bg-surface text-fg shadow-sm) text-muted hover:text-fg';

/** The preferences control group. */
export default function Preferences({ compact = false, account = false }: Props) {
  const locale = getLocale();
  const [mode, setMode] = useState<ColorMode>('system');
  const [saving, setSaving] = useState(false);
  useEffect(() => setMode(savedColorMode()), []);

  function chooseLocale(next: Locale) {
    if (next === locale || saving) return;
    if (!account) {
      switchLocale(next);
      return;
    }
    setSaving(true);
    // A refused or failed save leaves the page as it is; a saved one reloads it.
    void chooseForAccount(next).finally(() => setSaving(false));
  }

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
              aria-busy={saving || undefined}
              onClick={() => chooseLocale(option)}
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

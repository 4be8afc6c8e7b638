/**
 * /setting/general: the language (saved to the account, so it follows the user to every device, and the page
 * switches to it at once: src/app/account-language.ts), the colour mode (this device, src/app/theme.ts) and the
 * notification choices (notification-preferences.tsx, loaded as the page starts: they need their read anyway).
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { chooseAccountLanguage } from '../../app/account-language.ts';
import { LOCALE_LABEL, MODE_ICON, MODE_LABEL } from '../../app/preference-options.ts';
import { COLOR_MODES, type ColorMode, savedColorMode, setColorMode } from '../../app/theme.ts';
import { failureText } from '../../lib/failure-text.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { LOCALES, type Locale } from '../../lib/locale.ts';
import { useLazyModule } from '../../lib/use-lazy-module.ts';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { NotificationsSkeleton } from './notifications-skeleton.tsx';

const OPTION =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-border bg-surface px-4 py-2 font-medium focus-ring hover:bg-surface-2 aria-pressed:(border-primary bg-primary-soft text-primary-text)';

function Card({
  title,
  hint,
  children,
}: {
  readonly title: string;
  readonly hint?: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby={id}>
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

interface ChoicesProps<T extends string> {
  readonly legend: string;
  readonly options: readonly T[];
  readonly chosen: T | null;
  readonly onChoose: (option: T) => void;
  readonly label: (option: T) => string;
  /** What an option shows before its label: an icon, or a spinner while it is being chosen. */
  readonly lead?: (option: T) => ReactNode;
  /** The option being chosen, while that takes a moment. */
  readonly busy?: T | null;
  /** Each option names itself in its own language (the languages). */
  readonly ownLanguage?: boolean;
}

/** A row of buttons of which the chosen one is pressed: one press chooses, as the chrome's switcher does. */
function Choices<T extends string>({
  legend,
  options,
  chosen,
  onChoose,
  label,
  lead,
  busy,
  ownLanguage,
}: ChoicesProps<T>) {
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          lang={ownLanguage ? option : undefined}
          className={OPTION}
          aria-pressed={option === chosen}
          aria-busy={option === busy || undefined}
          onClick={() => onChoose(option)}
        >
          {lead?.(option)}
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}

function LanguageChoice() {
  const current = getLocale();
  const [choosing, setChoosing] = useState<Locale | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  async function choose(locale: Locale) {
    if (locale === current || choosing !== null) return;
    setChoosing(locale);
    setFailure(null);
    const refused = await chooseAccountLanguage(locale);
    // Saved: the page is reloading into the language. Refused: say so and stay.
    if (refused !== undefined) {
      setFailure(refused);
      setChoosing(null);
    }
  }

  return (
    <Card title={m.pref_language()} hint={m.settings_language_hint()}>
      <Choices
        legend={m.pref_language()}
        options={LOCALES}
        chosen={current}
        onChoose={(locale) => void choose(locale)}
        label={(locale) => LOCALE_LABEL[locale]()}
        lead={(locale) => (locale === choosing ? <Spinner /> : null)}
        busy={choosing}
        ownLanguage
      />
      <p role="status" className="sr-only">
        {choosing !== null ? m.settings_language_saving() : ''}
      </p>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {failure ? `${m.pref_language_failed()}: ${failureText(failure)}` : null}
      </p>
    </Card>
  );
}

function ColorModeChoice() {
  const [mode, setMode] = useState<ColorMode>('system');
  useEffect(() => setMode(savedColorMode()), []);
  // Another tab or the chrome's switcher may change it: follow.
  useEffect(() => {
    const follow = () => setMode(savedColorMode());
    addEventListener('storage', follow);
    const observer = new MutationObserver(follow);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-mode'] });
    return () => {
      removeEventListener('storage', follow);
      observer.disconnect();
    };
  }, []);
  return (
    <Card title={m.pref_color_mode()} hint={m.settings_color_mode_hint()}>
      <Choices
        legend={m.pref_color_mode()}
        options={COLOR_MODES}
        chosen={mode}
        onChoose={(option) => {
          setColorMode(option);
          setMode(option);
        }}
        label={(option) => MODE_LABEL[option]()}
        lead={(option) => <span className={`${MODE_ICON[option]} text-lg`} aria-hidden="true" />}
      />
    </Card>
  );
}

const loadNotifications = () => import('./notification-preferences.tsx');

export default function GeneralIsland() {
  const notifications = useLazyModule(loadNotifications, true);
  return (
    <div className="flex flex-col gap-6">
      <LanguageChoice />
      <ColorModeChoice />
      <Card title={m.settings_notifications()} hint={m.settings_notifications_lead()}>
        {notifications ? (
          <notifications.NotificationPreferences />
        ) : (
          <LoadingBlock label={m.settings_pref_loading()} className="flex flex-col gap-4">
            <NotificationsSkeleton />
          </LoadingBlock>
        )}
      </Card>
    </div>
  );
}

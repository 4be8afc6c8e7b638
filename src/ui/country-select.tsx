/**
 * A country picker over the country list (src/stores/reference.ts, read once per browser session), named and
 * ordered for the page's language (src/lib/countries.ts) with the flags as pictures, its value in a hidden input
 * for the form. While the list loads it is a disabled box of the same size; a failed load says so with a retry.
 */
import { useMemo } from 'react';
import { localizeCountries } from '../lib/countries.ts';
import { getLocale, m } from '../lib/i18n.ts';
import { INTL_LOCALE } from '../lib/locale.ts';
import { useStore } from '../lib/use-store.ts';
import { $countries } from '../stores/reference.ts';
import { Button } from './button.tsx';
import type { FieldControlProps } from './field.tsx';
import { Select } from './select.tsx';
import { CONTROL_SURFACE } from './text-input.tsx';

interface Props extends Partial<FieldControlProps> {
  /** The form field the chosen ISO code is sent as. */
  readonly name: string;
  readonly value: string | null;
  readonly onChange: (iso: string | null) => void;
}

/** The country select. */
export function CountrySelect({ name, value, onChange, ...control }: Props) {
  const state = useStore($countries);
  const options = useMemo(
    () =>
      state.data === null
        ? null
        : localizeCountries(state.data, INTL_LOCALE[getLocale()]).map((country) => ({
            value: country.iso_code2,
            label: country.name,
            image: country.flag_image,
          })),
    [state.data],
  );
  return (
    <div className="flex flex-col gap-1.5">
      <input type="hidden" name={name} value={value ?? ''} />
      {options === null ? (
        <button
          type="button"
          role="combobox"
          aria-expanded={false}
          disabled
          {...control}
          className={`${CONTROL_SURFACE} cursor-wait bg-surface-2 text-left text-muted`}
        >
          <span className="min-w-0 flex-1 truncate text-base sm:text-sm">
            {state.error ? m.ui_select_placeholder() : m.ui_countries_loading()}
          </span>
          <span className="i-lucide-chevrons-up-down shrink-0" aria-hidden="true" />
        </button>
      ) : (
        <Select
          {...control}
          options={options}
          value={value}
          onChange={onChange}
          invalid={control['aria-invalid'] === true}
        />
      )}
      {state.error && options === null ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          {m.ui_countries_failed()}
          <Button type="button" size="sm" variant="ghost" onClick={() => void $countries.load()}>
            {m.ui_list_retry()}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

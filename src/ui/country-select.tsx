/**
 * A country picker over the country list (src/stores/reference.ts, read once per browser session), named and
 * ordered for the page's language (src/lib/countries.ts) with the flags as pictures, its value in a hidden input
 * for the form (the KYC steps, the profile's edit). While the list loads it is the select's disabled stand-in; a
 * failed load says so with a retry.
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
import { SelectPlaceholder } from './select-placeholder.tsx';

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
        <SelectPlaceholder {...control} text={state.error ? m.ui_select_placeholder() : m.ui_countries_loading()} />
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

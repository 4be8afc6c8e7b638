/**
 * A phone number as the API takes it (PRODUCT.md section 4: calling code + 6–14 digits): the calling code in a
 * searchable select (each code once, described by the countries using it) beside the national number. The code
 * is sent under `codeName` from a hidden input, so the form reads both. The select's code loads after the page
 * (`Select` is handed in once it has); until then a disabled stand-in of the same size holds its place.
 */
import type { ComponentType } from 'react';
import { type Country, callingCodes } from '../../lib/countries.ts';
import type { FieldView } from '../../lib/forms/use-schema-form.ts';
import { m } from '../../lib/i18n.ts';
import { Field } from '../field.tsx';
import type { Select as SelectComponent, SelectOption } from '../select.tsx';
import { SelectPlaceholder } from '../select-placeholder.tsx';
import { TextInput } from '../text-input.tsx';

/** The calling codes of `countries` as select options: `+1`, described "Canada, United States, …". */
export function callingCodeOptions(countries: readonly Country[]): SelectOption[] {
  return callingCodes(countries).map(({ code, countries: names }) => ({
    value: code,
    label: code,
    description: names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : ''),
  }));
}

/** The countries as select options, each with its flag. */
export function countryOptions(countries: readonly Country[]): SelectOption[] {
  return countries.map((item) => ({ value: item.iso_code2, label: item.name, image: item.flag_image }));
}

interface Props {
  readonly label: string;
  readonly hint?: string;
  /** The form's name of the calling code. */
  readonly codeName: string;
  /** The number's field, as the form hook gives it. */
  readonly number: Pick<FieldView, 'id' | 'name' | 'initialValue'>;
  readonly errors?: readonly string[] | undefined;
  readonly callingCode: string | null;
  readonly onCallingCode: (code: string | null) => void;
  readonly countries: readonly Country[];
  /** The select, once its module is in; the stand-in shows until then. */
  readonly Select?: ComponentType<Parameters<typeof SelectComponent>[0]> | undefined;
  readonly onNumberInput?: (value: string) => void;
}

/** Calling code and number in one labelled field. */
export function PhoneField({
  label,
  hint,
  codeName,
  number,
  errors,
  callingCode,
  onCallingCode,
  countries,
  Select,
  onNumberInput,
}: Props) {
  return (
    <Field label={label} id={number.id} errors={errors} hint={hint} required>
      {(control) => (
        <div className="flex gap-2">
          <input type="hidden" name={codeName} value={callingCode ?? ''} />
          {Select && countries.length > 0 ? (
            <Select
              className="w-28 shrink-0"
              aria-label={m.form_calling_code()}
              options={callingCodeOptions(countries)}
              value={callingCode}
              onChange={onCallingCode}
              placeholder="+"
            />
          ) : (
            <SelectPlaceholder className="w-28 shrink-0" aria-label={m.form_calling_code()} text={callingCode ?? '+'} />
          )}
          <TextInput
            {...control}
            className="min-w-0 flex-1"
            name={number.name}
            defaultValue={number.initialValue}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            leadingIcon="i-lucide-phone"
            {...(onNumberInput ? { onChange: (event) => onNumberInput(event.target.value) } : {})}
          />
        </div>
      )}
    </Field>
  );
}

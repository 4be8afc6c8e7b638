/**
 * A phone number as the contract takes it (PRODUCT.md section 4: a calling code and 6–14 digits): the calling code's
 * select beside the national number, inside one Field, which names the number and says both fields' errors. Sign-up
 * and the security screen's phone. The select is handed in: sign-up loads it after the page, and until then
 * (`Select` undefined) a disabled placeholder of the same size holds its place.
 */
import { m } from '../../lib/i18n.ts';
import type { FieldControlProps } from '../field.tsx';
import type { Select as SelectComponent } from '../select.tsx';
import type { SelectOption } from '../select-logic.ts';
import { SelectPlaceholder } from '../select-placeholder.tsx';
import { TextInput } from '../text-input.tsx';

interface Props {
  /** The Field's props, for the number. */
  readonly control: FieldControlProps;
  readonly Select: typeof SelectComponent | undefined;
  readonly options: readonly SelectOption[];
  readonly callingCode: string | null;
  readonly onCallingCode: (code: string | null) => void;
  /** The number's form name and what it starts with. */
  readonly name: string;
  readonly defaultValue?: string | undefined;
}

/** Calling code and number, side by side. */
export function PhoneInputs({ control, Select, options, callingCode, onCallingCode, name, defaultValue }: Props) {
  const codeClass = 'w-28 shrink-0';
  return (
    <div className="flex gap-2">
      {Select === undefined ? (
        <SelectPlaceholder className={codeClass} aria-label={m.form_calling_code()} text="+" />
      ) : (
        <Select
          className={codeClass}
          aria-label={m.form_calling_code()}
          options={options}
          value={callingCode}
          onChange={onCallingCode}
          placeholder="+"
        />
      )}
      <TextInput
        {...control}
        className="min-w-0 flex-1"
        name={name}
        defaultValue={defaultValue}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        leadingIcon="i-lucide-phone"
      />
    </div>
  );
}

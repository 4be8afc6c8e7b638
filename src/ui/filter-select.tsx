/** A list filter's short choice: "All" (no filter) first, then the call's own values, in a native select. */
import { Field } from './field.tsx';
import { type NativeOption, NativeSelect } from './native-select.tsx';

/** The select's value for "no filter" (SPEC section 3's `ALL`); never sent. */
const ALL = 'ALL';

interface Props {
  readonly label: string;
  /** How "no filter" is worded. */
  readonly allLabel: string;
  readonly options: readonly NativeOption[];
  /** The filter's value; undefined for none. */
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}

export function FilterSelect({ label, allLabel, options, value, onChange }: Props) {
  return (
    <Field label={label}>
      <NativeSelect
        options={[{ value: ALL, label: allLabel }, ...options]}
        value={value ?? ALL}
        onChange={({ target }) => onChange(target.value === ALL ? undefined : target.value)}
      />
    </Field>
  );
}

/**
 * A list filter's short choice: "All" (no filter) first, then the known values, in a native select. A value in the
 * address that is not (or not yet: choices read from the server) among them is still offered, so the select never
 * claims "All" while the list is filtered.
 */
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
  readonly className?: string;
}

/** The select's options: "All", the known values, and the current one when it is not among them. */
export function filterOptions(allLabel: string, options: readonly NativeOption[], value: string | undefined) {
  const known = [{ value: ALL, label: allLabel }, ...options];
  return value === undefined || options.some((option) => option.value === value)
    ? known
    : [...known, { value, label: value }];
}

export function FilterSelect({ label, allLabel, options, value, onChange, className = '' }: Props) {
  return (
    <Field label={label} className={className}>
      <NativeSelect
        options={filterOptions(allLabel, options, value)}
        value={value ?? ALL}
        onChange={({ target }) => onChange(target.value === ALL ? undefined : target.value)}
      />
    </Field>
  );
}

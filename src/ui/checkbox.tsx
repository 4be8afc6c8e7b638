/**
 * A native checkbox with its label and an optional line under it, the whole row clickable (a thumb-sized target on
 * phones). Controlled: the caller holds `checked`.
 */
import { type ReactNode, useId } from 'react';

interface Props {
  readonly label: ReactNode;
  /** Says more under the label; read with it by screen readers. */
  readonly hint?: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly name?: string;
  /** What a form sends for it when checked (`on` by default): one of a group sent under one name. */
  readonly value?: string;
  readonly disabled?: boolean;
}

/** The checkbox primitive. */
export function Checkbox({ label, hint, checked, onChange, name, value, disabled = false }: Props) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 has-[:disabled]:cursor-not-allowed">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        // Named by the label alone; the line under it is its description, not part of its name.
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span id={labelId} className="text-sm font-medium text-fg">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="text-sm text-muted">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * The one form field wrapper (STYLE.md: one Field, one ErrorList): label, hint and errors, with the
 * control's `id`, `aria-invalid` and `aria-describedby` wired so screen readers read all three.
 */
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';

/** Props the field hands to its control. */
export interface FieldControlProps {
  id: string;
  /** Points at the field's label; composite controls (the select) also name their popup with it. */
  'aria-labelledby': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated messages; empty or absent means valid. */
  errors?: readonly string[] | undefined;
  required?: boolean;
  /** Reuse an id the form library chose (conform's `field.id`). */
  id?: string | undefined;
  className?: string;
  /** A single control element, or a function receiving the props to spread on it. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** Label + control + hint + errors. */
export function Field({ label, hint, errors, required = false, id, className, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const labelId = `${controlId}-label`;
  const invalid = errors !== undefined && errors.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-labelledby': labelId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };

  return (
    <div className={`flex flex-col gap-1.5${className ? ` ${className}` : ''}`}>
      <label id={labelId} htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : null}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

interface ErrorListProps {
  id?: string;
  errors?: readonly string[] | undefined;
}

/** Validation messages under a control (or a whole form), each with an icon so red is not the only cue. */
export function ErrorList({ id, errors }: ErrorListProps) {
  if (!errors || errors.length === 0) return null;
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm text-danger">
      {errors.map((error) => (
        <li key={error} className="flex items-start gap-1.5">
          <span className="i-lucide-circle-alert mt-0.5 shrink-0 text-sm" aria-hidden="true" />
          <span>{error}</span>
        </li>
      ))}
    </ul>
  );
}

/** A styled text input with an optional leading icon and trailing addon (a currency code, a unit). */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Icon class shown before the text, e.g. `i-lucide-search`. */
  leadingIcon?: string;
  /** Shown after the text, e.g. `VND`; part of the box, not of the value. */
  trailing?: ReactNode;
  /** Red border; normally set for you through `aria-invalid` by Field. */
  invalid?: boolean;
  /** The <input> itself (a field that edits its text in place, like the amount field). */
  ref?: Ref<HTMLInputElement>;
}

/** The look shared by inputs and the select trigger: size, border, surface. */
export const CONTROL_SURFACE =
  'flex h-11 w-full items-center gap-2 rounded-xl border border-border bg-surface px-3 text-fg shadow-sm transition-colors';

/** The box around a bare control: the ring goes around the whole box (icon and addon included), not the control. */
export const CONTROL_BOX =
  `${CONTROL_SURFACE} focus-within:(border-ring outline-2 outline-solid outline-ring outline-offset-0) ` +
  'has-[[aria-invalid=true]]:border-danger has-[:disabled]:(cursor-not-allowed bg-surface-2 text-muted)';

/** A control inside the box: no border or ring of its own, the box's text size (16 px on phones: no zoom on focus). */
export const BARE_CONTROL =
  'h-full min-w-0 flex-1 bg-transparent text-base outline-none disabled:cursor-not-allowed sm:text-sm';

/** The text input primitive. */
export function TextInput({ leadingIcon, trailing, invalid, className, type = 'text', ...rest }: Props) {
  return (
    <div className={`${CONTROL_BOX}${invalid ? ' border-danger' : ''}${className ? ` ${className}` : ''}`}>
      {leadingIcon ? <span className={`${leadingIcon} shrink-0 text-muted`} aria-hidden="true" /> : null}
      <input
        {...rest}
        type={type}
        aria-invalid={rest['aria-invalid'] ?? (invalid || undefined)}
        className={`${BARE_CONTROL} placeholder:text-muted`}
      />
      {trailing ? <span className="shrink-0 text-sm font-medium text-muted">{trailing}</span> : null}
    </div>
  );
}

/**
 * What a select looks like while its options (and its code) are on their way: a disabled button of the same size,
 * so the form does not move when the real select takes its place. It has the select's combobox role already, since
 * a field hands it `aria-required` and `aria-invalid`, which a plain button may not carry (axe caught it on sign-up
 * when the countries arrived after the check).
 */
import type { FieldControlProps } from './field.tsx';
import { CONTROL_SURFACE } from './text-input.tsx';

interface Props extends Partial<FieldControlProps> {
  readonly text: string;
  readonly className?: string;
  readonly 'aria-label'?: string;
}

/** The disabled stand-in of a select. */
export function SelectPlaceholder({ text, className, ...rest }: Props) {
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      disabled
      {...rest}
      className={`${CONTROL_SURFACE} cursor-wait bg-surface-2 text-left text-muted${className ? ` ${className}` : ''}`}
    >
      <span className="min-w-0 flex-1 truncate text-base sm:text-sm">{text}</span>
      <span className="i-lucide-chevrons-up-down shrink-0" aria-hidden="true" />
    </button>
  );
}

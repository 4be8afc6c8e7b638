/** What a select looks like while its options (and its code) are on their way: disabled, the same size. */
import { CONTROL_SURFACE } from './text-input.tsx';

interface Props {
  readonly text: string;
  readonly className?: string;
  readonly id?: string;
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
}

/** The placeholder of a select still loading. */
export function SelectPlaceholder({ text, className, ...rest }: Props) {
  return (
    <button
      type="button"
      disabled
      {...rest}
      className={`${CONTROL_SURFACE} cursor-wait bg-surface-2 text-left text-muted${className ? ` ${className}` : ''}`}
    >
      <span className="min-w-0 flex-1 truncate text-base sm:text-sm">{text}</span>
      <span className="i-lucide-chevrons-up-down shrink-0" aria-hidden="true" />
    </button>
  );
}

/**
 * The browser's own <select>, dressed like the other controls: for a short list with nothing to search (a filter's
 * five types), where a phone's native picker is the best one and no script is needed to open it. Long or rich lists
 * (banks, countries with flags) take the Select combobox.
 */
import type { SelectHTMLAttributes } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { BARE_CONTROL, CONTROL_BOX } from './text-input.tsx';

/** One choice of a native select. */
export interface NativeOption {
  readonly value: string;
  readonly label: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly NativeOption[];
}

// The arrow is a character: an icon would put its SVG, and a turned square its transform, into the first 14 KB of
// every page with a filter. The box and the bare control are the text input's, so is their CSS.
const ARROW =
  "relative after:(pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted content-['▾'])";

/** The native select primitive. */
export function NativeSelect({ options, className, ...rest }: Props) {
  // The prerendered page carries only the chosen option; the others come with the script, which acting on a choice
  // needs anyway. The page's first 14 KB stay for what is seen.
  const hydrated = useHydrated();
  const chosen = String(rest.value ?? rest.defaultValue ?? options[0]?.value ?? '');
  const shown = hydrated ? options : options.filter((option) => option.value === chosen);
  return (
    <div className={`${CONTROL_BOX} ${ARROW}${className ? ` ${className}` : ''}`}>
      <select {...rest} className={`${BARE_CONTROL} cursor-pointer appearance-none pr-5`}>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * An on/off switch: a native checkbox with the switch role (Space toggles it, the label names it, a form could read
 * it), drawn as a track and thumb. `locked` keeps it in place but focusable, so its reason (`aria-describedby`) is
 * read when the user reaches it: a disabled control would be skipped along with its reason.
 */
import type { ReactNode } from 'react';

interface Props {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Cannot be changed (its reason in `describedBy`). */
  readonly locked?: boolean;
  /** The id of what explains the switch, e.g. why it is locked. */
  readonly describedBy?: string | undefined;
  /** A change is being saved. */
  readonly busy?: boolean;
}

/** The switch primitive. */
export function Switch({ label, checked, onChange, locked = false, describedBy, busy = false }: Props) {
  return (
    <label className={`inline-flex items-center gap-3 ${locked ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        {/* The real control lies over the drawing, so a press on the switch is a press on the checkbox. */}
        <input
          type="checkbox"
          role="switch"
          className={`peer absolute inset-0 z-10 m-0 h-full w-full opacity-0 ${locked ? 'cursor-not-allowed' : 'cursor-pointer'}`}
          checked={checked}
          aria-checked={checked}
          aria-disabled={locked || undefined}
          aria-describedby={describedBy}
          aria-busy={busy || undefined}
          onChange={(event) => {
            if (!locked) onChange(event.target.checked);
          }}
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none inline-flex h-6 w-11 items-center rounded-full bg-muted transition-colors peer-checked:bg-primary peer-focus-visible:(outline-2 outline-solid outline-ring outline-offset-2) ${locked ? 'opacity-60' : ''}`}
        >
          <span
            className={`ml-0.5 h-5 w-5 rounded-full bg-surface shadow transition-transform ${checked ? 'translate-x-5' : ''}`}
          />
        </span>
      </span>
      <span className="text-sm">{label}</span>
    </label>
  );
}

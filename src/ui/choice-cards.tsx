/**
 * One choice among a few, each a card with a label, a detail line and an optional picture: native radio buttons
 * (arrow keys move between them, the form reads `name`), the chosen card outlined, an error said under the group.
 * For short lists where each choice needs a word of explanation (a payment method, a direction of transfer).
 */
import { type ReactNode, useId } from 'react';

/** One card. */
export interface Choice {
  readonly value: string;
  readonly label: ReactNode;
  readonly detail?: ReactNode;
  /** A picture or icon before the label, decorative. */
  readonly media?: ReactNode;
}

interface Props {
  /** Names the group (the fieldset's legend). */
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly Choice[];
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  /** Translated messages; empty or absent means valid. */
  readonly errors?: readonly string[] | undefined;
}

/** The radio cards. */
export function ChoiceCards({ legend, name, choices, value, onChange, errors }: Props) {
  const errorId = useId();
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="card flex cursor-pointer items-center gap-3 p-4 has-[:checked]:(border-primary ring-1 ring-primary) has-[:focus-visible]:ring-2"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="h-4 w-4 accent-primary"
          />
          {choice.media}
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{choice.label}</span>
            {choice.detail ? <span className="text-sm text-muted">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
      {invalid ? (
        <p id={errorId} className="text-sm text-danger">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

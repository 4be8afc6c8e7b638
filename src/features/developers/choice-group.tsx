/** A group of checkboxes sent under one name (scopes, events), with the group's errors under it. */
import { type ReactNode, useState } from 'react';
import { m } from '../../lib/i18n.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ErrorList } from '../../ui/field.tsx';

interface Props<T extends string> {
  readonly legend: string;
  readonly name: string;
  readonly id: string;
  readonly values: readonly T[];
  readonly labelOf: (value: T) => ReactNode;
  readonly hintOf?: (value: T) => ReactNode;
  readonly errors: readonly string[] | undefined;
  readonly initial?: readonly T[];
}

export function ChoiceGroup<T extends string>(props: Props<T>) {
  const [chosen, setChosen] = useState<ReadonlySet<T>>(new Set(props.initial ?? []));
  const toggle = (value: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    setChosen(next);
  };
  const errorId = `${props.id}-error`;
  const invalid = props.errors !== undefined && props.errors.length > 0;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-fg">
        {props.legend}
        <span className="ml-0.5 text-danger" aria-hidden="true">
          *
        </span>
        <span className="sr-only">{m.dev_choose_one_or_more()}</span>
      </legend>
      {props.values.map((value) => (
        <Checkbox
          key={value}
          name={props.name}
          value={value}
          label={props.labelOf(value)}
          hint={props.hintOf?.(value)}
          checked={chosen.has(value)}
          onChange={(on) => toggle(value, on)}
        />
      ))}
      <ErrorList id={errorId} errors={props.errors} />
    </fieldset>
  );
}

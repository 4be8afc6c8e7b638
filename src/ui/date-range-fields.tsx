/**
 * A list's date filter: two date inputs, from and to, in the user's calendar days, kept in the list's query as the
 * instants the call takes (src/lib/days.ts). Each end limits the other's picker; a range typed backwards anyway is
 * sent in order by the list store (`range`). A change applies at once, replacing the address rather than adding to
 * the history, as a date picker fires on every step through it.
 */
import type { ChangeEvent } from 'react';
import { dayEnd, dayOf, dayStart } from '../lib/days.ts';
import { Field } from './field.tsx';
import { TextInput } from './text-input.tsx';

/** A date needs more than half a phone's width: the two stack there. */
const DATE_FIELD = 'col-span-2 sm:col-span-1';

export interface DateRange {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

interface Props {
  readonly labels: { readonly from: string; readonly to: string };
  /** The range as instants. */
  readonly range: DateRange;
  /** One end changed (undefined: cleared). */
  readonly onChange: (patch: DateRange) => void;
}

export function DateRangeFields({ labels, range, onChange }: Props) {
  const from = dayOf(range.from);
  const to = dayOf(range.to);
  return (
    <>
      <Field label={labels.from} className={DATE_FIELD}>
        <TextInput
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ from: dayStart(event.target.value) })}
        />
      </Field>
      <Field label={labels.to} className={DATE_FIELD}>
        <TextInput
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ to: dayEnd(event.target.value) })}
        />
      </Field>
    </>
  );
}

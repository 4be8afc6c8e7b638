/**
 * A list's search box: what is typed shows at once, the list follows after a pause in the typing (or at once on
 * Enter). Only typing starts the pause: a query arriving from the address after the first render (a slow hydration)
 * must never be sent back as the empty box it replaced, which would clear the search.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Field } from './field.tsx';
import { TextInput } from './text-input.tsx';

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 400;

interface Props {
  readonly label: string;
  readonly placeholder: string;
  /** The list call's `search` query rule (src/lib/http/query-rules): the box takes no more than the call accepts. */
  readonly rule: { readonly maxLength?: number };
  /** The search the list shows now. */
  readonly value: string;
  /** Search for this (trimmed) text. */
  readonly onSearch: (text: string) => void;
  readonly className?: string;
}

export function SearchField({ label, placeholder, rule, value, onSearch, className = 'col-span-2' }: Props) {
  // null until the user types; the box shows the query then.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  // The latest callback, so a parent's new function on each render does not restart the pause.
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    // The query changed elsewhere (cleared, Back): show it, unless it is what was typed.
    setTyped((current) => (current !== null && current.trim() === value ? current : null));
  }, [value]);
  useEffect(() => {
    if (typed === null || typed.trim() === value) return undefined;
    const timer = setTimeout(() => search.current(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <Field label={label} className={className}>
      <TextInput
        type="search"
        placeholder={placeholder}
        maxLength={rule.maxLength}
        enterKeyHint="search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.current(text.trim());
        }}
      />
    </Field>
  );
}

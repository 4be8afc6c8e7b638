/**
 * A select built as an ARIA combobox: a button that opens a (searchable) listbox. Focus stays on
 * one element — the search box, or the button when there is no search — and the highlighted
 * option is exposed with `aria-activedescendant`, so screen readers follow the arrow keys.
 */
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { m } from '../lib/i18n.ts';
import { edgeIndex, filterOptions, moveIndex, type SelectOption, typeAheadIndex } from './select-logic.ts';
import { CONTROL_SURFACE } from './text-input.tsx';
import { useControllable } from './use-controllable.ts';

export type { SelectOption } from './select-logic.ts';

interface Props {
  options: readonly SelectOption[];
  /** Controlled value; `null` means nothing chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  /** Show a search box above the options (default true). */
  searchable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Submit the value with a form under this name. */
  name?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-required'?: boolean | undefined;
}

// Typed letters within this window form one type-ahead word, like a native <select>.
const TYPE_AHEAD_MS = 700;
// Below this much room under the trigger, the list opens upwards when there is more room above.
const MIN_ROOM_BELOW_PX = 320;

const TRIGGER =
  `${CONTROL_SURFACE} text-left focus-visible:(border-ring outline-2 outline-solid outline-ring outline-offset-0) ` +
  'aria-expanded:border-ring aria-[invalid=true]:border-danger disabled:(cursor-not-allowed bg-surface-2 text-muted)';

/** The select/combobox primitive. */
export function Select({
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder = m.ui_select_placeholder(),
  searchable = true,
  disabled = false,
  invalid = false,
  name,
  id,
  className,
  ...aria
}: Props) {
  const [value, setValue] = useControllable(valueProp, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const listId = useId();
  const triggerId = id ?? `${listId}-trigger`;

  const visible = filterOptions(options, searchable ? query : '');
  const selected = options.find((option) => option.value === value);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = open && active >= 0 && active < visible.length ? optionId(active) : undefined;
  const listLabel = aria['aria-labelledby']
    ? { 'aria-labelledby': aria['aria-labelledby'] }
    : { 'aria-label': aria['aria-label'] ?? placeholder };

  useEffect(() => {
    const search = searchRef.current;
    if (!open || !search) return;
    search.focus({ preventScroll: true });
    // A letter typed on the closed button seeds the search: keep typing after it, not before it.
    search.setSelectionRange(search.value.length, search.value.length);
  }, [open]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function show(highlight: 'selected' | 'first' | 'last' | number, seed = '') {
    const rect = rootRef.current?.getBoundingClientRect();
    setUpwards(rect ? innerHeight - rect.bottom < MIN_ROOM_BELOW_PX && rect.top > innerHeight - rect.bottom : false);
    setQuery(seed);
    const list = filterOptions(options, searchable ? seed : '');
    const current = list.findIndex((option) => option.value === value && !option.disabled);
    setActive(
      typeof highlight === 'number'
        ? highlight
        : highlight === 'selected' && current >= 0
          ? current
          : edgeIndex(list, highlight === 'last' ? 'last' : 'first'),
    );
    setOpen(true);
  }

  function hide(refocus: boolean) {
    setOpen(false);
    setQuery('');
    if (refocus) triggerRef.current?.focus();
  }

  function choose(option: SelectOption | undefined) {
    if (!option || option.disabled) return;
    setValue(option.value);
    hide(true);
  }

  function typeAhead(char: string, from: number): number {
    const now = Date.now();
    typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + char : char, at: now };
    return typeAheadIndex(visible, typed.current.text, from);
  }

  /** Keys shared by the open list, whichever element holds focus. Returns true when handled. */
  function navigate(event: KeyboardEvent): boolean {
    switch (event.key) {
      case 'ArrowDown':
        setActive(moveIndex(visible, active, 1));
        return true;
      case 'ArrowUp':
        // Alt+ArrowUp commits and closes (APG combobox).
        if (event.altKey) choose(visible[active]);
        else setActive(moveIndex(visible, active, -1));
        return true;
      case 'Home':
        setActive(edgeIndex(visible, 'first'));
        return true;
      case 'End':
        setActive(edgeIndex(visible, 'last'));
        return true;
      case 'Enter':
        choose(visible[active]);
        return true;
      case 'Escape':
        hide(true);
        return true;
      default:
        return false;
    }
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    // Enter and Space are handled here, never by the native click, so a key press acts exactly once.
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) show('selected');
      else if (event.key === 'Home') show('first');
      else if (event.key === 'End') show('last');
      else if (printable && searchable) show('first', event.key);
      else if (printable) {
        const index = typeAhead(event.key, -1);
        show(index >= 0 ? index : 'selected');
      } else return;
      event.preventDefault();
      return;
    }
    // Open without a search box: focus stays here (APG select-only combobox).
    if (event.key === 'Tab') return hide(false);
    // Space selects, unless it continues a type-ahead word ("Viet Nam").
    if (event.key === ' ' && Date.now() - typed.current.at >= TYPE_AHEAD_MS) {
      event.preventDefault();
      return choose(visible[active]);
    }
    if (navigate(event)) return event.preventDefault();
    if (printable) {
      const index = typeAhead(event.key, active);
      if (index >= 0) setActive(index);
      event.preventDefault();
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Tab') return hide(false);
    if (navigate(event)) event.preventDefault();
  }

  function onFocusLeave(event: FocusEvent) {
    if (open && !rootRef.current?.contains(event.relatedTarget)) hide(false);
  }

  function onQueryChange(next: string) {
    setQuery(next);
    setActive(edgeIndex(filterOptions(options, next), 'first'));
  }

  return (
    <div ref={rootRef} className={`relative${className ? ` ${className}` : ''}`}>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open && visible.length > 0 ? listId : undefined}
        aria-activedescendant={searchable ? undefined : activeId}
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid'] ?? (invalid || undefined)}
        aria-required={aria['aria-required']}
        disabled={disabled}
        className={TRIGGER}
        onClick={() => (open ? hide(false) : show('selected'))}
        onKeyDown={onTriggerKeyDown}
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        onBlur={onFocusLeave}
      >
        {selected?.icon ? <span className={`${selected.icon} shrink-0 text-muted`} aria-hidden="true" /> : null}
        {selected?.image ? <OptionImage src={selected.image} /> : null}
        <span className={`min-w-0 flex-1 truncate text-base sm:text-sm${selected ? '' : ' text-muted'}`}>
          {selected?.label ?? placeholder}
        </span>
        <span className="i-lucide-chevrons-up-down shrink-0 text-muted" aria-hidden="true" />
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only guard, it keeps focus where it is
        <div
          className={`card absolute inset-x-0 z-30 overflow-hidden shadow-xl ${upwards ? 'bottom-full mb-1.5' : 'top-full mt-1.5'}`}
          // Keep focus where it is: clicking an option must not blur (and close) the select first.
          onMouseDown={(event) => event.target !== searchRef.current && event.preventDefault()}
        >
          {searchable ? (
            <div className="flex items-center gap-2 border-b border-border px-3">
              <span className="i-lucide-search shrink-0 text-muted" aria-hidden="true" />
              <input
                ref={searchRef}
                type="text"
                role="combobox"
                aria-expanded={visible.length > 0}
                aria-controls={visible.length > 0 ? listId : undefined}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                {...listLabel}
                value={query}
                placeholder={m.ui_select_search()}
                autoComplete="off"
                spellCheck={false}
                className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted sm:text-sm"
                onChange={(event) => onQueryChange(event.target.value)}
                onKeyDown={onSearchKeyDown}
                onBlur={onFocusLeave}
              />
            </div>
          ) : null}
          {visible.length > 0 ? (
            <div
              id={listId}
              role="listbox"
              {...listLabel}
              className="max-h-72 overflow-y-auto overscroll-contain p-1.5"
            >
              {visible.map((option, index) => (
                // biome-ignore lint/a11y: options stay unfocusable by design; keys reach them through the combobox (aria-activedescendant)
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === active || undefined}
                  className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm data-[active]:bg-surface-2 aria-disabled:(cursor-not-allowed opacity-50)"
                  onPointerMove={() => active !== index && !option.disabled && setActive(index)}
                  onClick={() => choose(option)}
                >
                  {option.icon ? (
                    <span className={`${option.icon} shrink-0 text-lg text-muted`} aria-hidden="true" />
                  ) : null}
                  {option.image ? <OptionImage src={option.image} /> : null}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-fg">{option.label}</span>
                    {option.description ? <span className="block text-xs text-muted">{option.description}</span> : null}
                  </span>
                  <span
                    className={`i-lucide-check shrink-0 text-primary-text${option.value === value ? '' : ' invisible'}`}
                    aria-hidden="true"
                  />
                </div>
              ))}
            </div>
          ) : (
            <p role="status" className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted">
              <span className={`${query ? 'i-lucide-search-x' : 'i-lucide-inbox'} text-2xl`} aria-hidden="true" />
              {options.length === 0 || !query ? m.ui_select_no_options() : m.ui_select_no_results({ query })}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * An option's picture, 20×15 like a 4:3 flag. Pictures rather than flag emoji: Windows and many Linux and
 * Android builds have no flag glyphs and show two letters or boxes. Loaded as the list scrolls to them.
 */
function OptionImage({ src }: { readonly src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className="h-[15px] w-5 shrink-0 rounded-sm object-cover ring-1 ring-border"
    />
  );
}

/**
 * ARIA tabs (APG, automatic activation): one tab stop, arrow keys move and select, Home/End jump.
 * Controlled with `value`/`onChange`, or uncontrolled with `defaultValue`.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useControllable } from './use-controllable.ts';

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: string;
  icon?: string;
  disabled?: boolean;
  content: ReactNode;
}

interface Props {
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/** The tabs primitive. */
export function Tabs({ items, label, value, defaultValue, onChange }: Props) {
  const enabled = items.filter((item) => !item.disabled);
  const [selected, select] = useControllable(value, defaultValue ?? enabled[0]?.id ?? '', onChange);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function focusTab(offset: number | 'first' | 'last', event: KeyboardEvent) {
    event.preventDefault();
    const at = enabled.findIndex((item) => item.id === selected);
    const count = enabled.length;
    const index = offset === 'first' ? 0 : offset === 'last' ? count - 1 : (at + offset + count) % count;
    const next = enabled[index];
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') focusTab(1, event);
    else if (event.key === 'ArrowLeft') focusTab(-1, event);
    else if (event.key === 'Home') focusTab('first', event);
    else if (event.key === 'End') focusTab('last', event);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-border [scrollbar-width:none]"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className="relative -mb-px inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-medium text-muted transition-colors focus-ring enabled:hover:text-fg aria-selected:(border-primary text-fg) disabled:(cursor-not-allowed opacity-50)"
              onClick={() => select(item.id)}
            >
              {item.icon ? <span className={item.icon} aria-hidden="true" /> : null}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs, the panel is a tab stop when it holds nothing focusable
          tabIndex={0}
          className="pt-4 focus-ring rounded-lg"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}

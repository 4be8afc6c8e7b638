/**
 * Numbered pages as links (each can be opened in a new tab or shared); a click stays on the page and asks the list
 * store for the page instead of loading the document again. Phones show "Page 2 of 9" between Previous and Next.
 */
import type { MouseEvent } from 'react';
import { m } from '../lib/i18n.ts';
import { buttonClass } from './button.tsx';
import { pagerItems } from './pager-logic.ts';

interface Props {
  page: number;
  pageCount: number;
  /** The address of a page (the list's query with that page). */
  href: (page: number) => string;
  onSelect: (page: number) => void;
}

/** The pager primitive. */
export function Pager({ page, pageCount, href, onSelect }: Props) {
  function follow(target: number) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      // Let the browser open new tabs and windows as it would for any link.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onSelect(target);
    };
  }

  function step(target: number, label: string, icon: string, trailing: boolean) {
    const inside = (
      <>
        {trailing ? null : <span className={icon} aria-hidden="true" />}
        <span className="max-sm:sr-only">{label}</span>
        {trailing ? <span className={icon} aria-hidden="true" /> : null}
      </>
    );
    const className = buttonClass('secondary', 'sm');
    if (target < 1 || target > pageCount) {
      // Nowhere to go: a disabled button, still read out as unavailable.
      return (
        <button type="button" disabled className={className}>
          {inside}
        </button>
      );
    }
    return (
      <a href={href(target)} onClick={follow(target)} className={className}>
        {inside}
      </a>
    );
  }

  return (
    <nav aria-label={m.ui_pager_label()} className="flex items-center justify-between gap-2 sm:justify-center">
      {step(page - 1, m.ui_pager_previous(), 'i-lucide-chevron-left', false)}
      <p className="text-sm text-muted tabular-nums sm:hidden">
        {m.ui_pager_position({ page: String(page), count: String(pageCount) })}
      </p>
      <ul className="flex items-center gap-1 max-sm:hidden">
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // Gaps have no identity of their own; at most two, told apart by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} aria-hidden="true" className="w-8 text-center text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                onClick={follow(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={m.ui_pager_page({ page: String(item) })}
                className={`${buttonClass(item === page ? 'primary' : 'ghost', 'sm', true)} tabular-nums`}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, m.ui_pager_next(), 'i-lucide-chevron-right', true)}
    </nav>
  );
}

/** Which page numbers a pager shows: the first, the last, the current one and its neighbours, gaps between. */

/** A page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap';

/**
 * The pager's items for page `page` of `count`: `1 … 4 5 6 … 20`. A gap of a single page shows that page instead
 * (a gap button hides nothing worth hiding), so the pager's width only changes with the count.
 */
export function pagerItems(page: number, count: number, neighbours = 1): PagerItem[] {
  const shown = new Set([1, count]);
  for (let near = page - neighbours; near <= page + neighbours; near += 1) {
    if (near >= 1 && near <= count) shown.add(near);
  }
  const pages = [...shown].filter((value) => value >= 1).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const value of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && value - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && value - previous > 2) items.push('gap');
    items.push(value);
  }
  return items;
}

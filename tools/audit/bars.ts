/**
 * PRODUCT.md section 5's bars for a page load, in one place, and the check of a measured route against them (pure).
 * The weight bars come from budget.json (what `npm run budget` enforces on dist/), read by the caller; the time bars
 * are written here, each beside the sentence of section 5 it comes from.
 */
import type { Budget } from '../budget.ts';
import type { ProfileName } from './profiles.ts';

export interface TimeBars {
  /** "every route's Largest Contentful Paint ≤ 1.0 s on slow 4G and ≤ 2.5 s on slow 3G". */
  readonly lcpMs: number;
  /** "app pages interactive (all first-load JS done) ≤ 2.5 s on slow 4G"; none on slow 3G. */
  readonly firstLoadJsDoneMs: number | null;
  /** "money data painted ≤ 3.0 s" (said of slow 4G); none on slow 3G. */
  readonly moneyPaintedMs: number | null;
  /** "total blocking time ≤ 200 ms": CPU work, the same on either network. */
  readonly tbtMs: number;
  /**
   * Layout shift: section 5 names no figure; docs/PERFORMANCE.md holds pages to 0.1, the Core Web Vitals line
   * between good and needs improvement, and e2e holds the fixed pages to 0.01.
   */
  readonly cls: number;
}

export const TIME_BARS: Readonly<Record<ProfileName, TimeBars>> = {
  slow4g: { lcpMs: 1000, firstLoadJsDoneMs: 2500, moneyPaintedMs: 3000, tbtMs: 200, cls: 0.1 },
  slow3g: { lcpMs: 2500, firstLoadJsDoneMs: null, moneyPaintedMs: null, tbtMs: 200, cls: 0.1 },
};

/** What one route's load measured (medians over the runs), as far as the bars look at it. */
export interface Measured {
  readonly route: string;
  /** Whether the route is an app page (signed in): the interactive bar is about those. */
  readonly appPage: boolean;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly firstLoadJsDoneMs: number | null;
  /** Null on a page that is not a money page; NaN when it is one and no figure was painted in the wait. */
  readonly moneyPaintedMs: number | null;
  /** The document's body bytes as served (compressed). */
  readonly htmlBytes: number;
  /** Body bytes as served of the scripts requested before the load event. */
  readonly firstLoadJsBytes: number;
  /** Stylesheets fetched from another origin (section 5: none may block a public page). */
  readonly foreignStylesheets: number;
  /** Where the load ended when the page sent the browser elsewhere (a guard), else null. */
  readonly redirectedTo: string | null;
}

export interface Miss {
  readonly bar: string;
  readonly value: string;
  readonly limit: string;
}

const KB = 1024;
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every bar the route misses; an unmeasured figure (null or NaN where the bar applies) is a miss too. */
export function barMisses(row: Measured, bars: TimeBars, budget: Budget): Miss[] {
  const misses: Miss[] = [];
  const over = (bar: string, value: number | null, limit: number, show: (value: number) => string) => {
    if (value === null || Number.isNaN(value)) misses.push({ bar, value: 'not measured', limit: show(limit) });
    else if (value > limit) misses.push({ bar, value: show(value), limit: show(limit) });
  };
  if (row.redirectedTo !== null) misses.push({ bar: 'stays on the route', value: row.redirectedTo, limit: row.route });
  over('LCP', row.lcpMs, bars.lcpMs, ms);
  over('TBT', row.tbtMs, bars.tbtMs, ms);
  over('CLS', row.cls, bars.cls, (value) => value.toFixed(3));
  if (row.appPage && bars.firstLoadJsDoneMs !== null)
    over('first-load JS done', row.firstLoadJsDoneMs, bars.firstLoadJsDoneMs, ms);
  if (row.moneyPaintedMs !== null && bars.moneyPaintedMs !== null)
    over('money painted', row.moneyPaintedMs, bars.moneyPaintedMs, ms);
  over('HTML', row.htmlBytes, budget.htmlMaxKb * KB, kb);
  const jsKb = budget.routes[row.route]?.jsKb;
  if (jsKb !== undefined) over('first-load JS', row.firstLoadJsBytes, jsKb * KB, kb);
  if (row.foreignStylesheets > 0)
    misses.push({ bar: 'external stylesheets', value: String(row.foreignStylesheets), limit: '0' });
  return misses;
}

/**
 * Date formatting that follows the app locale. Every helper takes the locale explicitly and applies
 * it per instance (`dayjs(x).locale(name)`), so nothing depends on dayjs's global locale.
 */
// The `.js` suffixes matter: dayjs ships CommonJS without an `exports` map, so Node ESM (vitest,
// Astro SSR) only resolves these subpaths with the file extension; Vite accepts either form.
import dayjs, { type Dayjs } from 'dayjs';
import viLocale from 'dayjs/locale/vi.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import weekOfYearPlugin from 'dayjs/plugin/weekOfYear.js';
import type { Locale } from './locale.ts';

// Writing a date needs no dayjs: the formatters are Intl's (date-format.ts), kept importable from here.
export { formatDate, formatDateTime, formatTime } from './date-format.ts';

/** Anything the helpers accept as a point in time; strings are ISO 8601 (with `Z`/offset for instants). */
export type DateInput = string | number | Date | Dayjs;

/** The dayjs locale names registered below (lower case: dayjs lower-cases names on lookup). */
export const DAYJS_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-us', vi: 'vi-vn' };

// dayjs's ILocale type has no `yearStart`, though the weekOfYear plugin reads it.
type AppDayjsLocale = ILocale & { yearStart: number };

// en-US: Sunday weeks, week 1 is the week containing Jan 1, 12-hour clock.
const enUS: AppDayjsLocale = {
  // dayjs's built-in `en` (names, ordinals) is always registered; copied, never mutated.
  ...dayjs.Ls.en,
  name: DAYJS_LOCALE.en,
  weekStart: 0,
  yearStart: 1,
  formats: {
    LT: 'h:mm A',
    LTS: 'h:mm:ss A',
    L: 'MM/DD/YYYY',
    LL: 'MMMM D, YYYY',
    LLL: 'MMMM D, YYYY h:mm A',
    LLLL: 'dddd, MMMM D, YYYY h:mm A',
  },
  relativeTime: {
    future: 'in %s',
    past: '%s ago',
    s: 'a few seconds',
    m: 'a minute',
    mm: '%d minutes',
    h: 'an hour',
    hh: '%d hours',
    d: 'a day',
    dd: '%d days',
    M: 'a month',
    MM: '%d months',
    y: 'a year',
    yy: '%d years',
  },
};

// vi-VN: dayjs's `vi` (Monday weeks, DD/MM/YYYY, HH:mm) plus the ISO 8601 week rule — week 1 is
// the week containing Jan 4 — which dayjs's `vi` leaves out. A copy, so the shared `vi` stays as shipped.
const viVN: AppDayjsLocale = { ...viLocale, name: DAYJS_LOCALE.vi, weekStart: 1, yearStart: 4 };

// SPEC thresholds: seconds under 45, minutes under 45, hours under 22, days under 26, months
// under 11. dayjs compares `rounding(|diff in unit|) <= r`; with its default Math.round, 44.6 s
// would already count as 45 and show "a minute". Math.floor makes every boundary exactly "under N"
// (counts truncate: 1 h 59 min is "an hour"). The `r: 1` entries never match by themselves (they
// see the previous unit's count, already past its limit); "a minute", "an hour"… come from dayjs
// using the previous entry's label when the next unit's count is ≤ 1.
// dayjs installs a plugin only once, with the options of its first `extend`: this module must stay
// the only place that extends relativeTime.
dayjs.extend(relativeTime, {
  rounding: Math.floor,
  thresholds: [
    { l: 's', r: 44, d: 'second' },
    { l: 'm', r: 1 },
    { l: 'mm', r: 44, d: 'minute' },
    { l: 'h', r: 1 },
    { l: 'hh', r: 21, d: 'hour' },
    { l: 'd', r: 1 },
    { l: 'dd', r: 25, d: 'day' },
    { l: 'M', r: 1 },
    { l: 'MM', r: 10, d: 'month' },
    { l: 'y', r: 1 },
    { l: 'yy', d: 'year' },
  ],
});
dayjs.extend(localizedFormat);
dayjs.extend(weekOfYearPlugin);
// isLocal = true: register without switching dayjs's global locale as a side effect of importing.
dayjs.locale(enUS, undefined, true);
dayjs.locale(viVN, undefined, true);

function at(value: DateInput, locale: Locale): Dayjs {
  return dayjs(value).locale(DAYJS_LOCALE[locale]);
}

/** Make bare `dayjs()` calls elsewhere follow the app locale (call when the app locale changes). */
export function setDateLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
}

/** Relative time from `now` (default: the current time), e.g. `5 minutes ago` / `5 phút trước`. */
export function fromNow(value: DateInput, locale: Locale, now?: DateInput): string {
  return at(value, locale).from(now === undefined ? dayjs() : dayjs(now));
}

/** Week number: ISO 8601 in vi (Monday weeks, week 1 holds Jan 4); US rule in en (Sunday, Jan 1). */
export function weekOfYear(value: DateInput, locale: Locale): number {
  return at(value, locale).week();
}

/** Local midnight at the start of the value's week: Monday in vi, Sunday in en. */
export function startOfWeek(value: DateInput, locale: Locale): Dayjs {
  return at(value, locale).startOf('week');
}

/**
 * Dates and times in the app locale with the browser's own Intl (no dayjs: a list or detail page would otherwise
 * load ~9 KB to write a date). SPEC section 4: Vietnamese DD/MM/YYYY with a 24-hour clock; English (en-US)
 * MM/DD/YYYY with a 12-hour one. Local time, like every date a person reads.
 */
import { INTL_LOCALE, type Locale } from './locale.ts';

/** A point in time: an ISO 8601 string (with `Z`/offset for instants), epoch milliseconds, a Date or a Dayjs. */
export type DateValue = string | number | Date | { valueOf(): number };

const DATE_OPTIONS: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  en: { month: '2-digit', day: '2-digit', year: 'numeric' },
  vi: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

const TIME_OPTIONS: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  en: { hour: 'numeric', minute: '2-digit', hour12: true },
  vi: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

// ICU versions differ in the space before AM/PM (U+202F in recent ones): one plain space, as SPEC and tests write it.
const INTL_SPACES = /[\u00a0\u2009\u202f]/g;

function asDate(value: DateValue): Date {
  return typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(value.valueOf());
}

function format(value: DateValue, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], options).format(asDate(value)).replace(INTL_SPACES, ' ');
}

/** Date only: `03/15/2026` (en) / `15/03/2026` (vi). */
export function formatDate(value: DateValue, locale: Locale): string {
  return format(value, locale, DATE_OPTIONS[locale]);
}

/** Time only: `2:05 PM` (en) / `14:05` (vi). */
export function formatTime(value: DateValue, locale: Locale): string {
  return format(value, locale, TIME_OPTIONS[locale]);
}

/** Date and time: `03/15/2026 2:05 PM` (en) / `15/03/2026 14:05` (vi). */
export function formatDateTime(value: DateValue, locale: Locale): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}

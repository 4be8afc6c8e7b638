// Pin the zone before any date is built: formatting is in local time, and DST shifts would move
// day/month relative-time boundaries. dayjs reads the zone per call, so setting it here suffices.
process.env.TZ = 'UTC';

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DAYJS_LOCALE,
  formatDate,
  formatDateTime,
  formatTime,
  fromNow,
  setDateLocale,
  startOfWeek,
  weekOfYear,
} from '../../src/lib/dates.ts';

const AFTERNOON = '2026-03-05T14:05:09Z';
const MORNING = '2026-03-05T09:07:00Z';

describe('timezone', () => {
  it('runs in UTC', () => {
    expect(new Date(AFTERNOON).getTimezoneOffset()).toBe(0);
    expect(new Date(AFTERNOON).getHours()).toBe(14);
  });
});

describe('formatting', () => {
  it('uses DD/MM/YYYY and a 24-hour clock in vi', () => {
    expect(formatDate(AFTERNOON, 'vi')).toBe('05/03/2026');
    expect(formatTime(AFTERNOON, 'vi')).toBe('14:05');
    expect(formatTime(MORNING, 'vi')).toBe('09:07');
    expect(formatDateTime(AFTERNOON, 'vi')).toBe('05/03/2026 14:05');
  });

  it('uses MM/DD/YYYY and a 12-hour clock in en', () => {
    expect(formatDate(AFTERNOON, 'en')).toBe('03/05/2026');
    expect(formatTime(AFTERNOON, 'en')).toBe('2:05 PM');
    expect(formatTime(MORNING, 'en')).toBe('9:07 AM');
    expect(formatTime('2026-03-05T00:30:00Z', 'en')).toBe('12:30 AM');
    expect(formatDateTime(AFTERNOON, 'en')).toBe('03/05/2026 2:05 PM');
  });

  it('accepts Date, epoch milliseconds and Dayjs values', () => {
    const date = new Date(AFTERNOON);
    expect(formatDate(date, 'vi')).toBe('05/03/2026');
    expect(formatDate(date.getTime(), 'en')).toBe('03/05/2026');
    expect(formatDateTime(dayjs(date), 'vi')).toBe('05/03/2026 14:05');
  });

  it('does not depend on the global dayjs locale', () => {
    setDateLocale('vi');
    try {
      expect(dayjs(AFTERNOON).format('L LT')).toBe('05/03/2026 14:05');
      expect(formatDateTime(AFTERNOON, 'en')).toBe('03/05/2026 2:05 PM');
      setDateLocale('en');
      expect(dayjs(AFTERNOON).format('L LT')).toBe('03/05/2026 2:05 PM');
      expect(formatDateTime(AFTERNOON, 'vi')).toBe('05/03/2026 14:05');
    } finally {
      dayjs.locale('en');
    }
  });

  it('registers lower-case locale names', () => {
    expect(DAYJS_LOCALE).toEqual({ en: 'en-us', vi: 'vi-vn' });
    expect(dayjs().locale(DAYJS_LOCALE.vi).locale()).toBe('vi-vn');
  });
});

describe('weeks', () => {
  // 2026-03-05 is a Thursday.
  it('starts the week on Monday in vi and Sunday in en', () => {
    expect(startOfWeek(AFTERNOON, 'vi').format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-02 00:00:00');
    expect(startOfWeek(AFTERNOON, 'en').format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 00:00:00');
    // A Sunday closes the vi week but opens the en one.
    expect(startOfWeek('2026-03-08T12:00:00Z', 'vi').format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(startOfWeek('2026-03-08T12:00:00Z', 'en').format('YYYY-MM-DD')).toBe('2026-03-08');
  });

  it('numbers weeks by the ISO rule in vi (week 1 contains Jan 4)', () => {
    expect(weekOfYear('2021-01-03T12:00:00Z', 'vi')).toBe(53); // Sunday: still week 53 of 2020
    expect(weekOfYear('2021-01-04T12:00:00Z', 'vi')).toBe(1);
    expect(weekOfYear('2020-12-31T12:00:00Z', 'vi')).toBe(53);
    expect(weekOfYear('2026-01-01T12:00:00Z', 'vi')).toBe(1); // Thursday
    expect(weekOfYear('2025-12-29T12:00:00Z', 'vi')).toBe(1); // Monday of 2026's week 1
    expect(weekOfYear('2027-01-01T12:00:00Z', 'vi')).toBe(53); // Friday: week 53 of 2026
    expect(weekOfYear('2026-03-05T12:00:00Z', 'vi')).toBe(10);
  });

  it('numbers weeks by the US rule in en (week 1 contains Jan 1)', () => {
    expect(weekOfYear('2021-01-03T12:00:00Z', 'en')).toBe(2); // Sunday starts week 2
    expect(weekOfYear('2021-01-02T12:00:00Z', 'en')).toBe(1);
    expect(weekOfYear('2020-12-31T12:00:00Z', 'en')).toBe(1);
    expect(weekOfYear('2027-01-01T12:00:00Z', 'en')).toBe(1);
    expect(weekOfYear('2026-03-05T12:00:00Z', 'en')).toBe(10);
  });
});

describe('fromNow', () => {
  const NOW = '2026-11-15T12:00:00Z';
  const now = dayjs(NOW);
  const ago = (amount: number, unit: dayjs.ManipulateType) => now.subtract(amount, unit).toISOString();
  const ahead = (amount: number, unit: dayjs.ManipulateType) => now.add(amount, unit).toISOString();

  // [value, en, vi]: each SPEC threshold ("under 45 s", "under 45 min", "under 22 h", "under 26 d",
  // "under 11 months") checked on both sides.
  const cases: ReadonlyArray<readonly [string, string, string, string]> = [
    ['0 s', NOW, 'a few seconds ago', 'vài giây trước'],
    ['44 s', ago(44, 'second'), 'a few seconds ago', 'vài giây trước'],
    ['44.999 s', ago(44_999, 'millisecond'), 'a few seconds ago', 'vài giây trước'],
    ['45 s', ago(45, 'second'), 'a minute ago', 'một phút trước'],
    ['119 s', ago(119, 'second'), 'a minute ago', 'một phút trước'],
    ['2 min', ago(2, 'minute'), '2 minutes ago', '2 phút trước'],
    ['44 min', ago(44, 'minute'), '44 minutes ago', '44 phút trước'],
    ['44 min 59 s', ago(44 * 60 + 59, 'second'), '44 minutes ago', '44 phút trước'],
    ['45 min', ago(45, 'minute'), 'an hour ago', 'một giờ trước'],
    ['2 h', ago(2, 'hour'), '2 hours ago', '2 giờ trước'],
    ['21 h', ago(21, 'hour'), '21 hours ago', '21 giờ trước'],
    ['21 h 59 min', ago(21 * 60 + 59, 'minute'), '21 hours ago', '21 giờ trước'],
    ['22 h', ago(22, 'hour'), 'a day ago', 'một ngày trước'],
    ['2 d', ago(2, 'day'), '2 days ago', '2 ngày trước'],
    ['25 d', ago(25, 'day'), '25 days ago', '25 ngày trước'],
    ['26 d', ago(26, 'day'), 'a month ago', 'một tháng trước'],
    ['2 months', ago(2, 'month'), '2 months ago', '2 tháng trước'],
    ['10 months', ago(10, 'month'), '10 months ago', '10 tháng trước'],
    ['11 months', ago(11, 'month'), 'a year ago', 'một năm trước'],
    ['2 years', ago(2, 'year'), '2 years ago', '2 năm trước'],
    ['in 44 s', ahead(44, 'second'), 'in a few seconds', 'vài giây tới'],
    ['in 45 s', ahead(45, 'second'), 'in a minute', 'một phút tới'],
    ['in 44 min', ahead(44, 'minute'), 'in 44 minutes', '44 phút tới'],
    ['in 45 min', ahead(45, 'minute'), 'in an hour', 'một giờ tới'],
    ['in 21 h', ahead(21, 'hour'), 'in 21 hours', '21 giờ tới'],
    ['in 22 h', ahead(22, 'hour'), 'in a day', 'một ngày tới'],
    ['in 25 d', ahead(25, 'day'), 'in 25 days', '25 ngày tới'],
    ['in 26 d', ahead(26, 'day'), 'in a month', 'một tháng tới'],
    ['in 10 months', ahead(10, 'month'), 'in 10 months', '10 tháng tới'],
    ['in 11 months', ahead(11, 'month'), 'in a year', 'một năm tới'],
  ];

  it.each(cases)('%s', (_label, value, en, vi) => {
    expect(fromNow(value, 'en', NOW)).toBe(en);
    expect(fromNow(value, 'vi', NOW)).toBe(vi);
  });

  it('defaults `now` to the current time', () => {
    expect(fromNow(dayjs().subtract(3, 'minute').toDate(), 'en')).toBe('3 minutes ago');
    expect(fromNow(dayjs().subtract(3, 'minute').toDate(), 'vi')).toBe('3 phút trước');
  });
});

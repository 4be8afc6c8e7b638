/**
 * The statistics' periods (kept in the address as `?period=`) and the range each asks the server for. Days are
 * Vietnam's calendar days, the server's default `time_zone` for `by_day`: Vietnam keeps UTC+7 all year, so a fixed
 * offset is exact and no time-zone database reaches the page.
 */
export const PERIODS = ['7d', '30d', '90d', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAYS: Readonly<Record<Exclude<Period, 'month'>, number>> = { '7d': 7, '30d': 30, '90d': 90 };

export function periodOf(value: string | null | undefined): Period {
  return PERIODS.find((period) => period === value) ?? DEFAULT_PERIOD;
}

/** From the start of the period's first Vietnam day (today counts as one of its days) to now. */
export function periodRange(period: Period, now: Date): { readonly from: string; readonly to: string } {
  // The UTC fields of this shifted date read Vietnam's calendar.
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const firstDay =
    period === 'month' ? Date.UTC(year, month, 1) : Date.UTC(year, month, local.getUTCDate() - (DAYS[period] - 1));
  return { from: new Date(firstDay - VIETNAM_OFFSET_MS).toISOString(), to: now.toISOString() };
}

/**
 * Date filters work in the user's calendar days; the list calls take instants (src/contract/calls/va.ts: the client
 * turns local days into instants, so the server never guesses a time zone). A day is from its first to its last
 * millisecond in the browser's time zone.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDate(day: string, endOfDay: boolean): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const at = endOfDay ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  // new Date rolls 2026-02-30 over into March: such a day does not exist.
  return at.getDate() === date && at.getMonth() === month - 1 ? at : null;
}

/** The instant a local day (`YYYY-MM-DD`) starts, as the call takes it; undefined for no or no such day. */
export function dayStart(day: string): string | undefined {
  return localDate(day, false)?.toISOString();
}

/** The last instant of a local day. */
export function dayEnd(day: string): string | undefined {
  return localDate(day, true)?.toISOString();
}

/** The local day (`YYYY-MM-DD`, what a date input holds) of an instant; '' for none. */
export function dayOf(instant: string | undefined): string {
  if (instant === undefined) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The date filter in the user's calendar days; the call takes instants (the client turns local days into instants,
 * so the server never guesses a time zone), and a range typed backwards is sent in order.
 *
 * The transaction list has the same few lines (src/features/transactions/days.ts). Shared from src/lib they became a
 * chunk of their own on /transactions, 0.3 KB over its 100 KB first-load budget; until the chunking puts such a
 * module with its page, each list keeps its own.
 */

/** A local day (`YYYY-MM-DD`) at `time`, as an instant; undefined for no or no such day. */
function instant(day: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = new Date(`${day}T${time}`);
  // 2026-02-30 rolls over into March: such a day does not exist.
  return Number.isNaN(at.getTime()) || dayOf(at.toISOString()) !== day ? undefined : at.toISOString();
}

export const dayStart = (day: string): string | undefined => instant(day, '00:00:00');
export const dayEnd = (day: string): string | undefined => instant(day, '23:59:59.999');

/** The local day of an instant (what a date input holds); '' for none. */
export function dayOf(value: string | undefined): string {
  const at = value === undefined ? null : new Date(value);
  if (at === null || Number.isNaN(at.getTime())) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The range in order (the end after the start). */
export function inOrder<Query extends { readonly from?: string | undefined; readonly to?: string | undefined }>(
  query: Query,
): Query {
  const { from, to } = query;
  if (from === undefined || to === undefined || Date.parse(from) <= Date.parse(to)) return query;
  return { ...query, from: to, to: from };
}

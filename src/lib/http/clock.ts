/**
 * The server's clock as this tab knows it: device time + offset, offset = server time − device time at
 * receipt. Token expiry and the signature timestamp are measured against the server, never the device, so a
 * phone set two minutes wrong neither refreshes on every call nor sends tokens the server thinks expired.
 */

/** How far a Date-header estimate may be from the current offset before it replaces it. */
const DATE_HEADER_TOLERANCE_MS = 2000;
/** A Date header has whole seconds: the server's time lies somewhere in the second it names. */
const HALF_SECOND_MS = 500;

export interface ServerClock {
  /** The server's current time, epoch milliseconds. */
  now(): number;
  /** Learn the offset from an exact server timestamp (auth responses' `server_time`). */
  observeServerTime(iso: string, receivedAt: number): void;
  /** Learn the offset from a response's `Date` header, unless the current one already agrees with it. */
  observeDateHeader(header: string | null, receivedAt: number): void;
}

export function createServerClock(deviceNow: () => number): ServerClock {
  // Until a response arrives, the device clock is the best guess.
  let offset = 0;
  return {
    now: () => deviceNow() + offset,
    observeServerTime(iso, receivedAt) {
      const serverTime = Date.parse(iso);
      if (!Number.isNaN(serverTime)) offset = serverTime - receivedAt;
    },
    observeDateHeader(header, receivedAt) {
      const serverTime = header === null ? Number.NaN : Date.parse(header);
      if (Number.isNaN(serverTime)) return;
      // Seconds-only and delayed by the trip back: good enough to fix a wrong clock, too coarse to
      // overwrite the millisecond offset an auth response gave.
      const estimate = serverTime + HALF_SECOND_MS - receivedAt;
      if (Math.abs(estimate - offset) > DATE_HEADER_TOLERANCE_MS) offset = estimate;
    },
  };
}

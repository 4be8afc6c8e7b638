/**
 * Recent sign-ins as the screen shows them (GET /sessions): this device first, then the most recently active;
 * each with its device (or "Unknown device" when the browser said nothing useful), where it was (the IP lookup's
 * place and the address, or as much of that as is known), and when it signed in and was last active — relative
 * ("5 minutes ago") and exact, in the user's language (SPEC section 4's date locale, src/lib/dates.ts).
 */
import type { SignInSessionType } from '../../contract/calls/security.ts';
import { formatDateTime, fromNow } from '../../lib/dates.ts';
import { m } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locale.ts';

/** A moment as the row says it. */
export interface Moment {
  /** `5 minutes ago` / `5 phút trước`. */
  readonly relative: string;
  /** `03/15/2026 2:05 PM` / `15/03/2026 14:05`. */
  readonly exact: string;
  /** For `<time datetime>`. */
  readonly iso: string;
}

export interface SessionRow {
  readonly id: string;
  readonly current: boolean;
  readonly device: string;
  /** A phone or tablet, by what the device name says. */
  readonly mobile: boolean;
  /** `Hanoi, Vietnam · 203.0.113.7`, the address alone, or "Place unknown". */
  readonly place: string;
  readonly signedIn: Moment;
  readonly lastActive: Moment;
}

const MOBILE = /\b(android|ios|iphone|ipad|mobile)\b/i;

function momentOf(at: string, locale: Locale, now: number): Moment {
  return { relative: fromNow(at, locale, now), exact: formatDateTime(at, locale), iso: at };
}

function placeOf(session: SignInSessionType, locale: Locale): string {
  const parts = [session.place, session.ip].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(' · ') : m.security_place_unknown({}, { locale });
}

/** The sessions as rows: this device first, then by last activity, newest first. */
export function sessionRows(sessions: readonly SignInSessionType[], locale: Locale, now: number): SessionRow[] {
  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.last_active_at) - Date.parse(a.last_active_at),
  );
  return ordered.map((session) => ({
    id: session.id,
    current: session.current,
    device: session.device ?? m.security_device_unknown({}, { locale }),
    mobile: session.device !== null && MOBILE.test(session.device),
    place: placeOf(session, locale),
    signedIn: momentOf(session.signed_in_at, locale, now),
    lastActive: momentOf(session.last_active_at, locale, now),
  }));
}

/** Rows shown before "Show more": this device and the most recent others, enough to spot a stranger. */
export const SESSIONS_SHOWN_FIRST = 5;

/** The rows to show, and how many more "Show more" would add. */
export function shownRows(rows: readonly SessionRow[], all: boolean): { rows: readonly SessionRow[]; more: number } {
  if (all || rows.length <= SESSIONS_SHOWN_FIRST) return { rows, more: 0 };
  return { rows: rows.slice(0, SESSIONS_SHOWN_FIRST), more: rows.length - SESSIONS_SHOWN_FIRST };
}

/** How many sessions "sign out everywhere else" would end. */
export function othersCount(sessions: readonly SignInSessionType[]): number {
  return sessions.filter((session) => !session.current).length;
}

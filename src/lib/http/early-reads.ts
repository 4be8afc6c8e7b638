/**
 * Critical reads started from the head (docs/decisions/011). A route declares the GETs its first screen needs
 * (`CRITICAL_READS` in src/components/screens.ts); the page carries them, already resolved to URLs, in
 * `<html data-reads>`; the boot script starts them while the page's modules are still downloading, and keeps each
 * in-flight answer in a window slot; the request core (request.ts) takes the answer instead of sending the same
 * GET again. The boot script compiles this module in, so it stays small: no route table, no retries, no refresh —
 * anything but a usable answer makes the client send the call itself, which refreshes and retries as usual.
 */
import { readCookie } from '../cookies.ts';
import { pageSlot } from '../page-slot.ts';
import { REFRESH_THRESHOLD_MS } from './refresh.ts';
import { signatureHeaders } from './signature.ts';

/**
 * One critical read as the page carries it: the call's URL and who may make it. Every one is signed: a client
 * that signs nothing ignores the headers, and the page stays a few bytes lighter (its first flight is 14 KB).
 */
export interface EarlyRead {
  readonly url: string;
  /** Roles (the `role` cookie's values) allowed to make it; every role when absent. */
  readonly roles?: readonly string[];
  /**
   * Made only when the address has no query: a list's first page, whose filters and page live in the query — with
   * any, the store asks for something else, and this read would only take a connection from it.
   */
  readonly plain?: true;
}

/** What an early read got: the response's status and body text; null when no response came. */
export interface EarlyAnswer {
  readonly status: number;
  readonly text: string;
  readonly date: string | null;
}

/** The session facts the boot script has before first paint. */
export interface EarlySession {
  readonly cookies: string;
  readonly role: string;
  /** The page's language, sent as `accept-language` like every call of the page. */
  readonly locale: string;
  /** Device clock, epoch ms (the page has not met the server's clock yet, and neither has the client). */
  readonly now: number;
  /** The address's query (`location.search`), '' when none. */
  readonly search: string;
}

interface Started {
  readonly answer: Promise<EarlyAnswer | null>;
  readonly at: number;
}

/** An answer older than this is not handed out: a call made this late wants today's figures. */
export const EARLY_READ_MAX_AGE_MS = 20_000;

const slot = () => pageSlot<Started>('__campayEarlyReads');

function headersOf(read: EarlyRead, token: string, session: EarlySession): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    'accept-language': session.locale,
    ...signatureHeaders('GET', read.url, session.now),
  };
}

function send(read: EarlyRead, token: string, session: EarlySession): Promise<EarlyAnswer | null> {
  return fetch(read.url, { headers: headersOf(read, token, session) }).then(
    async (response) => ({ status: response.status, text: await response.text(), date: response.headers.get('date') }),
    () => null,
  );
}

/**
 * Start the page's critical reads (the boot script, after the guard allowed the page). Nothing starts without an
 * access token, or with one about to expire: the client refreshes it first, so an early read would only fail.
 */
export function startEarlyReads(reads: readonly EarlyRead[], session: EarlySession): void {
  const token = readCookie(session.cookies, 'access_token');
  const expiresAt = Date.parse(readCookie(session.cookies, 'access_expired_at') ?? '');
  if (!token || !(expiresAt - session.now > REFRESH_THRESHOLD_MS)) return;
  const started = slot();
  for (const read of reads) {
    if (read.roles && !read.roles.includes(session.role)) continue;
    if (read.plain && session.search !== '') continue;
    started[read.url] = { answer: send(read, token, session), at: session.now };
  }
}

/** The early answer for `url` without taking it (a head script painting from it), or undefined when none started. */
export function peekEarlyRead(url: string): Promise<EarlyAnswer | null> | undefined {
  return slot()[url]?.answer;
}

/** The early answer for `url` (once: a later call goes to the network), or undefined when none is usable. */
export function takeEarlyRead(url: string, now: number = Date.now()): Promise<EarlyAnswer | null> | undefined {
  const started = slot();
  const found = started[url];
  if (found === undefined) return undefined;
  started[url] = undefined;
  return now - found.at <= EARLY_READ_MAX_AGE_MS ? found.answer : undefined;
}

/**
 * One person's live stream (GET /api/v1/events): Server-Sent Events of their notifications and of their
 * account's wallets and transactions (server/events/publish.ts), a `: ping` comment every `pingMs` so
 * proxies keep the connection open, and nothing left behind when the client goes away.
 *
 * Event ids carry a notification watermark: `n<id>` for notification `id`, `n<id>.<seq>` for a wallet or
 * transaction event sent after it. On reconnect, `Last-Event-ID: n<id>…` replays the person's
 * notifications created after `id` (wallet and transaction events are state: the app refetches those).
 * Wallet and transaction events of a balance the reader's role may not see are left out (a SELLER's MAIN
 * money, and every card event: server/auth/balance-access.ts), by the session's role at delivery; an ended session ends the stream
 * (checked at every money event and every ping). A gap on the bus (server/api/bus.ts: events lost between
 * instances) ends it too, so the client reconnects and reads again what it may have missed.
 */
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { ServerEvent, type ServerEventType } from '../../src/contract/calls/events.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { EventBus } from '../api/bus.ts';
import type { LogSink } from '../api/log.ts';
import { type AuthUser, openSession, type SessionStanding } from '../auth/authenticate.ts';
import type { Executor } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { errorFacts } from '../errors/error-facts.ts';
import { toNotification, userTopic } from '../notifications/store.ts';
import { accountTopic, readersOfEvent } from './publish.ts';

export const DEFAULT_PING_MS = 25_000;
/** At most this many missed notifications are replayed; the app reloads its list for anything older. */
const REPLAY_LIMIT = 100;

export interface StreamOptions {
  readonly db: Executor;
  readonly bus: EventBus;
  readonly user: AuthUser;
  readonly lang: Locale;
  readonly lastEventId: string | null;
  readonly pingMs: number;
  readonly log: LogSink;
}

/** The notification watermark of an event id (`n42`, `n42.3`), or null when the id is not one of ours. */
export function watermarkOf(eventId: string | null): number | null {
  const match = /^n(\d{1,10})(?:\.\d+)?$/.exec(eventId?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** One SSE frame. JSON has no raw newlines, so `data:` is one line. */
export function frame(eventId: string, event: ServerEventType): string {
  return `event: ${event.type}\nid: ${eventId}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

const encoder = new TextEncoder();

class Session {
  private watermark = 0;
  private seq = 0;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly stops: (() => void)[] = [];

  private readonly options: StreamOptions;
  private readonly controller: ReadableStreamDefaultController<Uint8Array>;

  constructor(options: StreamOptions, controller: ReadableStreamDefaultController<Uint8Array>) {
    this.options = options;
    this.controller = controller;
  }

  open(): void {
    const { bus, user, pingMs } = this.options;
    // Listen first, then replay: a notification created in between is queued behind the replay and deduped.
    const listener = (payload: unknown) => this.enqueue(() => this.deliver(payload));
    this.stops.push(bus.subscribe(userTopic(user.id), listener));
    this.stops.push(bus.subscribe(accountTopic(user.accountId), listener));
    this.enqueue(() => this.replay());
    // Events this instance missed are not coming: end, so the client reconnects, replays and reads state again.
    const stopGaps = bus.subscribeGaps?.(() => this.end());
    if (stopGaps) this.stops.push(stopGaps);
    const timer = setInterval(() => this.enqueue(() => this.ping()), pingMs);
    this.stops.push(() => clearInterval(timer));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const stop of this.stops.splice(0)) stop();
  }

  /** The session ended: stop, and end the response so the client's reconnect meets the 401. */
  private end(): void {
    if (this.closed) return;
    this.close();
    this.controller.close();
  }

  /**
   * The stream's session as it stands now, or null (and the stream ends) once it ended. A stream outlives
   * many requests, so a role change, a removal or a sign-out must reach it too, not only the next call.
   */
  private async standing(): Promise<SessionStanding | null> {
    const standing = await openSession(this.options.db, this.options.user.sessionId);
    if (standing === null) this.end();
    return standing;
  }

  /** The keep-alive comment, sent only while the session is open (so an ended one closes within a ping). */
  private async ping(): Promise<void> {
    if ((await this.standing()) !== null) this.write(': ping\n\n');
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.options.log({ level: 'error', msg: 'event stream delivery failed', error: errorFacts(error) });
    });
  }

  private write(text: string): void {
    if (!this.closed) this.controller.enqueue(encoder.encode(text));
  }

  private async replay(): Promise<void> {
    const { db, user, lastEventId } = this.options;
    const since = watermarkOf(lastEventId);
    if (since === null) {
      const [row] = await db
        .select({ last: max(notifications.id) })
        .from(notifications)
        .where(eq(notifications.userId, user.id));
      this.watermark = row?.last ?? 0;
      return;
    }
    this.watermark = since;
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), gt(notifications.id, since)))
      .orderBy(asc(notifications.id))
      .limit(REPLAY_LIMIT);
    for (const row of rows) this.sendNotification(row);
  }

  private sendNotification(row: typeof notifications.$inferSelect): void {
    if (row.id <= this.watermark) return;
    this.watermark = row.id;
    this.write(frame(`n${row.id}`, { type: 'notification.created', data: toNotification(row, this.options.lang) }));
  }

  private async deliver(payload: unknown): Promise<void> {
    if (this.closed) return;
    const { type, id } = (payload ?? {}) as { type?: unknown; id?: unknown };
    if (type === 'notification.created' && typeof id === 'number') {
      const [row] = await this.options.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, this.options.user.id)));
      if (row) this.sendNotification(row);
      return;
    }
    const readers = readersOfEvent(payload);
    if (readers !== null) {
      // The role at delivery, not at connection: a member demoted to SELLER stops hearing MAIN money at once.
      const standing = await this.standing();
      if (standing === null || !readers(standing.role)) return;
    }
    const event = ServerEvent.safeParse(payload);
    if (!event.success || event.data.type === 'notification.created') {
      this.options.log({ level: 'warn', msg: 'event stream dropped a malformed event' });
      return;
    }
    this.seq += 1;
    this.write(frame(`n${this.watermark}.${this.seq}`, event.data));
  }
}

/** The streaming Response; cancelling its body (the client went away) unsubscribes and stops the pings. */
export function eventStream(options: StreamOptions): Response {
  let session: Session | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      session = new Session(options, controller);
      session.open();
    },
    cancel() {
      session?.close();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise buffer the stream and hold events back.
      'x-accel-buffering': 'no',
    },
  });
}

/** The live stream (GET /api/v1/events, src/contract/calls/events.ts); the pipeline has authenticated the caller. */
import { DEFAULT_PING_MS, eventStream } from '../../events/stream.ts';
import { callNamed, handle, type Registration } from '../handler.ts';

export interface EventsOptions {
  /** How often a `: ping` comment goes out; tests shorten it instead of waiting 25 s. */
  readonly pingMs?: number;
}

export function eventsHandlersWith(options: EventsOptions = {}): Registration[] {
  return [
    handle(callNamed('events'), async ({ db, bus, user, lang, headers, log }) => ({
      stream: eventStream({
        db,
        bus,
        user,
        lang,
        log,
        lastEventId: headers.get('last-event-id'),
        pingMs: options.pingMs ?? DEFAULT_PING_MS,
      }),
    })),
  ];
}

export const eventsHandlers = eventsHandlersWith();

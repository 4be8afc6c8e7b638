/**
 * The API's event bus (server/api/bus.ts) across instances: events travel through PostgreSQL
 * NOTIFY on one channel and every instance delivers them to its own subscribers. PostgreSQL caps a
 * notification at 8000 bytes, so events carry ids and small facts, never documents. When the listening
 * connection was lost and is back, the gap is announced (`subscribeGaps`): what was sent meanwhile is gone.
 */
import { createLocalBus, type EventBus } from '../api/bus.ts';
import type { DatabaseHandle } from './client.ts';

export const EVENTS_CHANNEL = 'campay_events';

export interface ClosableBus extends EventBus {
  close(): Promise<void>;
}

interface Envelope {
  topic: string;
  payload: unknown;
}

function parse(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as Envelope).topic === 'string') {
      return value as Envelope;
    }
  } catch {
    // fall through: not ours
  }
  return null;
}

export async function createDatabaseBus(handle: DatabaseHandle): Promise<ClosableBus> {
  const local = createLocalBus();
  const gapListeners = new Set<() => void>();
  const stop = await handle.listen(
    EVENTS_CHANNEL,
    (text) => {
      const envelope = parse(text);
      if (envelope) void local.publish(envelope.topic, envelope.payload);
      else console.error(`Ignored a malformed event on ${EVENTS_CHANNEL}`);
    },
    () => {
      for (const listener of gapListeners) listener();
    },
  );
  return {
    publish: (topic, payload) => handle.notify(EVENTS_CHANNEL, JSON.stringify({ topic, payload })),
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    subscribeGaps: (listener) => {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    close: stop,
  };
}

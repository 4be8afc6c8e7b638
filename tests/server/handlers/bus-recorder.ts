/** What an account's live stream would hear: every payload published on its topic while recording. */
import type { EventBus } from '../../../server/api/bus.ts';
import { accountTopic } from '../../../server/events/publish.ts';

export interface Recording {
  readonly heard: unknown[];
  stop(): void;
}

export function recordAccount(bus: EventBus, ownerId: number): Recording {
  const heard: unknown[] = [];
  const stop = bus.subscribe(accountTopic(ownerId), (payload) => heard.push(payload));
  return { heard, stop };
}

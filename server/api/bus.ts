/**
 * Events between parts of the server (a settled transaction → the user's live stream). In-process here;
 * server/main.ts may pass one backed by PostgreSQL LISTEN/NOTIFY so every instance hears every event.
 */
export type Listener = (payload: unknown) => void;

export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(topic: string, listener: Listener): () => void;
  /**
   * Calls `listener` each time events of every topic may have been lost (a bus across instances lost its
   * database connection and has it back); returns the function that stops it. An in-process bus loses none.
   */
  subscribeGaps?(listener: () => void): () => void;
}

export function createLocalBus(): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  return {
    async publish(topic, payload) {
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set<Listener>();
      listeners.set(topic, set.add(listener));
      return () => set.delete(listener);
    },
  };
}

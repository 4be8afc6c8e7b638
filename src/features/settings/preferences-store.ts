/**
 * Which notifications reach the user, per topic and channel (GET/PUT /notification-preferences; the topics are
 * src/contract/notification-topics.ts, each covering several of the SPEC's kinds). A switch changes at once
 * (optimistic) and is saved in the background; the server's answer is then what shows. Saves go one at a time:
 * switches flipped while one is on its way are sent together next, so answers never cross and a late answer
 * never undoes a newer choice. A save that fails puts the switches it carried back where the server has them
 * (unless flipped again since) and says so. SECURITY's in-app notice cannot be turned off (the contract's lock).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { NotificationPreferenceType } from '../../contract/calls/notifications.ts';
import { LOCKED_IN_APP_TOPICS, type NotificationTopicType } from '../../contract/notification-topics.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import type { Api } from '../../lib/http/types.ts';
import { createScreenRun } from '../../stores/kit/page-env.ts';

type PreferencesApi = Pick<Api, 'getNotificationPreferences' | 'updateNotificationPreferences'>;

export type Channel = 'in_app' | 'email';

export type PreferencesState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly failure: ApiFailure }
  | {
      readonly status: 'ready';
      /** What the switches show: the server's choices with the user's unsaved flips over them. */
      readonly preferences: readonly NotificationPreferenceType[];
      /** Topics with a flip not yet confirmed by the server. */
      readonly saving: readonly NotificationTopicType[];
    };

/** Whether a switch cannot be turned off (SECURITY in the app). */
export function isLocked(topic: NotificationTopicType, channel: Channel): boolean {
  return channel === 'in_app' && LOCKED_IN_APP_TOPICS.includes(topic);
}

export interface PreferencesStoreOptions {
  readonly api: PreferencesApi;
  /** Says that a choice could not be saved (a toast). */
  readonly notifyFailure: (failure: ApiFailure) => void;
  readonly refused?: () => boolean;
}

type ByTopic = ReadonlyMap<NotificationTopicType, NotificationPreferenceType>;

const byTopic = (list: readonly NotificationPreferenceType[]): ByTopic =>
  new Map(list.map((item) => [item.topic, item]));

export function createPreferencesStore(options: PreferencesStoreOptions) {
  const { api } = options;
  const $state = atom<PreferencesState>({ status: 'loading' });
  /** The server's choices, in its order. */
  let confirmed: readonly NotificationPreferenceType[] = [];
  /** What the user wants, by topic. */
  let wanted: ByTopic = new Map();
  /** Flipped since the last save was sent. */
  let dirty = new Set<NotificationTopicType>();
  let inFlight: ReadonlySet<NotificationTopicType> = new Set();

  const run = createScreenRun({ load, ...(options.refused ? { refused: options.refused } : {}) });

  function show(): void {
    $state.set({
      status: 'ready',
      preferences: confirmed.map((item) => wanted.get(item.topic) ?? item),
      saving: [...new Set([...inFlight, ...dirty])],
    });
  }

  async function load(): Promise<void> {
    const answer = await api.getNotificationPreferences();
    if (!run.isRunning()) return;
    if (isApiFailure(answer)) {
      $state.set({ status: 'error', failure: answer });
      return;
    }
    confirmed = answer.data;
    wanted = byTopic(confirmed);
    show();
  }

  /** Sends what was flipped since the last save was sent; the server's answer is then what shows. */
  async function saveFlipped(): Promise<void> {
    inFlight = dirty;
    dirty = new Set();
    const sent = inFlight;
    const preferences = [...sent].flatMap((topic) => wanted.get(topic) ?? []);
    const answer = await api.updateNotificationPreferences({ body: { preferences } });
    inFlight = new Set();
    // What was flipped again meanwhile keeps the user's choice: it goes in the next save.
    const keep = (topic: NotificationTopicType) => dirty.has(topic);
    if (isApiFailure(answer)) {
      const server = byTopic(confirmed);
      wanted = new Map(
        [...wanted].map(([topic, item]) => [
          topic,
          sent.has(topic) && !keep(topic) ? (server.get(topic) ?? item) : item,
        ]),
      );
      options.notifyFailure(answer);
    } else {
      confirmed = answer.data;
      wanted = new Map(
        confirmed.map((item) => [item.topic, keep(item.topic) ? (wanted.get(item.topic) ?? item) : item]),
      );
    }
    show();
  }

  let saving: Promise<void> | null = null;

  /** One save at a time, until nothing flipped is left unsent; every caller waits for the same run. */
  function flush(): Promise<void> {
    saving ??= (async () => {
      while (dirty.size > 0) await saveFlipped();
    })().finally(() => {
      saving = null;
    });
    return saving;
  }

  return {
    $state: $state as ReadableAtom<PreferencesState>,
    start: run.start,
    reload(): Promise<void> {
      $state.set({ status: 'loading' });
      return load();
    },
    /** Flips one switch: shown at once, saved in the background. A locked one stays on. */
    toggle(topic: NotificationTopicType, channel: Channel): Promise<void> {
      const current = wanted.get(topic);
      if ($state.get().status !== 'ready' || current === undefined || isLocked(topic, channel))
        return Promise.resolve();
      wanted = new Map(wanted).set(topic, { ...current, [channel]: !current[channel] });
      dirty.add(topic);
      show();
      return flush();
    },
  };
}

export type PreferencesStore = ReturnType<typeof createPreferencesStore>;

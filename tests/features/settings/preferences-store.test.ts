import { describe, expect, it } from 'vitest';
import type { NotificationPreferenceType } from '../../../src/contract/calls/notifications.ts';
import { NOTIFICATION_TOPICS, type NotificationTopicType } from '../../../src/contract/notification-topics.ts';
import {
  createPreferencesStore,
  isLocked,
  type PreferencesStoreOptions,
} from '../../../src/features/settings/preferences-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { settled } from '../../stores/kit/fake-browser.ts';

type Body = { preferences: NotificationPreferenceType[] };

/** The server: keeps the choices as PUT /notification-preferences does; each PUT waits until the test answers it. */
class FakePreferencesApi {
  stored = new Map<NotificationTopicType, NotificationPreferenceType>(
    NOTIFICATION_TOPICS.map((topic) => [topic, { topic, in_app: true, email: true }]),
  );
  readonly puts: { body: Body; answer: (failure?: ApiFailure) => void }[] = [];

  list(): NotificationPreferenceType[] {
    return NOTIFICATION_TOPICS.map((topic) => ({ ...(this.stored.get(topic) as NotificationPreferenceType) }));
  }

  async getNotificationPreferences() {
    return { status: true as const, data: this.list() };
  }

  updateNotificationPreferences({ body }: { body: Body }) {
    return new Promise((resolve) => {
      this.puts.push({
        body,
        answer: (failure) => {
          if (failure) return resolve(failure);
          for (const item of body.preferences) this.stored.set(item.topic, { ...item });
          resolve({ status: true, data: this.list() });
        },
      });
    });
  }
}

const REFUSED: ApiFailure = { status: false, message: 'Network Error' };

async function setup() {
  const api = new FakePreferencesApi();
  const failures: ApiFailure[] = [];
  const store = createPreferencesStore({
    api: api as unknown as PreferencesStoreOptions['api'],
    notifyFailure: (failure) => failures.push(failure),
    refused: () => false,
  });
  store.start();
  while (store.$state.get().status === 'loading') await settled();
  return { api, store, failures };
}

function shown(store: Awaited<ReturnType<typeof setup>>['store'], topic: NotificationTopicType) {
  const state = store.$state.get();
  return state.status === 'ready' ? state.preferences.find((item) => item.topic === topic) : undefined;
}

describe('notification preferences', () => {
  it('lists every topic in the contract order, on for both channels until chosen otherwise', async () => {
    const { store } = await setup();
    const state = store.$state.get();
    expect(state.status === 'ready' && state.preferences.map((item) => item.topic)).toEqual([...NOTIFICATION_TOPICS]);
  });

  it('shows a flip at once and keeps it once the server saved it', async () => {
    const { api, store, failures } = await setup();
    const saved = store.toggle('MONEY', 'in_app');
    expect(shown(store, 'MONEY')).toEqual({ topic: 'MONEY', in_app: false, email: true });
    const state = store.$state.get();
    expect(state.status === 'ready' && state.saving).toEqual(['MONEY']);
    expect(api.puts.map((put) => put.body.preferences)).toEqual([[{ topic: 'MONEY', in_app: false, email: true }]]);
    api.puts[0]?.answer();
    await saved;
    expect(shown(store, 'MONEY')?.in_app).toBe(false);
    expect(api.stored.get('MONEY')?.in_app).toBe(false);
    const after = store.$state.get();
    expect(after.status === 'ready' && after.saving).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('puts a switch back and says so when the save fails', async () => {
    const { api, store, failures } = await setup();
    const saved = store.toggle('NEWS', 'email');
    expect(shown(store, 'NEWS')?.email).toBe(false);
    api.puts[0]?.answer(REFUSED);
    await saved;
    expect(shown(store, 'NEWS')?.email).toBe(true);
    expect(failures).toEqual([REFUSED]);
  });

  it("never turns off SECURITY's in-app notice, and sends nothing for it", async () => {
    const { api, store } = await setup();
    expect(isLocked('SECURITY', 'in_app')).toBe(true);
    expect(isLocked('SECURITY', 'email')).toBe(false);
    expect(isLocked('MONEY', 'in_app')).toBe(false);
    await store.toggle('SECURITY', 'in_app');
    expect(shown(store, 'SECURITY')?.in_app).toBe(true);
    expect(api.puts).toHaveLength(0);
  });

  it('saves one at a time: flips made meanwhile go together in the next save, and a late answer undoes none', async () => {
    const { api, store } = await setup();
    const first = store.toggle('MONEY', 'email');
    void store.toggle('CARDS', 'in_app');
    void store.toggle('MONEY', 'in_app');
    expect(api.puts).toHaveLength(1);
    // The first answer (MONEY email off) arrives after MONEY in-app was flipped too: both stay as the user left them.
    api.puts[0]?.answer();
    await settled();
    expect(shown(store, 'MONEY')).toEqual({ topic: 'MONEY', in_app: false, email: false });
    expect(api.puts[1]?.body.preferences).toEqual([
      { topic: 'CARDS', in_app: false, email: true },
      { topic: 'MONEY', in_app: false, email: false },
    ]);
    api.puts[1]?.answer();
    await first;
    expect(api.stored.get('MONEY')).toEqual({ topic: 'MONEY', in_app: false, email: false });
    expect(api.stored.get('CARDS')?.in_app).toBe(false);
  });

  it('a failed save keeps a switch flipped again meanwhile, and sends it', async () => {
    const { api, store, failures } = await setup();
    const first = store.toggle('ACCOUNT', 'email');
    void store.toggle('ACCOUNT', 'in_app');
    api.puts[0]?.answer(REFUSED);
    await settled();
    // The failed email flip is not in the server; the later in-app flip is the user's latest word and goes next.
    expect(failures).toHaveLength(1);
    expect(api.puts[1]?.body.preferences).toEqual([{ topic: 'ACCOUNT', in_app: false, email: false }]);
    api.puts[1]?.answer();
    await first;
    expect(shown(store, 'ACCOUNT')).toEqual({ topic: 'ACCOUNT', in_app: false, email: false });
  });
});

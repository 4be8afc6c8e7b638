/**
 * The notifications panel's store: cursor pages appended, the host page's address left alone, a live notification
 * added at the top only when its id is new, one or a whole group marked read with the badge following the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Note = {
  id: number;
  notification_group: 'important' | 'system';
  kind: string;
  notification_status: string;
  read_at: string | null;
};

const server = vi.hoisted(() => ({
  notes: [] as Note[],
  asked: [] as Record<string, unknown>[],
  readAll: [] as unknown[],
  refuse: false,
}));

function unread() {
  const count = (group: string) =>
    server.notes.filter((note) => note.notification_group === group && note.notification_status !== 'READ').length;
  return { important: count('important'), system: count('system') };
}

vi.mock('../../../src/stores/api.ts', () => ({
  api: {
    listNotifications: async ({ query }: { query: Record<string, unknown> }) => {
      server.asked.push(query);
      const before = query.cursor === undefined ? Number.POSITIVE_INFINITY : Number(query.cursor);
      const rows = server.notes
        .filter((note) => note.notification_group === query.notification_group && note.id < before)
        .sort((a, b) => b.id - a.id);
      const limit = Number(query.limit);
      const items = rows.slice(0, limit);
      const next = rows.length > limit ? String(items.at(-1)?.id) : null;
      return { status: true, data: { items, next_page: next, unread: unread() } };
    },
    readNotification: async ({ params }: { params: { id: number } }) => {
      if (server.refuse) return { status: false, code: 'NOT_FOUND', message: 'Not found' };
      const note = server.notes.find((row) => row.id === params.id) as Note;
      note.notification_status = 'READ';
      note.read_at = '2026-11-27T10:00:00.000Z';
      return { status: true, data: { notification: { ...note }, unread: unread() } };
    },
    readAllNotifications: async ({ body }: { body: { notification_group: string } }) => {
      server.readAll.push(body);
      for (const note of server.notes)
        if (note.notification_group === body.notification_group) note.notification_status = 'READ';
      return { status: true, data: { updated: 1, unread: unread() } };
    },
  },
}));

const page = { search: '?type=TOP_UP&page=2', pathname: '/transactions', hash: '' };
const history = { state: null, pushState: vi.fn(), replaceState: vi.fn() };
vi.stubGlobal('location', page);
vi.stubGlobal('history', history);
vi.stubGlobal('navigator', { onLine: true });
vi.stubGlobal('document', { documentElement: { dataset: {} } });
vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });

const store = await import('../../../src/features/notifications/panel-store.ts');
const { $unreadCounts, setUnreadCounts } = await import('../../../src/stores/notification-counts.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

async function settled(): Promise<void> {
  await vi.waitFor(() => undefined);
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

const note = (id: number, group: Note['notification_group'] = 'important', status = 'DELIVERED'): Note => ({
  id,
  notification_group: group,
  kind: 'TOP_UP_APPROVED',
  notification_status: status,
  read_at: null,
});
// biome-ignore lint/suspicious/noExplicitAny: the fake server's rows stand for whole notifications
const full = (row: Note) => row as any;
const ids = (group: 'important' | 'system') => store.LISTS[group].$state.get().items.map((item) => item.id);

beforeEach(() => {
  server.notes = [];
  for (let id = 1; id <= 25; id += 1) server.notes.push(note(id));
  server.notes.push(note(26, 'system'));
  server.asked.length = 0;
  server.readAll.length = 0;
  server.refuse = false;
  setUnreadCounts(unread());
});
afterEach(() => {
  resetAllStores();
  vi.clearAllMocks();
});

describe('the panel lists', () => {
  it('load a group’s newest page once, then append the next one on its cursor', async () => {
    store.showGroup('important');
    store.showGroup('important');
    await settled();
    expect(server.asked).toEqual([{ notification_group: 'important', limit: store.PAGE_SIZE }]);
    expect(ids('important')).toEqual(Array.from({ length: 20 }, (_, index) => 25 - index));
    expect(store.LISTS.important.$state.get().hasMore).toBe(true);

    store.LISTS.important.loadMore();
    await settled();
    expect(server.asked.at(-1)).toEqual({ notification_group: 'important', limit: store.PAGE_SIZE, cursor: '6' });
    expect(ids('important')).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
    expect(store.LISTS.important.$state.get().hasMore).toBe(false);
  });

  it('never read or write the address of the page they lie over', async () => {
    store.showGroup('system');
    await settled();
    expect(server.asked.at(-1)).toEqual({ notification_group: 'system', limit: store.PAGE_SIZE });
    expect(history.pushState).not.toHaveBeenCalled();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(page.search).toBe('?type=TOP_UP&page=2');
  });

  it('add a live notification at the top of its group only when its id is not there yet', async () => {
    store.showGroup('important');
    await settled();
    const before = ids('important');
    server.notes.push(note(27));
    store.addArrived(full(note(27)));
    store.addArrived(full(note(27)));
    store.addArrived(full(note(25)));
    expect(ids('important')).toEqual([27, ...before]);
    expect(ids('system')).not.toContain(27);
  });
});

describe('reading', () => {
  it('one: the row and the badge take the server’s answer', async () => {
    store.showGroup('important');
    await settled();
    const counted = $unreadCounts.get()?.important ?? 0;
    expect(await store.markRead(full(note(25)))).toBeNull();
    const row = store.LISTS.important.$state.get().items.find((item) => item.id === 25);
    expect(row?.notification_status).toBe('READ');
    expect($unreadCounts.get()?.important).toBe(counted - 1);
  });

  it('one refused: says why and changes nothing', async () => {
    store.showGroup('important');
    await settled();
    server.refuse = true;
    const counts = $unreadCounts.get();
    expect((await store.markRead(full(note(24))))?.code).toBe('NOT_FOUND');
    expect($unreadCounts.get()).toEqual(counts);
    expect(store.LISTS.important.$state.get().items.find((item) => item.id === 24)?.notification_status).toBe(
      'DELIVERED',
    );
  });

  it('a group: every row of that group read, the other group untouched', async () => {
    store.showGroup('important');
    store.showGroup('system');
    await settled();
    expect(await store.markGroupRead('important', new Date('2026-11-27T11:00:00Z'))).toBeNull();
    expect(server.readAll).toEqual([{ notification_group: 'important' }]);
    expect(store.LISTS.important.$state.get().items.every((item) => item.notification_status === 'READ')).toBe(true);
    expect(store.LISTS.system.$state.get().items.map((item) => item.notification_status)).toEqual(['DELIVERED']);
    expect($unreadCounts.get()).toEqual({ important: 0, system: 1 });
  });
});

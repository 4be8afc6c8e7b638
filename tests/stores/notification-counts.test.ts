/** Unread notification counts (src/stores/notification-counts.ts): from answers, from the server, live, reset. */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const listNotifications = vi.hoisted(() => vi.fn());
vi.mock('../../src/stores/api.ts', () => ({ api: { listNotifications } }));

async function freshCounts() {
  vi.resetModules();
  const counts = await import('../../src/stores/notification-counts.ts');
  const { resetAllStores } = await import('../../src/stores/reset.ts');
  return { ...counts, resetAllStores };
}

beforeEach(() => listNotifications.mockReset());

describe('unread notification counts', () => {
  it('asks the server with the smallest list, both groups counted from one answer', async () => {
    listNotifications.mockResolvedValue({
      status: true,
      data: { items: [], next_page: null, unread: { important: 2, system: 5 } },
    });
    const counts = await freshCounts();
    expect(counts.$unreadTotal.get()).toBeNull();
    expect(await counts.loadUnreadCounts()).toBeNull();
    expect(listNotifications).toHaveBeenCalledWith({ query: { notification_group: 'important', limit: 1 } });
    expect(counts.$unreadCounts.get()).toEqual({ important: 2, system: 5 });
    expect(counts.$unreadTotal.get()).toBe(7);
  });

  it('keeps what it had when the server cannot answer', async () => {
    listNotifications.mockResolvedValue({ status: false, message: 'Network Error' });
    const counts = await freshCounts();
    counts.setUnreadCounts({ important: 1, system: 0 });
    expect(await counts.loadUnreadCounts()).toEqual({ status: false, message: 'Network Error' });
    expect(counts.$unreadTotal.get()).toBe(1);
  });

  it('adds a notification that arrives unread to its group, once the counts are known', async () => {
    const counts = await freshCounts();
    counts.countArrived({ notification_group: 'system', notification_status: 'SENT' });
    expect(counts.$unreadCounts.get()).toBeNull();
    counts.setUnreadCounts({ important: 1, system: 0 });
    counts.countArrived({ notification_group: 'system', notification_status: 'DELIVERED' });
    counts.countArrived({ notification_group: 'important', notification_status: 'READ' });
    expect(counts.$unreadCounts.get()).toEqual({ important: 1, system: 1 });
  });

  it('is emptied on local logout', async () => {
    const counts = await freshCounts();
    counts.setUnreadCounts({ important: 1, system: 2 });
    counts.resetAllStores();
    expect(counts.$unreadTotal.get()).toBeNull();
  });
});

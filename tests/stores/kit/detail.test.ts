/**
 * The detail store factory (src/stores/kit/detail.ts) on a fake clock: a pending record is read again every 5000 ms,
 * polling stops at a final status, pauses while the tab is hidden and reads at once when it is seen again, and
 * stops with the screen or a logout. A missing record is "not found", not an error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { type FakePage, fakePage } from './fake-page.ts';

const server = vi.hoisted(() => ({
  calls: [] as { id: unknown }[],
  /** The status the next reads answer (a failure when one is set). */
  status: 'PENDING',
  failure: null as ApiFailure | null,
}));

vi.mock('../../../src/stores/api.ts', () => ({
  api: {
    getVaTransaction: async (input: { params: { id: unknown } }) => {
      server.calls.push({ id: input.params.id });
      return server.failure ?? { status: true, data: { id: input.params.id, status: server.status } };
    },
  },
}));

const { createDetailStore, DETAIL_POLL_MS } = await import('../../../src/stores/kit/detail.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

const FINAL = new Set(['APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED']);

function transaction(page: FakePage) {
  return createDetailStore('getVaTransaction', { isFinal: (value) => FINAL.has(value.status), env: page });
}

/** Let the store's pending promises settle without moving the clock. */
async function settled(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

let page: FakePage;
beforeEach(() => {
  vi.useFakeTimers();
  server.calls.length = 0;
  server.status = 'PENDING';
  server.failure = null;
  page = fakePage();
});
afterEach(() => {
  resetAllStores();
  vi.useRealTimers();
});

describe('polling', () => {
  it('reads a pending record every 5000 ms', async () => {
    const store = transaction(page);
    store.start(42);
    expect(store.$state.get().status).toBe('loading');
    await settled();
    expect(store.$state.get()).toMatchObject({ status: 'ready', value: { id: 42, status: 'PENDING' }, polling: true });
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 2);
    expect(server.calls).toHaveLength(4);
  });

  it('reads again at the interval the record asks for (a displayed QR every 3000 ms)', async () => {
    const store = createDetailStore('getVaTransaction', {
      isFinal: (value) => FINAL.has(value.status),
      intervalMs: (value) => (value.status === 'PENDING' ? 3000 : 7000),
      env: page,
    });
    store.start(7);
    await settled();
    await vi.advanceTimersByTimeAsync(2999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    server.status = 'PROCESS';
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(6999);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(4);
  });

  it('stops when the status becomes final', async () => {
    const store = transaction(page);
    store.start(42);
    await settled();
    server.status = 'APPROVED';
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS);
    expect(store.$state.get()).toMatchObject({ value: { status: 'APPROVED' }, polling: false });
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 10);
    expect(server.calls).toHaveLength(2);
  });

  it('does not poll a record that is final from the start', async () => {
    server.status = 'REJECTED';
    const store = transaction(page);
    store.start(42);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 5);
    expect(server.calls).toHaveLength(1);
    expect(store.$state.get().polling).toBe(false);
  });

  it('pauses while the tab is hidden and reads at once when it is seen again', async () => {
    const store = transaction(page);
    store.start(42);
    await settled();
    page.isVisible = false;
    page.emit('visibilitychange');
    expect(store.$state.get().polling).toBe(false);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 10);
    expect(server.calls).toHaveLength(1);
    page.isVisible = true;
    page.emit('visibilitychange');
    await settled();
    expect(server.calls).toHaveLength(2);
    expect(store.$state.get().polling).toBe(true);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS);
    expect(server.calls).toHaveLength(3);
  });

  it('does not read again when a tab with a final record is seen again', async () => {
    server.status = 'APPROVED';
    const store = transaction(page);
    store.start(42);
    await settled();
    page.isVisible = false;
    page.emit('visibilitychange');
    page.isVisible = true;
    page.emit('visibilitychange');
    await settled();
    expect(server.calls).toHaveLength(1);
  });

  it('keeps the record and keeps polling when one read fails', async () => {
    const store = transaction(page);
    store.start(42);
    await settled();
    server.failure = { status: false, message: 'Network Error' };
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS);
    expect(store.$state.get()).toMatchObject({ status: 'ready', value: { id: 42 }, polling: true });
    server.failure = null;
    server.status = 'APPROVED';
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS);
    expect(store.$state.get()).toMatchObject({ value: { status: 'APPROVED' }, failure: null, polling: false });
  });

  it('stops when the screen stops, and on logout', async () => {
    const store = transaction(page);
    const stop = store.start(42);
    await settled();
    stop();
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 5);
    expect(server.calls).toHaveLength(1);
    expect(page.listeners('visibilitychange')).toBe(0);

    store.start(43);
    await settled();
    resetAllStores();
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 5);
    expect(server.calls).toHaveLength(2);
    expect(store.$state.get()).toMatchObject({ status: 'loading', value: null });
  });
});

describe('failures', () => {
  it('reads nothing on a page the guard refused (an id the route does not take, a role it excludes)', async () => {
    page.isRefused = true;
    const store = transaction(page);
    const stopScreen = store.start(1);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 2);
    expect(server.calls).toEqual([]);
    expect(page.listeners('visibilitychange')).toBe(0);
    stopScreen();
  });

  it('says "not found" for a record the server does not have (or this user may not see)', async () => {
    server.failure = { status: false, message: 'Not found', code: 'NOT_FOUND' };
    const store = transaction(page);
    store.start(999);
    await settled();
    expect(store.$state.get()).toMatchObject({ status: 'not-found', value: null, polling: false });
  });

  it('is offline without a connection, reads when it is back, and retries on demand after an error', async () => {
    page.isOnline = false;
    const store = transaction(page);
    store.start(42);
    await settled();
    expect(store.$state.get().status).toBe('offline');
    expect(server.calls).toHaveLength(0);
    page.isOnline = true;
    page.emit('online');
    await settled();
    expect(store.$state.get().status).toBe('ready');

    const other = transaction(page);
    server.failure = { status: false, message: 'error_internal' };
    other.start(7);
    await settled();
    expect(other.$state.get().status).toBe('error');
    server.failure = null;
    other.retry();
    expect(other.$state.get().status).toBe('loading');
    await settled();
    expect(other.$state.get()).toMatchObject({ status: 'ready', value: { id: 7 } });
  });
});

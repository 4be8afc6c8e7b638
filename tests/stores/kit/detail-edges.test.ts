/**
 * The detail store factory's edges (src/stores/kit/detail.ts): what the state says between reads, a read never
 * doubled, a failed poll recorded beside the record it keeps, and a logout that leaves nothing behind.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { type FakePage, fakePage } from './fake-page.ts';

const server = vi.hoisted(() => ({
  calls: [] as { id: unknown }[],
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

const FINAL = new Set(['APPROVED', 'REJECTED']);
const transaction = (page: FakePage) =>
  createDetailStore('getVaTransaction', { isFinal: (value) => FINAL.has(value.status), env: page });
const settled = () => vi.advanceTimersByTimeAsync(0);
const BAD_GATEWAY: ApiFailure = { status: false, message: 'Bad gateway', httpStatus: 502 };

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

describe('the detail store between reads', () => {
  it('is loading, with nothing scheduled, until the first answer', () => {
    const store = transaction(page);
    store.start(1);
    expect(store.$state.get()).toEqual({ status: 'loading', value: null, failure: null, polling: false });
  });

  it('reads once however often it is asked while a read is under way', async () => {
    const store = transaction(page);
    store.start(1);
    store.retry();
    store.retry();
    await settled();
    expect(server.calls).toHaveLength(1);
  });

  it('records a failed poll beside the record it keeps', async () => {
    const store = transaction(page);
    store.start(1);
    await settled();
    server.failure = BAD_GATEWAY;
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS);
    expect(store.$state.get()).toEqual({
      status: 'ready',
      value: { id: 1, status: 'PENDING' },
      failure: BAD_GATEWAY,
      polling: true,
    });
  });

  it('says "not found" for a refused id too (a field error on `id`)', async () => {
    server.failure = { status: false, message: 'Invalid', httpStatus: 422, errors: { id: ['Not a valid id'] } };
    const store = transaction(page);
    store.start('x');
    await settled();
    expect(store.$state.get().status).toBe('not-found');
  });

  it('says it stopped polling when the screen stops', async () => {
    const store = transaction(page);
    const stop = store.start(1);
    await settled();
    expect(store.$state.get().polling).toBe(true);
    stop();
    expect(store.$state.get().polling).toBe(false);
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 3);
    expect(server.calls).toHaveLength(1);
  });

  it('forgets the record and stops polling at a logout', async () => {
    const store = transaction(page);
    store.start(1);
    await settled();
    resetAllStores();
    expect(store.$state.get()).toEqual({ status: 'loading', value: null, failure: null, polling: false });
    await vi.advanceTimersByTimeAsync(DETAIL_POLL_MS * 3);
    expect(server.calls).toHaveLength(1);
  });

  it('does not read when the connection comes back unless it was offline', async () => {
    const store = transaction(page);
    store.start(1);
    await settled();
    page.emit('online');
    await settled();
    expect(server.calls).toHaveLength(1);
  });

  it('does not read when a tab that never got the record is seen again', async () => {
    server.failure = BAD_GATEWAY;
    const store = transaction(page);
    store.start(1);
    await settled();
    expect(store.$state.get().status).toBe('error');
    page.isVisible = false;
    page.emit('visibilitychange');
    page.isVisible = true;
    page.emit('visibilitychange');
    await settled();
    expect(server.calls).toHaveLength(1);
  });

  it('a retry of a shown record reads again without blanking it', async () => {
    const store = transaction(page);
    store.start(1);
    await settled();
    const states: string[] = [];
    store.$state.listen((state) => states.push(state.status));
    store.retry();
    await settled();
    expect(server.calls).toHaveLength(2);
    expect(states).not.toContain('loading');
  });

  it('a retry before any start reads nothing', async () => {
    const store = transaction(page);
    store.retry();
    await settled();
    expect(server.calls).toHaveLength(0);
    expect(store.$state.get().status).toBe('loading');
  });
});

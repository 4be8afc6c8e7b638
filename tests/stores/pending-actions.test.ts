/**
 * The operator's requests still waiting (src/stores/pending-actions.ts), which the header counts: an answer given on
 * this page and `request.updated` from the live stream change the figure at once, then the server's list replaces it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../src/stores/live.ts';

const server = vi.hoisted(() => ({ pending: [] as { id: number }[], reads: 0 }));

vi.mock('../../src/stores/api.ts', () => ({
  api: {
    listPendingActions: async () => {
      server.reads += 1;
      const items = [...server.pending];
      return { status: true, data: { items, total: items.length, page: 1, limit: 20 } };
    },
  },
}));

const { $pendingActions, followRequests, requestAnswered, requestChanged } = await import(
  '../../src/stores/pending-actions.ts'
);
const { clearQueryCache } = await import('../../src/lib/query.ts');

const shown = () => {
  const { data } = $pendingActions.get();
  return data === undefined ? null : { ids: data.items.map((row) => row.id), total: data.total };
};

let stop: () => void = () => undefined;

/** The header mounted: the store reads the server's list. */
async function mounted(ids: number[]) {
  server.pending = ids.map((id) => ({ id }));
  stop = $pendingActions.listen(() => undefined);
  await vi.waitFor(() => expect(shown()).toEqual({ ids, total: ids.length }));
}

beforeEach(() => {
  server.reads = 0;
});
afterEach(() => {
  stop();
  clearQueryCache();
});

describe('an answer given on this page', () => {
  it('takes the request out and one off the figure at once, then reads the list again', async () => {
    await mounted([1, 2]);
    const reads = server.reads;
    server.pending = [{ id: 2 }];
    requestAnswered(1);
    expect(shown()).toEqual({ ids: [2], total: 1 });
    await vi.waitFor(() => expect(server.reads).toBe(reads + 1));
    expect(shown()).toEqual({ ids: [2], total: 1 });
  });

  it('is not counted twice when the stream told of it first', async () => {
    await mounted([1, 2, 3]);
    server.pending = [{ id: 2 }, { id: 3 }];
    requestChanged({ id: 1, request_status: 'completed', pending: 2 });
    requestAnswered(1);
    expect(shown()).toEqual({ ids: [2, 3], total: 2 });
  });
});

describe('request.updated', () => {
  it('shows the count the server gave at once and brings a new request with the next read', async () => {
    await mounted([1]);
    server.pending = [{ id: 7 }, { id: 1 }];
    requestChanged({ id: 7, request_status: 'pending', pending: 2 });
    expect(shown()?.total).toBe(2);
    await vi.waitFor(() => expect(shown()).toEqual({ ids: [7, 1], total: 2 }));
  });

  it('takes a withdrawn or answered request out with the count the server gave', async () => {
    await mounted([1, 2]);
    server.pending = [{ id: 2 }];
    requestChanged({ id: 1, request_status: 'cancel', pending: 1 });
    expect(shown()).toEqual({ ids: [2], total: 1 });
    server.pending = [];
    requestChanged({ id: 2, request_status: 'completed', pending: 0 });
    expect(shown()).toEqual({ ids: [], total: 0 });
    await vi.waitFor(() => expect(server.reads).toBeGreaterThan(1));
    expect(shown()).toEqual({ ids: [], total: 0 });
  });

  it('is followed from the stream, other events are not, and stops when told', async () => {
    await mounted([1]);
    const listeners = new Set<(event: LiveEvent) => void>();
    const subscribe = (listener: (event: LiveEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const emit = (event: LiveEvent) => {
      for (const listener of listeners) listener(event);
    };
    const unfollow = followRequests(subscribe);
    emit({ type: 'account.updated', data: { account_level: 1, tier: 'STANDARD' } });
    expect(shown()?.total).toBe(1);
    server.pending = [{ id: 1 }, { id: 4 }];
    emit({ type: 'request.updated', data: { id: 4, request_status: 'pending', pending: 2 } });
    expect(shown()?.total).toBe(2);
    unfollow();
    expect(listeners.size).toBe(0);
  });
});

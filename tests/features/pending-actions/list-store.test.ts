/**
 * The pending actions store: the tab in the address, an answered request leaving the pending tab and the header's
 * figure at once, and the list read again when a request changes elsewhere.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const server = vi.hoisted(() => ({
  lists: [] as Record<string, unknown>[],
  answers: [] as Record<string, unknown>[],
  refuse: false,
  pending: [] as { id: number }[],
}));

vi.mock('../../../src/stores/api.ts', () => ({
  api: {
    listPendingActions: async ({ query }: { query: Record<string, unknown> }) => {
      server.lists.push(query);
      const items = [...server.pending];
      return { status: true, data: { items, total: items.length, page: 1, limit: 100 } };
    },
    respondToRequest: async ({ body }: { body: Record<string, unknown> }) => {
      server.answers.push(body);
      if (server.refuse)
        return { status: false, message: 'REQUEST_ALREADY_COMPLETED', code: 'REQUEST_ALREADY_COMPLETED' };
      server.pending = server.pending.filter((row) => row.id !== body.request_id);
      return { status: true, data: { id: body.request_id } };
    },
  },
}));

// The store reads the real page: a bare one at /pending-actions.
const page = { search: '', pathname: '/pending-actions', hash: '' };
vi.stubGlobal('location', page);
vi.stubGlobal('history', { state: null, pushState: () => undefined, replaceState: () => undefined });
vi.stubGlobal('navigator', { onLine: true });
// A page the guard let through (no not-found or forbidden page in its place).
vi.stubGlobal('document', { documentElement: { dataset: {} } });
vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
// The header's store (@nanostores/query) listens for focus and the connection on the global scope.
vi.stubGlobal('addEventListener', () => undefined);

const { pendingActionList, answerRequest, followRequestEvents, tabOf } = await import(
  '../../../src/features/pending-actions/list-store.ts'
);
const { $pendingActions } = await import('../../../src/stores/pending-actions.ts');
const { clearQueryCache } = await import('../../../src/lib/query.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

async function settled(): Promise<void> {
  await vi.waitFor(() => undefined);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

// biome-ignore lint/suspicious/noExplicitAny: a row of the fake server stands for a whole request
const request = (id: number, kind = 'INFORMATION') => ({ id, kind }) as any;

beforeEach(() => {
  server.lists.length = 0;
  server.answers.length = 0;
  server.refuse = false;
  server.pending = [{ id: 1 }, { id: 2 }];
});
afterEach(() => resetAllStores());

describe('the tab', () => {
  it('is pending unless the address asks for completed ones (cancelled count as completed)', () => {
    expect(tabOf({})).toBe('pending');
    expect(tabOf({ request_status: 'completed' })).toBe('completed');
    expect(tabOf({ request_status: 'cancel' })).toBe('completed');
  });

  it('asks the server for pending requests, 100 a page', async () => {
    pendingActionList.start();
    await settled();
    expect(server.lists[0]).toMatchObject({ request_status: 'pending', limit: 100 });
  });
});

describe('answering', () => {
  it('sends the message and removes the request from the pending tab at once', async () => {
    pendingActionList.start();
    await settled();
    const answered = answerRequest(request(1), { message: 'Shopee' });
    await answered;
    expect(server.answers).toEqual([{ request_id: 1, message: 'Shopee' }]);
    expect(pendingActionList.$state.get().items.map((row) => row.id)).toEqual([2]);
    await settled();
    // The list's own reads (the header's store reads without a page size).
    expect(server.lists.filter((query) => query.limit === 100)).toHaveLength(2);
    expect(pendingActionList.$state.get().items.map((row) => row.id)).toEqual([2]);
  });

  it('keeps the request when the server refuses, and hands back the failure', async () => {
    server.refuse = true;
    pendingActionList.start();
    await settled();
    const failure = await answerRequest(request(2, 'CONFIRMATION'), { confirmed: true });
    expect(failure?.code).toBe('REQUEST_ALREADY_COMPLETED');
    expect(pendingActionList.$state.get().items.map((row) => row.id)).toEqual([1, 2]);
  });
});

describe('the header figure', () => {
  it('drops as soon as a request is answered here, before any read again', async () => {
    clearQueryCache();
    const stop = $pendingActions.listen(() => undefined);
    await vi.waitFor(() => expect($pendingActions.get().data?.total).toBe(2));
    pendingActionList.start();
    await settled();
    await answerRequest(request(1), { message: 'Shopee' });
    expect($pendingActions.get().data?.total).toBe(1);
    expect($pendingActions.get().data?.items.map((row) => row.id)).toEqual([2]);
    stop();
  });
});

describe('following the live stream', () => {
  it('reads the list again when a request changed elsewhere or the stream came back, not for other events', () => {
    const revalidate = vi.fn();
    let listener: ((event: import('../../../src/stores/live.ts').LiveEvent) => void) | null = null;
    const stop = followRequestEvents({ revalidate }, (heard) => {
      listener = heard;
      return () => {
        listener = null;
      };
    });
    const hear = (event: import('../../../src/stores/live.ts').LiveEvent) => listener?.(event);
    hear({ type: 'card.updated', data: { card_id: null, status: null } });
    expect(revalidate).not.toHaveBeenCalled();
    hear({ type: 'request.updated', data: { id: 3, request_status: 'pending', pending: 3 } });
    hear({ type: 'live.reconnected' });
    expect(revalidate).toHaveBeenCalledTimes(2);
    stop();
    expect(listener).toBeNull();
  });
});

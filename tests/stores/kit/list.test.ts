/**
 * The list store factory (src/stores/kit/list.ts), called as the screens call it: the query in the address bar
 * (read, cleaned, written, restored), numbered and cursor pages, loading / empty / error / offline with retry,
 * the transform hook, fetching every row for an export (fetch-all.ts), and emptying on logout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { type FakePage, fakePage } from './fake-page.ts';

interface Input {
  readonly query: Record<string, unknown>;
}
type Answer = { status: true; data: unknown } | ApiFailure;

const server = vi.hoisted(() => ({
  calls: [] as { name: string; query: Record<string, unknown>; signal: AbortSignal | undefined }[],
  answer: null as ((name: string, query: Record<string, unknown>) => Promise<Answer>) | null,
}));

vi.mock('../../../src/stores/api.ts', () => {
  const call = (name: string) => (input: Input, options: { signal?: AbortSignal }) => {
    server.calls.push({ name, query: input.query, signal: options.signal });
    if (server.answer === null) throw new Error('no answer set');
    return server.answer(name, input.query);
  };
  return { api: { listVaTransactions: call('listVaTransactions'), listNotifications: call('listNotifications') } };
});

const { createListStore, hasFilters } = await import('../../../src/stores/kit/list.ts');
const { fetchAll } = await import('../../../src/stores/kit/fetch-all.ts');
const QUERY_RULES = {
  ...(await import('../../../src/lib/http/query-rules/listVaTransactions.generated.ts')),
  ...(await import('../../../src/lib/http/query-rules/listNotifications.generated.ts')),
};
const { resetAllStores } = await import('../../../src/stores/reset.ts');

/** A numbered page of `total` rows: ids from 1, `limit` a page (the server's default 20). */
function numberedAnswer(total: number) {
  return async (_name: string, query: Record<string, unknown>): Promise<Answer> => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 20);
    const first = (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) => ({
      id: first + i + 1,
    }));
    return { status: true, data: { items, total, page, limit } };
  };
}

const NETWORK_DOWN: ApiFailure = { status: false, message: 'Network Error' };
const SERVER_ERROR: ApiFailure = { status: false, message: 'error_internal' };

/** Let the store's pending promises settle. */
async function settled(): Promise<void> {
  await vi.waitFor(() => undefined);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

const TRANSACTION_FILTERS = ['type', 'status', 'search', 'from', 'to'] as const;

function transactions(page: FakePage, options: Parameters<typeof createListStore<'listVaTransactions'>>[2] = {}) {
  return createListStore('listVaTransactions', QUERY_RULES.listVaTransactions, {
    filters: TRANSACTION_FILTERS,
    env: page,
    ...options,
  });
}

beforeEach(() => {
  server.calls.length = 0;
  server.answer = numberedAnswer(45);
});
afterEach(() => resetAllStores());

describe('the query in the address bar', () => {
  it('is read on start and sent to the call', async () => {
    const page = fakePage('?type=TOP_UP&status=APPROVED&page=2');
    const list = transactions(page);
    list.start();
    await settled();
    expect(list.$query.get()).toEqual({ type: 'TOP_UP', status: 'APPROVED', page: 2 });
    expect(server.calls.map((call) => call.query)).toEqual([{ type: 'TOP_UP', status: 'APPROVED', page: 2 }]);
    expect(page.writes).toEqual([]);
  });

  it('is not read on a page the guard refused (a role the route excludes)', async () => {
    const page = fakePage('?type=TOP_UP');
    page.isRefused = true;
    transactions(page).start();
    await settled();
    expect(server.calls).toEqual([]);
    expect(page.listeners('popstate')).toBe(0);
  });

  it('round-trips: a change is written, and a store started on that address reads the same query', async () => {
    const page = fakePage('?type=TOP_UP&page=3');
    const list = transactions(page);
    list.start();
    await settled();
    list.setFilters({ status: 'REJECTED', search: 'VAW-2026' });
    await settled();
    // A new filter starts again from the first page; a change is a new history entry.
    expect(page.writes).toEqual([{ search: '?type=TOP_UP&status=REJECTED&search=VAW-2026', mode: 'push' }]);
    expect(server.calls.at(-1)?.query).toEqual({ type: 'TOP_UP', status: 'REJECTED', search: 'VAW-2026' });

    const reloaded = transactions(fakePage(page.address));
    reloaded.start();
    await settled();
    expect(reloaded.$query.get()).toEqual(list.$query.get());
  });

  it('drops empty values, unknown keys and values the call would refuse, and tidies the address in place', async () => {
    const tooLong = 'x'.repeat(101);
    const page = fakePage(
      `?type=BOGUS&status=&foo=bar&page=0&search=${tooLong}&from=yesterday&to=2026-01-31T23:59:59.999%2B07:00` +
        '&top_up_status=PENDING&limit=20',
    );
    const list = transactions(page);
    list.start();
    await settled();
    // top_up_status and limit are the call's, but not filters this screen offers.
    expect(list.$query.get()).toEqual({ to: '2026-01-31T23:59:59.999+07:00' });
    expect(page.writes).toEqual([{ search: '?to=2026-01-31T23%3A59%3A59.999%2B07%3A00', mode: 'replace' }]);
    expect(server.calls[0]?.query).toEqual({ to: '2026-01-31T23:59:59.999+07:00' });
  });

  it('drops a scalar given twice, a control character, and the default page', async () => {
    const page = fakePage('?type=TOP_UP&type=WITHDRAWAL&search=a%00b&status=PENDING&page=1');
    const list = transactions(page);
    list.start();
    await settled();
    expect(list.$query.get()).toEqual({ status: 'PENDING' });
    expect(page.address).toBe('?status=PENDING');
  });

  it('clears a filter set to an empty value, keeps zero, and does not reload for no change', async () => {
    const page = fakePage('?type=TOP_UP&search=abc');
    const list = transactions(page);
    list.start();
    await settled();
    list.setFilters({ search: '' }, { replace: true });
    await settled();
    expect(page.writes.at(-1)).toEqual({ search: '?type=TOP_UP', mode: 'replace' });
    list.setFilters({ search: '0' });
    await settled();
    expect(list.$query.get()).toEqual({ type: 'TOP_UP', search: '0' });
    const calls = server.calls.length;
    list.setFilters({ type: 'TOP_UP' });
    await settled();
    expect(server.calls).toHaveLength(calls);
    list.clearFilters();
    await settled();
    expect(page.address).toBe('');
    expect(server.calls.at(-1)?.query).toEqual({});
  });

  it('follows Back and Forward', async () => {
    const page = fakePage('?type=TOP_UP');
    const list = transactions(page);
    list.start();
    await settled();
    page.address = '?type=WITHDRAWAL&page=2';
    page.emit('popstate');
    await settled();
    expect(list.$query.get()).toEqual({ type: 'WITHDRAWAL', page: 2 });
    expect(server.calls.at(-1)?.query).toEqual({ type: 'WITHDRAWAL', page: 2 });
  });
});

describe('numbered pages', () => {
  it('shows a page, its number and the page count; another page is a new history entry', async () => {
    const page = fakePage('?status=APPROVED');
    const list = transactions(page);
    list.start();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 1, pageCount: 3, total: 45 });
    expect(list.$state.get().items).toHaveLength(20);
    list.setPage(3);
    await settled();
    expect(page.writes.at(-1)).toEqual({ search: '?status=APPROVED&page=3', mode: 'push' });
    expect(list.$state.get()).toMatchObject({ page: 3, pageCount: 3 });
    expect(list.$state.get().items.map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);
    list.setPage(1);
    await settled();
    expect(page.address).toBe('?status=APPROVED');
  });

  it('shows the last page for a page past the end', async () => {
    const page = fakePage('?page=9');
    const list = transactions(page);
    list.start();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'ready', page: 3 });
    expect(page.writes.at(-1)).toEqual({ search: '?page=3', mode: 'replace' });
  });

  it('sends the page size it was made with', async () => {
    const list = transactions(fakePage(), { pageSize: 10 });
    list.start();
    await settled();
    expect(server.calls[0]?.query).toEqual({ limit: 10 });
    expect(list.$state.get().pageCount).toBe(5);
  });
});

describe('states', () => {
  it('is loading until the answer, then ready, or empty when no row matches', async () => {
    let release = () => {};
    server.answer = (name, query) =>
      new Promise((resolve) => {
        release = () => resolve(numberedAnswer(0)(name, query));
      });
    const list = transactions(fakePage());
    list.start();
    expect(list.$state.get().status).toBe('loading');
    release();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'empty', items: [], total: 0, pageCount: 0 });
  });

  it('keeps the rows shown while the next page loads, so the page does not jump', async () => {
    const list = transactions(fakePage());
    list.start();
    await settled();
    let release = () => {};
    server.answer = (name, query) =>
      new Promise((resolve) => {
        release = () => resolve(numberedAnswer(45)(name, query));
      });
    list.setPage(2);
    expect(list.$state.get()).toMatchObject({ status: 'loading', page: 2, pageCount: 3 });
    expect(list.$state.get().items.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    release();
    await settled();
    expect(list.$state.get().items[0]?.id).toBe(21);
  });

  it('drops the rows of the earlier page when the next one fails: they would pass for its answer', async () => {
    const list = transactions(fakePage());
    list.start();
    await settled();
    server.answer = async () => SERVER_ERROR;
    list.setFilters({ type: 'TOP_UP' });
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'error', items: [] });
  });

  it('fails with the failure, and a retry loads again', async () => {
    server.answer = async () => SERVER_ERROR;
    const list = transactions(fakePage());
    list.start();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'error', failure: SERVER_ERROR });
    server.answer = numberedAnswer(3);
    list.retry();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'ready', failure: null });
  });

  it('is offline without calling while the browser knows it has no connection, and loads when it is back', async () => {
    const page = fakePage();
    page.isOnline = false;
    const list = transactions(page);
    list.start();
    await settled();
    expect(list.$state.get().status).toBe('offline');
    expect(server.calls).toHaveLength(0);
    page.isOnline = true;
    page.emit('online');
    await settled();
    expect(list.$state.get().status).toBe('ready');
  });

  it('is offline when a call fails for the connection the browser then knows is gone; an error when it is not', async () => {
    const page = fakePage();
    server.answer = async () => {
      page.isOnline = false;
      return NETWORK_DOWN;
    };
    const list = transactions(page);
    list.start();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'offline', failure: NETWORK_DOWN });

    page.isOnline = true;
    server.answer = async () => NETWORK_DOWN;
    list.retry();
    await settled();
    expect(list.$state.get().status).toBe('error');
  });

  it('shows the newest query only: an answer a newer query replaced is dropped and its call aborted', async () => {
    const releases: (() => void)[] = [];
    server.answer = (name, query) =>
      new Promise((resolve) => {
        releases.push(() => resolve(numberedAnswer(query.type === 'TOP_UP' ? 1 : 2)(name, query)));
      });
    const list = transactions(fakePage());
    list.start();
    list.setFilters({ type: 'TOP_UP' });
    expect(server.calls[0]?.signal?.aborted).toBe(true);
    releases[1]?.();
    await settled();
    releases[0]?.();
    await settled();
    expect(list.$state.get().items).toHaveLength(1);
  });
});

describe('a date range', () => {
  const BACKWARDS = '?from=2026-03-02T00%3A00%3A00.000Z&to=2026-03-01T00%3A00%3A00.000Z';

  it('is sent in order when typed backwards, before the transform, and stays as typed in the address', async () => {
    const page = fakePage(BACKWARDS);
    const seen: unknown[] = [];
    const list = transactions(page, {
      range: ['from', 'to'],
      transform: (query) => {
        seen.push(query);
        return query;
      },
    });
    list.start();
    await settled();
    const inOrder = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z' };
    expect(seen[0]).toEqual(inOrder);
    expect(server.calls[0]?.query).toMatchObject(inOrder);
    expect(page.address).toBe(BACKWARDS);
  });

  it('is sent as typed without the option, and with one end only', async () => {
    transactions(fakePage(BACKWARDS)).start();
    transactions(fakePage('?to=2026-03-01T00%3A00%3A00.000Z'), { range: ['from', 'to'] }).start();
    await settled();
    expect(server.calls[0]?.query).toMatchObject({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' });
    expect(server.calls[1]?.query).toMatchObject({ to: '2026-03-01T00:00:00.000Z' });
    expect(server.calls[1]?.query).not.toHaveProperty('from');
  });
});

describe('whether a query filters', () => {
  it('counts every key but the page', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters({ page: 3, status: 'PENDING' })).toBe(true);
  });
});

describe('the transform hook', () => {
  it('rewrites the query sent, not the address bar', async () => {
    const page = fakePage('?status=PROCESS');
    const list = transactions(page, {
      transform: ({ status, ...rest }) =>
        status === 'PROCESS' ? { ...rest, top_up_status: ['PENDING', 'PROCESS'] } : { ...rest, status },
    });
    list.start();
    await settled();
    expect(server.calls[0]?.query).toEqual({ top_up_status: ['PENDING', 'PROCESS'] });
    expect(page.address).toBe('?status=PROCESS');
  });

  it('answers empty without a call when it says no row can match', async () => {
    const list = transactions(fakePage('?status=PENDING'), { transform: () => null });
    list.start();
    await settled();
    expect(server.calls).toHaveLength(0);
    expect(list.$state.get()).toMatchObject({ status: 'empty', total: 0 });
  });

  it('sends the fixed scope with every call, never in the address', async () => {
    const page = fakePage('?type=WITHDRAWAL');
    const list = transactions(page, { fixed: { balance_type: 'VA' } });
    list.start();
    await settled();
    expect(server.calls[0]?.query).toEqual({ balance_type: 'VA', type: 'WITHDRAWAL' });
    expect(page.address).toBe('?type=WITHDRAWAL');
  });
});

describe('cursor pages', () => {
  const cursorAnswer = async (_name: string, query: Record<string, unknown>): Promise<Answer> => {
    const after = Number(query.cursor ?? 0);
    const items = [after + 1, after + 2].map((id) => ({ id }));
    return { status: true, data: { items, next_page: after + 2 < 6 ? String(after + 2) : null, unread: {} } };
  };

  it('appends the next page until there is none; the cursor is not kept in the address', async () => {
    server.answer = cursorAnswer;
    const page = fakePage('?notification_status=unread');
    const list = createListStore('listNotifications', QUERY_RULES.listNotifications, {
      pages: 'cursor',
      filters: ['notification_status'],
      fixed: { notification_group: 'important' },
      env: page,
    });
    list.start();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'ready', hasMore: true, pageCount: null });
    list.loadMore();
    await settled();
    list.loadMore();
    await settled();
    expect(list.$state.get().items.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list.$state.get().hasMore).toBe(false);
    expect(server.calls.map((call) => call.query.cursor)).toEqual([undefined, '2', '4']);
    expect(page.address).toBe('?notification_status=unread');
  });

  it('keeps the rows when a next page fails, and the retry asks for that page again', async () => {
    server.answer = cursorAnswer;
    const list = createListStore('listNotifications', QUERY_RULES.listNotifications, {
      pages: 'cursor',
      fixed: { notification_group: 'system' },
      env: fakePage(),
    });
    list.start();
    await settled();
    server.answer = async () => SERVER_ERROR;
    list.loadMore();
    await settled();
    expect(list.$state.get()).toMatchObject({ status: 'error', loadingMore: false });
    expect(list.$state.get().items).toHaveLength(2);
    server.answer = cursorAnswer;
    list.retry();
    await settled();
    expect(list.$state.get().items.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('fetching every row for an export', () => {
  it('reads the current filter page by page at the largest page size, with progress', async () => {
    server.answer = numberedAnswer(250);
    const list = transactions(fakePage('?type=TOP_UP&page=2'), {
      transform: (query) => ({ ...query, status: 'APPROVED' }),
    });
    list.start();
    await settled();
    server.calls.length = 0;
    const progress: unknown[] = [];
    const result = await fetchAll(list, { onProgress: (step) => progress.push(step) });
    expect(result.rows?.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(server.calls.map((call) => call.query)).toEqual(
      [1, 2, 3].map((page) => ({ type: 'TOP_UP', status: 'APPROVED', page, limit: 100 })),
    );
    expect(progress).toEqual([
      { loaded: 100, total: 250 },
      { loaded: 200, total: 250 },
      { loaded: 250, total: 250 },
    ]);
  });

  it('answers the failure of the page that failed', async () => {
    const list = transactions(fakePage());
    server.answer = async () => SERVER_ERROR;
    expect(await fetchAll(list)).toEqual({ failure: SERVER_ERROR });
  });
});

describe('logout', () => {
  it('empties the store and stops following the page', async () => {
    const page = fakePage('?type=TOP_UP');
    const list = transactions(page);
    const stop = list.start();
    await settled();
    resetAllStores();
    expect(list.$query.get()).toEqual({});
    expect(list.$state.get()).toMatchObject({ status: 'loading', items: [] });
    stop();
    expect(page.listeners('popstate')).toBe(0);
    expect(page.listeners('online')).toBe(0);
  });
});

describe('local edits', () => {
  it('change the rows and the count at once, and revalidate keeps them shown until the server answers', async () => {
    const list = transactions(fakePage('?'));
    list.start();
    await settled();
    list.updateItems((items) => items.filter((row) => (row as { id: number }).id !== 1));
    expect(list.$state.get().items).toHaveLength(19);
    expect(list.$state.get().total).toBe(44);
    list.revalidate();
    expect(list.$state.get().status).toBe('ready');
    expect(list.$state.get().items).toHaveLength(19);
    await settled();
    expect(list.$state.get().items).toHaveLength(20);
    expect(server.calls).toHaveLength(2);
  });

  it('an edit that removes the last row makes the list empty', async () => {
    server.answer = numberedAnswer(1);
    const list = transactions(fakePage('?'));
    list.start();
    await settled();
    list.updateItems(() => []);
    expect(list.$state.get().status).toBe('empty');
  });
});

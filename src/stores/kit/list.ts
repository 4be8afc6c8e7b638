/**
 * The list store factory (issue 11, section 1): one store per list screen, made from the name of the contract call
 * that lists its rows. It keeps the filters and the page in the address bar's query, so a reload, Back and a shared
 * link show the same rows; cleans that query against the call's own rules (SPEC section 5: empty values, unknown
 * keys and values the server would refuse are dropped); loads numbered or cursor pages; says whether it is loading,
 * empty, failed or offline, with a retry; and lets a screen rewrite the query just before the call (`transform`: the
 * status rewrites of SPEC section 4). `fetchAll` (fetch-all.ts) reads every row of its filter for an export.
 *
 * Plain atoms rather than the app's @nanostores/query cache: a list replaces or appends pages, cancels the answer a
 * newer filter made stale, and follows the address bar, none of which a cache keyed by query does for us; and each
 * page load starts a fresh document anyway (the site is static, every screen its own page).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { type ApiFailure, networkFailure } from '../../lib/http/errors.ts';
import {
  acceptedValue,
  type CleanQueryValue,
  type QueryCallName,
  type QueryInput,
  type QueryKey,
  type QueryRule,
  type QueryRuleTable,
  type RawQueryValue,
} from '../../lib/http/query-rules.ts';
import type { AppCallName } from '../../lib/http/types.ts';
import { onReset } from '../reset.ts';
import { callByName, failureStatus, isAborted, type Payload } from './calls.ts';
import { browserPage, type PageEnv } from './page-env.ts';

/** The calls that answer a list: a payload with `items`. */
/** The calls with a query the app makes (the operator's list is the CLI's). */
type AppQueryCallName = Extract<QueryCallName, AppCallName>;

export type ListCallName = {
  [Name in AppQueryCallName]: Payload<Name> extends { readonly items: readonly unknown[] } ? Name : never;
}[AppQueryCallName];

/** One row of a list call. */
export type ListItem<Name extends ListCallName> =
  Payload<Name> extends { readonly items: readonly (infer Item)[] } ? Item : never;

/** A list's query as the address bar keeps it: the call's parameters, each one optional. */
export type ListQuery<Name extends ListCallName> = Partial<QueryInput<Name>>;

export type ListStatus = 'loading' | 'ready' | 'empty' | 'error' | 'offline';

export interface ListState<Item> {
  readonly status: ListStatus;
  /** The rows shown: the current page, or every page loaded so far for cursor lists; while `loading`, the last ones. */
  readonly items: readonly Item[];
  /** Why the last load failed (`error`, `offline`); the rows loaded before it stay. */
  readonly failure: ApiFailure | null;
  /** Numbered lists: the page shown, from 1. */
  readonly page: number;
  /** Numbered lists: how many pages the filter has (0 when none); null for cursor lists. */
  readonly pageCount: number | null;
  /** Numbered lists: how many rows the filter has; null for cursor lists. */
  readonly total: number | null;
  /** Cursor lists: whether "load more" has more to load. */
  readonly hasMore: boolean;
  /** Cursor lists: the next page is on its way (the rows shown stay). */
  readonly loadingMore: boolean;
}

export interface ListOptions<Name extends ListCallName> {
  /** The parameters a person sets, in the order the address bar lists them. Default: every one the call takes. */
  readonly filters?: readonly QueryKey<Name>[];
  /** Sent with every call, never in the address bar: the screen's own scope (a notification group, a wallet). */
  readonly fixed?: ListQuery<Name>;
  /**
   * A range's two ends (instants, e.g. `['from', 'to']`), sent in order: a range typed backwards (the end before the
   * start) means the same days. Before `transform`.
   */
  readonly range?: readonly [QueryKey<Name>, QueryKey<Name>];
  /** Rewrites the query just before each call (the export's too); null means no row can match, so none is asked. */
  readonly transform?: (query: ListQuery<Name>) => ListQuery<Name> | null;
  /** Numbered pages (a pager, `page` in the address) or a cursor (load more). Default: numbered. */
  readonly pages?: 'numbered' | 'cursor';
  /** Rows per page; default: the call's own default. */
  readonly pageSize?: number;
  /** The browser page; unit tests pass a fake one. */
  readonly env?: PageEnv;
}

export interface ListStore<Name extends ListCallName> {
  /** The clean query, as in the address bar. */
  readonly $query: ReadableAtom<ListQuery<Name>>;
  readonly $state: ReadableAtom<ListState<ListItem<Name>>>;
  /** Read the address bar, load, and follow Back/Forward and the connection; returns the stop function. */
  start(): () => void;
  /** Change some filters (a key set to undefined or '' is cleared) and go back to the first page. */
  setFilters(patch: ListQuery<Name>, options?: { readonly replace?: boolean }): void;
  /** Clear every filter. */
  clearFilters(): void;
  /** Numbered lists: show another page (a new history entry, so Back returns to this one). */
  setPage(page: number): void;
  /** Numbered lists: the address of a page of the current filter (a pager's link), as a relative URL. */
  pageHref(page: number): string;
  /** Cursor lists: append the next page. */
  loadMore(): void;
  /** Repeat what failed. */
  retry(): void;
  /** The call this list makes, and how it pages (for `fetchAll`, fetch-all.ts). */
  readonly call: {
    readonly name: Name;
    readonly pages: 'numbered' | 'cursor';
    readonly maxPageSize: number | undefined;
  };
  /** The query the call is sent for the current filter and this paging; null when no row can match. */
  request(paging: Readonly<Record<string, unknown>>): Record<string, unknown> | null;
  /**
   * Change the rows shown at once, before the server says so (an answered request leaves the pending tab); the
   * count follows. Call `revalidate` after it so the server's word replaces the guess.
   */
  updateItems(update: (items: readonly ListItem<Name>[]) => readonly ListItem<Name>[]): void;
  /** Load the current page again while its rows stay shown (no skeleton). */
  revalidate(): void;
}

const PAGING_KEYS = new Set(['page', 'limit', 'cursor']);

/** Whether a list's query filters its rows (anything but the page). */
export function hasFilters(query: object): boolean {
  return Object.keys(query).some((key) => key !== 'page');
}

/** The query with the range's ends in order. */
function withRangeInOrder<Query extends object>(query: Query, range: readonly [string, string]): Query {
  const [startKey, endKey] = range;
  const { [startKey]: start, [endKey]: end } = query as Record<string, unknown>;
  if (typeof start !== 'string' || typeof end !== 'string' || Date.parse(start) <= Date.parse(end)) return query;
  return { ...query, [startKey]: end, [endKey]: start };
}

function initialState<Item>(): ListState<Item> {
  return {
    status: 'loading',
    items: [],
    failure: null,
    page: 1,
    pageCount: null,
    total: null,
    hasMore: false,
    loadingMore: false,
  };
}

/** A typed value as the address bar would hold it; '', null, undefined and false are no value (SPEC section 5). */
function rawOf(value: unknown): RawQueryValue | undefined {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}

/** The query the rules accept, in `keys` order: unknown keys, empty and refused values dropped. */
function cleanWith(
  rules: Readonly<Record<string, QueryRule>>,
  keys: readonly string[],
  read: (key: string) => RawQueryValue | undefined,
): Record<string, CleanQueryValue> {
  const clean: Record<string, CleanQueryValue> = {};
  for (const key of keys) {
    const rule = rules[key];
    const raw = read(key);
    const value = rule === undefined || raw === undefined ? undefined : acceptedValue(rule, raw);
    if (value !== undefined) clean[key] = value;
  }
  return clean;
}

/** The address bar's form of a clean query: `?type=TOP_UP&status=PENDING`, lists as repeated keys, or ''. */
function searchOf(query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The next cursor of a cursor page (`next_cursor`, or `next_page` as notifications name it). */
export function nextCursorOf(payload: unknown): string | null {
  const { next_cursor: cursor, next_page: page } = payload as { next_cursor?: unknown; next_page?: unknown };
  const next = cursor ?? page;
  return typeof next === 'string' && next !== '' ? next : null;
}

/**
 * The query a list sends for the filters `query`: in order (`range`), rewritten (`transform`), with the screen's
 * scope (`fixed`) and the paging; null when no row can match. A page's critical read of a list takes it for the
 * plain address (`{}`), so the head asks exactly what the store will.
 */
export function listRequest<Name extends ListCallName>(
  options: Pick<ListOptions<Name>, 'fixed' | 'range' | 'transform' | 'pageSize'>,
  query: ListQuery<Name>,
  paging: Record<string, unknown> = {},
): Record<string, unknown> | null {
  const { range, transform } = options;
  const inOrder = range === undefined ? query : withRangeInOrder(query, range);
  const rewritten = transform === undefined ? inOrder : transform(inOrder);
  if (rewritten === null) return null;
  const pageSize = options.pageSize === undefined ? {} : { limit: options.pageSize };
  return { ...options.fixed, ...rewritten, ...pageSize, ...paging };
}

/**
 * Make the list store of the call `name`, whose query it cleans with `rules` (the call's export of
 * src/lib/http/query-rules/<call>.generated.ts: a page carries only the rules of the lists it shows).
 */
export function createListStore<Name extends ListCallName>(
  name: Name,
  rules: QueryRuleTable[Name],
  options: ListOptions<Name> = {},
): ListStore<Name> {
  type Query = ListQuery<Name>;
  type Item = ListItem<Name>;
  const env = options.env ?? browserPage;
  const numbered = (options.pages ?? 'numbered') === 'numbered';
  const ruleOf: Readonly<Record<string, QueryRule>> = rules;
  const filterKeys: readonly string[] = options.filters ?? Object.keys(ruleOf).filter((key) => !PAGING_KEYS.has(key));
  const addressKeys = numbered ? [...filterKeys, 'page'] : filterKeys;

  const $query = atom<Query>({});
  const $state = atom<ListState<Item>>(initialState());
  let controller: AbortController | null = null;
  let cursor: string | null = null;
  let lastLoad: 'replace' | 'append' = 'replace';

  function readAddress(): Query {
    const params = new URLSearchParams(env.search());
    return cleanWith(ruleOf, addressKeys, (key) => {
      const values = params.getAll(key);
      return values.length === 0 ? undefined : values;
    }) as Query;
  }

  function requestOf(query: Query, paging: Record<string, unknown>): Record<string, unknown> | null {
    return listRequest(options, query, paging);
  }

  function settleEmpty(): void {
    $state.set({
      ...initialState<Item>(),
      status: 'empty',
      pageCount: numbered ? 0 : null,
      total: numbered ? 0 : null,
    });
  }

  /** A failed page: the rows of an earlier filter or page go (they would pass for its answer); loaded ones stay. */
  function settleFailure(failure: ApiFailure, append: boolean): void {
    const state = $state.get();
    const status = failureStatus(failure, env.online());
    $state.set({ ...state, status, failure, items: append ? state.items : [], loadingMore: false });
  }

  function settlePage(payload: Payload<Name>, append: boolean): void {
    const page = payload as unknown as { items: readonly Item[]; total?: number; page?: number; limit?: number };
    const pageCount = Math.ceil((page.total ?? 0) / Math.max(1, page.limit ?? 1));
    // A page past the end (a link kept while rows went away): show the last one instead of "no rows".
    if (numbered && page.items.length === 0 && pageCount > 0 && (page.page ?? 1) > pageCount) {
      goToPage(pageCount, 'replace');
      return;
    }
    const items = append ? [...$state.get().items, ...page.items] : page.items;
    cursor = numbered ? null : nextCursorOf(payload);
    const total = numbered ? (page.total ?? items.length) : null;
    $state.set({
      status: items.length === 0 ? 'empty' : 'ready',
      items,
      failure: null,
      page: page.page ?? 1,
      pageCount: numbered ? pageCount : null,
      total,
      hasMore: cursor !== null,
      loadingMore: false,
    });
  }

  async function load(mode: 'replace' | 'append', quiet = false): Promise<void> {
    lastLoad = mode;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const query = $query.get();
    const append = mode === 'append';
    if (append) $state.set({ ...$state.get(), loadingMore: true, failure: null });
    else if (!quiet) {
      // The rows shown stay (marked loading) until the next ones arrive, so the page does not jump to placeholders
      // and back; the pager shows the page asked for.
      const page = Number((query as { page?: unknown }).page ?? 1);
      $state.set({ ...$state.get(), status: 'loading', failure: null, page, hasMore: false, loadingMore: false });
    }
    // The browser knows it has no connection: say so at once rather than after a timeout.
    if (!env.online()) {
      settleFailure(networkFailure(), append);
      return;
    }
    const request = requestOf(query, append && cursor !== null ? { cursor } : {});
    if (request === null) {
      settleEmpty();
      return;
    }
    const { payload, failure } = await callByName(name, { query: request }, current.signal);
    if (controller !== current) return;
    controller = null;
    if (failure === undefined) settlePage(payload, append);
    else if (!isAborted(failure)) settleFailure(failure, append);
  }

  function commit(next: Query, mode: 'push' | 'replace'): void {
    const search = searchOf(next);
    if (search === searchOf($query.get()) && $state.get().status !== 'error') return;
    $query.set(next);
    env.writeSearch(search, mode);
    void load('replace');
  }

  function withPage(page: number): Query {
    const query: Record<string, unknown> = $query.get();
    return cleanWith(ruleOf, addressKeys, (key) => rawOf(key === 'page' ? page : query[key])) as Query;
  }

  function goToPage(page: number, mode: 'push' | 'replace'): void {
    commit(withPage(page), mode);
  }

  function fromAddress(): void {
    const query = readAddress();
    $query.set(query);
    const clean = searchOf(query);
    // The address bar shows the query as it is used: a stale or hand-edited link is tidied in place.
    if (clean !== env.search()) env.writeSearch(clean, 'replace');
    void load('replace');
  }

  function reset(): void {
    controller?.abort();
    controller = null;
    cursor = null;
    $query.set({});
    $state.set(initialState());
  }
  onReset(reset);

  return {
    $query,
    $state,
    start() {
      if (env.refused()) return () => {};
      fromAddress();
      const unfollow = [
        env.on('popstate', fromAddress),
        env.on('online', () => {
          if ($state.get().status === 'offline') void load(lastLoad);
        }),
      ];
      return () => {
        for (const stop of unfollow) stop();
        controller?.abort();
        controller = null;
      };
    },
    setFilters(patch, { replace = false } = {}) {
      const merged: Record<string, unknown> = { ...$query.get(), ...patch };
      const next = cleanWith(ruleOf, filterKeys, (key) => rawOf(merged[key])) as Query;
      commit(next, replace ? 'replace' : 'push');
    },
    clearFilters() {
      commit({}, 'push');
    },
    setPage(page) {
      if (numbered) goToPage(page, 'push');
    },
    pageHref(page) {
      return searchOf(withPage(page)) || '?';
    },
    loadMore() {
      const state = $state.get();
      if (numbered || !state.hasMore || state.loadingMore) return;
      void load('append');
    },
    retry() {
      void load(lastLoad);
    },
    call: {
      name,
      pages: numbered ? 'numbered' : 'cursor',
      maxPageSize: ruleOf.limit?.type === 'integer' ? ruleOf.limit.maximum : undefined,
    },
    request(paging) {
      const { page: _shown, ...filters } = $query.get() as Query & { page?: unknown };
      return requestOf(filters as Query, paging);
    },
    updateItems(update) {
      const state = $state.get();
      const items = update(state.items);
      const total = state.total === null ? null : Math.max(0, state.total + items.length - state.items.length);
      const status =
        state.status === 'ready' || state.status === 'empty' ? (items.length === 0 ? 'empty' : 'ready') : state.status;
      $state.set({ ...state, items, total, status });
    },
    revalidate() {
      void load('replace', true);
    },
  };
}

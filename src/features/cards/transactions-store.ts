/**
 * /vc/transactions' stores: the list over `listCardTransactions` (the kit's list store: filters and page in the
 * address bar, cleaned against the call's rules), the cards its filter offers, and which transaction's detail is
 * open (its store is the detail's own, tx-detail.tsx, loaded when one opens).
 *
 * SPEC has no /vc/transactions/{id} route, so the detail opens over the list, named by `?id=` in the address: a
 * reload or a shared link opens it again, and Back closes it. The list store tidies the address to its own keys,
 * so it is handed a page that does not show it `id` and keeps `id` in what it writes (`listPage`).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CardOptionType } from '../../contract/calls/card.ts';
import { isApiFailure } from '../../lib/http/errors.ts';
import { listCardTransactions } from '../../lib/http/query-rules/listCardTransactions.generated.ts';
import { api } from '../../stores/api.ts';
import { createListStore, type ListQuery, type ListStore } from '../../stores/kit/list.ts';
import { browserPage, type PageEnv } from '../../stores/kit/page-env.ts';

/** What a person filters by, in the order the address bar lists them. */
export const CARD_TX_FILTERS = ['type', 'status', 'card_id', 'detail_type', 'from', 'to', 'search'] as const;

/** The address parameter naming the open detail. */
export const DETAIL_PARAM = 'id';

export type CardTxList = ListStore<'listCardTransactions'>;
export type CardTxQuery = ListQuery<'listCardTransactions'>;

/** The transaction id in a query string, or null (none, or not a positive whole number). */
export function detailIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get(DETAIL_PARAM);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** `search` with the detail parameter set to `id`, or removed (null). */
export function withDetail(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  params.delete(DETAIL_PARAM);
  if (id !== null) params.append(DETAIL_PARAM, String(id));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The page as the list sees it: the address without the open detail, writes keeping it, and Back/Forward only
 * when they changed the list's part of the address (opening or closing a detail does not reload the rows).
 */
export function listPage(env: PageEnv): PageEnv {
  const listSearch = () => withDetail(env.search(), null);
  return {
    ...env,
    search: listSearch,
    writeSearch: (search, mode) => env.writeSearch(withDetail(search, detailIdOf(env.search())), mode),
    on(event, listener) {
      if (event !== 'popstate') return env.on(event, listener);
      let seen = listSearch();
      return env.on(event, () => {
        const now = listSearch();
        if (now === seen) return;
        seen = now;
        listener();
      });
    },
  };
}

/** The list of card transactions on `env` (unit tests pass a fake page). */
export function createCardTxList(env: PageEnv = browserPage): CardTxList {
  return createListStore('listCardTransactions', listCardTransactions, {
    filters: CARD_TX_FILTERS,
    range: ['from', 'to'],
    env: listPage(env),
  });
}

export interface DetailParam {
  /** The open transaction's id, or null. */
  readonly $id: ReadableAtom<number | null>;
  /** Read the address and follow Back/Forward; returns the stop function. */
  start(): () => void;
  /** Open a transaction's detail: a new history entry, so Back closes it. */
  open(id: number): void;
  /** Close it: Back when this page opened it (the list returns as it was), otherwise drop `id` in place. */
  close(): void;
}

/** Which detail is open, kept in the address; `back` is the browser's Back (a fake in unit tests). */
export function createDetailParam(env: PageEnv = browserPage, back: () => void = () => history.back()): DetailParam {
  const $id = atom<number | null>(null);
  let pushed = false;
  const read = () => $id.set(detailIdOf(env.search()));
  return {
    $id,
    start() {
      read();
      const unfollow = env.on('popstate', () => {
        pushed = false;
        read();
      });
      return unfollow;
    },
    open(id) {
      env.writeSearch(withDetail(env.search(), id), 'push');
      pushed = true;
      $id.set(id);
    },
    close() {
      if ($id.get() === null) return;
      if (pushed) {
        back();
        return;
      }
      env.writeSearch(withDetail(env.search(), null), 'replace');
      $id.set(null);
    },
  };
}

/** The page's list, detail and open detail (made when the screen first asks). */
let page: { list: CardTxList; detailParam: DetailParam } | null = null;

export function cardTxPage(): { list: CardTxList; detailParam: DetailParam } {
  page ??= { list: createCardTxList(), detailParam: createDetailParam() };
  return page;
}

/** The cards the card filter offers (every card but cancelled ones), once the list screen starts; none until then. */
export const $cardOptions = atom<readonly CardOptionType[]>([]);

export async function loadCardOptions(): Promise<void> {
  const answer = await api.listCardOptions();
  if (!isApiFailure(answer)) $cardOptions.set(answer);
}

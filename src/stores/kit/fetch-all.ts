/**
 * Every row of a list store's current filter, page after page at the call's largest page size, for an export
 * (PRODUCT.md section 4: the export covers the filtered list). Apart from the list store so that a list page loads
 * it only when the user exports.
 */
import type { ApiFailure } from '../../lib/http/errors.ts';
import { callByName } from './calls.ts';
import { type ListCallName, type ListItem, type ListStore, nextCursorOf } from './list.ts';

/** Rows per page when the call does not say its maximum. */
const DEFAULT_PAGE_SIZE = 100;

/** How far the fetching has got. */
export interface FetchProgress {
  readonly loaded: number;
  /** Rows the filter has, when the call says (numbered lists). */
  readonly total: number | null;
}

export interface FetchAllOptions {
  readonly onProgress?: (progress: FetchProgress) => void;
  readonly signal?: AbortSignal;
}

/** Every row of the filter, or the failure of the first page that failed. */
export type FetchAllResult<Item> =
  | { readonly rows: readonly Item[]; readonly failure?: never }
  | { readonly failure: ApiFailure; readonly rows?: never };

/** Read every row of the list's current filter (rewritten as its calls are: `transform`, the fixed scope). */
export async function fetchAll<Name extends ListCallName>(
  list: ListStore<Name>,
  { onProgress, signal }: FetchAllOptions = {},
): Promise<FetchAllResult<ListItem<Name>>> {
  const numbered = list.call.pages === 'numbered';
  const limit = list.call.maxPageSize ?? DEFAULT_PAGE_SIZE;
  const rows: ListItem<Name>[] = [];
  let paging: Record<string, unknown> = numbered ? { page: 1 } : {};
  for (;;) {
    const request = list.request(paging);
    if (request === null) return { rows };
    const { payload, failure } = await callByName(list.call.name, { query: { ...request, limit } }, signal);
    if (failure !== undefined) return { failure };
    const page = payload as unknown as { items: readonly ListItem<Name>[]; total?: number };
    rows.push(...page.items);
    const total = numbered ? (page.total ?? rows.length) : null;
    onProgress?.({ loaded: rows.length, total });
    const next = numbered ? null : nextCursorOf(payload);
    const done = numbered ? page.items.length === 0 || rows.length >= (total ?? 0) : next === null;
    if (done) return { rows };
    paging = numbered ? { page: Number(paging.page) + 1 } : { cursor: next };
  }
}

/**
 * The pending actions store (`/pending-actions`) over `listPendingActions`: the tab (pending or completed) in the
 * address bar, 100 requests a page (SPEC section 9), and answering one through `respondToRequest`, after which it
 * leaves the pending tab — and the header's count — at once and the server's list replaces the guess. Read again,
 * rows kept on screen, when a request changes elsewhere (`request.updated`: the operator's new or withdrawn request,
 * an answer from another tab or device) or the live stream comes back after a gap.
 */
import type { PendingActionType } from '../../contract/calls/pending-actions.ts';
import type { ApiFailure } from '../../lib/http/errors.ts';
import { listPendingActions } from '../../lib/http/query-rules/listPendingActions.generated.ts';
import { api } from '../../stores/api.ts';
import { createListStore, type ListQuery, type ListStore } from '../../stores/kit/list.ts';
import { followEvents, type Subscribe } from '../../stores/live-later.ts';

export type PendingTab = 'pending' | 'completed';

/** The tab a query shows: pending unless it asks for completed ones (which include cancelled, SPEC section 4). */
export function tabOf(query: ListQuery<'listPendingActions'>): PendingTab {
  return query.request_status === 'completed' || query.request_status === 'cancel' ? 'completed' : 'pending';
}

export const pendingActionList = createListStore('listPendingActions', listPendingActions, {
  filters: ['request_status'],
  pageSize: 100,
  transform: (query) => ({ ...query, request_status: tabOf(query) }),
});

/** Show a tab; pending is the address without a filter. */
export function showTab(tab: PendingTab): void {
  pendingActionList.setFilters({ request_status: tab === 'pending' ? undefined : 'completed' }, { replace: true });
}

/** An answer of the kind the request asks for. */
export type RequestAnswer = { readonly message: string } | { readonly confirmed: true };

/** Answer a request; on success it leaves the pending tab now and the list is read again. */
export async function answerRequest(item: PendingActionType, answer: RequestAnswer): Promise<ApiFailure | null> {
  const result = await api.respondToRequest({ body: { request_id: item.id, ...answer } });
  if (result.status === false) return result;
  pendingActionList.updateItems((items) => items.filter((row) => row.id !== item.id));
  pendingActionList.revalidate();
  // The header's store (and @nanostores/query) is not in this page's first load; the header has loaded it by now.
  await import('../../stores/pending-actions.ts').then(
    ({ requestAnswered }) => requestAnswered(item.id),
    () => undefined,
  );
  return null;
}

/** Re-reads `list` on every live event that may have changed a request; returns the stop function. */
export function followRequestEvents(
  list: Pick<ListStore<'listPendingActions'>, 'revalidate'>,
  subscribe?: Subscribe,
): () => void {
  return followEvents(['request.updated'], () => list.revalidate(), subscribe);
}

/** Starts the list and its live refresh; returns the stop function. */
export function startPendingActionList(): () => void {
  const stopList = pendingActionList.start();
  const stopLive = followRequestEvents(pendingActionList);
  return () => {
    stopLive();
    stopList();
  };
}

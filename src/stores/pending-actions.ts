/**
 * The operator's requests still waiting for the user's answer (`GET /requests?request_status=pending`, SPEC
 * section 7 "Other"): the session keeps it loaded, Home counts it, the header shows its total. It follows every
 * change at once: an answer given on this page (`requestAnswered`) and `request.updated` from the live stream (an
 * operator's new or withdrawn request, an answer given in another tab or on another device, by anyone of the team).
 * Cleared with the query cache on local logout.
 */

import type { PendingActionType } from '../contract/calls/pending-actions.ts';
import { createFetcherStore, unwrap } from '../lib/query.ts';
import { api } from './api.ts';
import type { LiveEvent } from './live.ts';
import type { Subscribe } from './live-later.ts';

export const $pendingActions = createFetcherStore(['pending-actions'], {
  fetcher: async () => unwrap(await api.listPendingActions({ query: { request_status: 'pending' } })).data,
});

type RequestChange = Extract<LiveEvent, { type: 'request.updated' }>['data'];
type Page = { readonly items: readonly PendingActionType[]; readonly total: number };

/** The page without request `id`, and the total it leaves (`total` when given, else one fewer if it was there). */
function without<P extends Page>(page: P, id: number, total?: number): P {
  const items = page.items.filter((row) => row.id !== id);
  const left = total ?? (items.length < page.items.length ? Math.max(0, page.total - 1) : page.total);
  return { ...page, items, total: left };
}

/**
 * Shows `change` at once, then reads the requests again (the server's list replaces the guess). The count the
 * event carries is the truth; a request no longer pending leaves the page, a new one comes with the read.
 */
function apply(change: <P extends Page>(page: P) => P): void {
  const { data } = $pendingActions.get();
  if (data !== undefined) $pendingActions.mutate(change(data));
  $pendingActions.revalidate();
}

/** This page answered request `id`: it stops waiting now, so the header's figure drops before the next read. */
export function requestAnswered(id: number): void {
  apply((page) => without(page, id));
}

/** A request changed elsewhere (`request.updated`): the figure is the one the server counted. */
export function requestChanged({ id, request_status, pending }: RequestChange): void {
  apply((page) => (request_status === 'pending' ? { ...page, total: pending } : without(page, id, pending)));
}

/** Follow `request.updated` (the stream module is handed in, as it loads after the page); returns the stop function. */
export function followRequests(subscribe: Subscribe): () => void {
  return subscribe((event) => {
    if (event.type === 'request.updated') requestChanged(event.data);
  });
}

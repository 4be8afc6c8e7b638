/**
 * The header's figures: unread notifications of both groups (src/stores/notification-counts.ts, filled by the
 * session bootstrap and live afterwards) and the operator's requests still waiting (src/stores/pending-actions.ts).
 * The requests follow `request.updated` (a new, withdrawn or answered request, here or elsewhere) at once.
 * A stream that came back after a drop (a laptop waking) may have missed more than it replays: both are read again.
 * Loaded by the bell once the person is known, never in a page's first load.
 */
import { computed } from 'nanostores';
import { $liveStatus, onLiveEvent } from '../../stores/live.ts';
import { $unreadTotal, loadUnreadCounts } from '../../stores/notification-counts.ts';
import { $pendingActions, followRequests } from '../../stores/pending-actions.ts';

export { $unreadTotal };

/** Requests waiting for an answer; null until known. */
export const $pendingCount = computed($pendingActions, ({ data }) => data?.total ?? null);

// The first opening of the stream follows the page's own reads; only a later one means a gap.
let opened = $liveStatus.get() === 'open';
onLiveEvent((event) => {
  if (event.type !== 'live.reconnected') return;
  if (opened) {
    void loadUnreadCounts();
    $pendingActions.revalidate();
  }
  opened = true;
});

followRequests(onLiveEvent);

/**
 * A request changed (the operator created or cancelled it, someone of the account answered it): every open session
 * of the account hears `request.updated` with the count still pending, so the header's figure and an open
 * /pending-actions follow without a reload, in every tab and on every device. Published after the change committed.
 */
import { and, count, eq } from 'drizzle-orm';
import type { EventBus } from '../api/bus.ts';
import type { Executor } from '../db/client.ts';
import { type PendingActionRow, pendingActions } from '../db/schema/pending-actions.ts';
import { publishRequestUpdated } from '../events/publish.ts';

export async function pendingCount(db: Executor, accountId: number): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(pendingActions)
    .where(and(eq(pendingActions.accountId, accountId), eq(pendingActions.requestStatus, 'pending')));
  return counted?.total ?? 0;
}

export async function announceRequest(db: Executor, bus: EventBus, row: PendingActionRow): Promise<void> {
  await publishRequestUpdated(bus, row.accountId, {
    id: row.id,
    request_status: row.requestStatus,
    pending: await pendingCount(db, row.accountId),
  });
}

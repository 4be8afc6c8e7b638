/**
 * Operator requests addressed to an account (SPEC section 3 "Pending action"). The operator side (and the
 * demo seed) creates them with `createPendingAction`; the account answers them (answer.ts). Any member of the
 * account's team sees and answers them: the request is about the account, not one person.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PendingActionType } from '../../src/contract/calls/pending-actions.ts';
import type { Locale } from '../../src/lib/locale.ts';
import type { Executor } from '../db/client.ts';
import {
  type BilingualText,
  type PendingActionRow,
  pendingActions,
  type REFERENCE_TYPES,
  type REQUEST_STATUSES,
} from '../db/schema/pending-actions.ts';
import { ApiError } from '../errors/api-error.ts';

type RequestStatus = (typeof REQUEST_STATUSES)[number];

export interface NewPendingAction {
  readonly accountId: number;
  readonly kind: PendingActionRow['kind'];
  readonly title: BilingualText;
  readonly description: BilingualText;
  readonly reference?: { readonly type: (typeof REFERENCE_TYPES)[number]; readonly id: number };
  readonly dueAt?: Date;
  readonly at?: Date;
}

export async function createPendingAction(db: Executor, action: NewPendingAction): Promise<PendingActionRow> {
  const [row] = await db
    .insert(pendingActions)
    .values({
      accountId: action.accountId,
      kind: action.kind,
      title: action.title,
      description: action.description,
      referenceType: action.reference?.type ?? null,
      referenceId: action.reference?.id ?? null,
      dueAt: action.dueAt ?? null,
      ...(action.at === undefined ? {} : { createdAt: action.at }),
    })
    .returning();
  if (row === undefined) throw new Error('Pending action insert returned no row');
  return row;
}

/** Cancels a pending request; its row as cancelled, or undefined when it was not pending (or does not exist). */
export async function cancelPendingAction(db: Executor, id: number, at: Date): Promise<PendingActionRow | undefined> {
  const [row] = await db
    .update(pendingActions)
    .set({ requestStatus: 'cancel', completedAt: at })
    .where(and(eq(pendingActions.id, id), eq(pendingActions.requestStatus, 'pending')))
    .returning();
  return row;
}

/** SPEC section 4: the completed list also shows the cancelled ones. */
function statusesOf(filter: RequestStatus | undefined): RequestStatus[] | null {
  if (filter === undefined) return null;
  return filter === 'completed' ? ['completed', 'cancel'] : [filter];
}

export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

export async function listPendingActions(
  db: Executor,
  accountId: number,
  filter: RequestStatus | undefined,
  { page, limit }: PageRequest,
): Promise<{ rows: PendingActionRow[]; total: number }> {
  const statuses = statusesOf(filter);
  const where = and(
    eq(pendingActions.accountId, accountId),
    statuses === null ? undefined : inArray(pendingActions.requestStatus, statuses),
  );
  const rows = await db
    .select()
    .from(pendingActions)
    .where(where)
    .orderBy(desc(pendingActions.createdAt), desc(pendingActions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(pendingActions).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The account's request `id`; another account's is as unknown as a missing one. */
export async function findOwnPendingAction(db: Executor, accountId: number, id: number): Promise<PendingActionRow> {
  const [row] = await db
    .select()
    .from(pendingActions)
    .where(and(eq(pendingActions.id, id), eq(pendingActions.accountId, accountId)));
  if (row === undefined) throw new ApiError('REQUEST_NOT_FOUND');
  return row;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toPendingAction(row: PendingActionRow, lang: Locale): PendingActionType {
  return {
    id: row.id,
    request_status: row.requestStatus,
    kind: row.kind,
    title: row.title[lang],
    description: row.description[lang],
    reference:
      row.referenceType === null || row.referenceId === null ? null : { type: row.referenceType, id: row.referenceId },
    created_at: row.createdAt.toISOString(),
    due_at: iso(row.dueAt),
    completed_at: iso(row.completedAt),
    answer:
      row.answeredAt === null
        ? null
        : {
            message: row.answerMessage,
            document_ids: row.answerDocumentIds,
            confirmed: row.answerConfirmed,
            answered_at: row.answeredAt.toISOString(),
          },
  };
}
